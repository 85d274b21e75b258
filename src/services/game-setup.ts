import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { requireGm, type Actor } from './actor.ts';
import { conflict, invalidSetup, ServiceError } from './errors.ts';
import { lockGame } from './gm-common.ts';
import { loadGame } from './game-position.ts';
import { invalidateGame } from './game-cache.ts';
import { rulesetOf, zodProblems } from './ruleset-context.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';

/**
 * The GM edits a game's setup — its options and GM data (cards, units, boards) — freely before the start, and
 * afterwards only through an audited correction with a reason (issue 12). Both parse with the ruleset's
 * setupSchema and its semantic checks (422 with every problem by path); nothing half-valid is stored.
 */
export async function updateSetup(db: Db, actor: Actor, gameId: string, input: { setup: unknown; reason?: string | undefined }) {
  requireGm(actor);
  const game = await loadGame(db, gameId);
  const ruleset = rulesetOf(game.ruleset);
  const parsed = ruleset.setupSchema.safeParse(input.setup);
  if (!parsed.success) throw invalidSetup(zodProblems(parsed.error, 'setup'));
  const problems = ruleset.validateSetup(parsed.data);
  if (problems.length > 0) throw invalidSetup(problems);
  await db.$transaction(async (tx) => {
    const locked = await lockGame(tx, gameId);
    if (locked.status === 'finished') throw conflict('game_over', 'The game is over: its setup can no longer change');
    const started = locked.status !== 'setup';
    const reason = input.reason?.trim() ?? '';
    if (started && reason === '') {
      throw new ServiceError(400, 'reason_required', 'A correction of the setup after the start needs a reason (it is audited and shown to the players)');
    }
    await gamesRepository.updateSetup(tx, gameId, parsed.data as Prisma.InputJsonValue);
    await auditLogRepository.record(tx, gameId, 'gm', started ? 'correct_setup' : 'edit_setup', { ...(started ? { reason } : {}) });
  }, TX_OPTIONS);
  invalidateGame(gameId);
  return { setup: parsed.data };
}

/** Request body of this use case (zod at the boundary; the HTTP routes and pages parse with it). */
export const SetupBody = z
  .object({
    setup: z.unknown().describe("The ruleset's whole setup (options and GM data), parsed by its setupSchema"),
    reason: z.string().trim().max(1000).optional().describe('Required once the game has started (an audited correction)'),
  })
  .strict();
