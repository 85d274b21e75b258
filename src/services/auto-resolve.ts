import type { Db } from '../db/client.ts';
import type { LifecycleContext } from '../lifecycle/context.ts';
import { lifecycleRepository } from '../repositories/lifecycle-repository.ts';
import { ServiceError } from './errors.ts';
import { loadGameHeader } from './game-position.ts';
import { openStepPosition } from './open-step.ts';
import { resolveTurn } from './resolve-turn.ts';
import { rulesetOf } from './ruleset-context.ts';

/**
 * Resolves the open step as soon as every required request is answered (game setting `resolveWhen`:
 * 'answers', the default), through the same exactly-once path as the GM and the deadline. A step with no
 * required request (simultaneous orders revisable until the deadline) never resolves here. Returns whether
 * this call resolved it; losing the race to another answer, the GM or the scheduler is the same result.
 */
export async function resolveIfAnswered(db: Db, gameId: string, turnNumber: number, turnId: string, life: LifecycleContext): Promise<boolean> {
  const header = await loadGameHeader(db, gameId);
  if (header.status !== 'running' || header.resolveWhen !== 'answers') return false;
  const ruleset = rulesetOf(header.ruleset);
  const step = await openStepPosition(db, ruleset, header, { id: turnId, status: 'open' });
  const required = step.requests.filter((request) => request.required);
  if (required.length === 0) return false;
  const flags = await lifecycleRepository.sheetFlags(db, turnId);
  if (!required.every((request) => flags.has(request.player))) return false;
  try {
    await resolveTurn(db, { role: 'gm' }, gameId, turnNumber, { lifecycle: life, trigger: 'answers' });
    return true;
  } catch (error) {
    if (error instanceof ServiceError && error.status === 409) return false;
    throw error;
  }
}
