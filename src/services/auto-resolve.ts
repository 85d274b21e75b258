import type { Db } from '../db/client.ts';
import type { LifecycleContext } from './lifecycle-context.ts';
import { lifecycleRepository } from '../repositories/lifecycle-repository.ts';
import { ServiceError } from './errors.ts';
import type { OpenStep } from './open-step.ts';
import { resolveTurn } from './resolve-turn.ts';
import type { SheetTarget } from './sheet-access.ts';

/**
 * Resolves the open step as soon as every required request is answered (game setting `resolveWhen`:
 * 'answers', the default), through the same exactly-once path as the GM and the deadline. A step with no
 * required request (simultaneous orders revisable until the deadline) never resolves here, and costs no query.
 * Returns whether this call resolved it; losing the race to another answer, the GM or the scheduler is the same
 * result. `target` is what the save was checked against (read in the same request: the game is not read again).
 */
export async function resolveIfAnswered(db: Db, target: SheetTarget, step: OpenStep, life: LifecycleContext): Promise<boolean> {
  if (target.game.status !== 'running' || target.game.resolveWhen !== 'answers') return false;
  const required = step.requests.filter((request) => request.required);
  if (required.length === 0) return false;
  const flags = await lifecycleRepository.sheetFlags(db, target.turn.id);
  if (!required.every((request) => flags.has(request.player))) return false;
  try {
    await resolveTurn(db, { role: 'gm' }, target.game.id, target.turn.number, { lifecycle: life, trigger: 'answers' });
    return true;
  } catch (error) {
    if (error instanceof ServiceError && error.status === 409) return false;
    throw error;
  }
}
