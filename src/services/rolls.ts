import { z } from 'zod';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { asRngVersion } from '../engine/core/rng.ts';
import type { ReportRoll } from '../engine/core/ruleset.ts';
import { parseDice, rollDice, type DiceRoll } from '../engine/dice/index.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { diceErrorMessage } from '../engine/dice/format.ts';
import type { Language } from '../i18n/index.ts';
import { rollsRepository, type RollRow } from '../repositories/rolls-repository.ts';
import { turnsRepository } from '../repositories/turns-repository.ts';
import { unauthorized, conflict, ServiceError } from './errors.ts';
import type { Actor } from './actor.ts';
import { loadGame } from './game-position.ts';
import { isUniqueViolation } from './prisma-errors.ts';
import { gameSetup, rulesetOf } from './ruleset-context.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';

export interface RollRequest {
  expr: string;
  reason: string;
  private?: boolean | undefined;
}

/** How a roll's author is stored (`Roll.actor`) and shown in reports (`ReportRoll.by`). */
const actorKey = (actor: Actor) => (actor.role === 'player' ? `player:${actor.playerId}` : 'gm');
const byOf = (stored: string) => (stored.startsWith('player:') ? stored.slice('player:'.length) : 'gm');

/** Private rolls: the GM and the player who made it. Public rolls: everybody. */
export function maySeeRoll(actor: Actor | { role: 'public' }, row: Pick<RollRow, 'private' | 'actor'>): boolean {
  if (!row.private || actor.role === 'gm') return true;
  return actor.role === 'player' && row.actor === `player:${actor.playerId}`;
}

/** The API view of a stored roll. The seed is shown only once its turn is resolved (then anybody can verify). */
export function rollView(row: RollRow) {
  const record = row.record as unknown as DiceRoll;
  return {
    id: row.id,
    turn: row.turn.number,
    counter: row.counter,
    by: byOf(row.actor),
    reason: row.reason,
    private: row.private,
    expr: row.expr,
    total: record.result.total,
    tally: record.result.tally,
    record,
    createdAt: row.createdAt.toISOString(),
    seedHash: row.turn.seedHash,
    seed: row.turn.status === 'resolved' ? (row.turn.resolution?.seed ?? null) : null,
  };
}

/** Stored rolls as the ruleset's report renderer takes them (filtered for the audience by the caller). */
export function reportRolls(rows: RollRow[]): ReportRoll[] {
  return rows.map((row) => ({ by: byOf(row.actor), reason: row.reason, private: row.private, roll: row.record as unknown as DiceRoll }));
}

function invalidDice(expr: string, error: Parameters<typeof diceErrorMessage>[0], lang: Language): ServiceError {
  const message = diceErrorMessage(error, lang);
  const details = { problems: [{ path: 'expr', code: error.code, message }], position: error.position, expr };
  return new ServiceError(422, 'invalid_dice', message, details as { problems: typeof details.problems });
}

/**
 * Rolls dice for the GM or a player of the game, from the open turn's committed seed and the next counter of
 * that turn. The counter is allocated inside the insert transaction, under a lock of the open turn row, so
 * two rolls never share one (and a resolution cannot close the turn in between); a unique violation (a race
 * the lock did not cover) retries with the next counter. Rolls are never updated or deleted.
 */
export async function makeRoll(db: Db, actor: Actor, gameId: string, input: RollRequest, lang?: Language) {
  const game = await loadGame(db, gameId);
  if (actor.role === 'public') throw unauthorized('Rolling dice needs the GM token or a player token');
  const language = lang ?? game.language;
  const ruleset = rulesetOf(game.ruleset);
  const customDice = ruleset.customDice?.(gameSetup(ruleset, game)) ?? [];
  const parsed = parseDice(input.expr, customDice);
  if (!parsed.ok) throw invalidDice(input.expr, parsed.error, language);

  const latest = await turnsRepository.findLatest(db, gameId);
  if (latest?.status !== 'open') throw conflict('no_open_turn', 'Dice can only be rolled while a turn is open');

  // A private roll mixes a secret nonce into its stream (record format 2): the revealed turn seed alone does
  // not give it away; the nonce is stored in the record, which only the GM and the roller can read.
  const nonce = input.private ? randomBytes(16).toString('hex') : undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await db.$transaction(async (tx) => {
        const open = await rollsRepository.lockOpenTurn(tx, latest.id);
        if (!open) throw conflict('no_open_turn', 'Dice can only be rolled while a turn is open');
        const rolled = rollDice(input.expr, {
          seed: open.seed,
          counter: open.nextCounter,
          customDice,
          rng: asRngVersion(open.rngVersion),
          ...(nonce ? { nonce } : {}),
        });
        if (!rolled.ok) throw invalidDice(input.expr, rolled.error, language);
        return rollsRepository.create(tx, {
          id: randomUUID(),
          gameId,
          turnId: latest.id,
          counter: open.nextCounter,
          actor: actorKey(actor),
          reason: input.reason,
          private: input.private ?? false,
          expr: input.expr,
          record: rolled.roll as unknown as Prisma.InputJsonValue,
        });
      }, TX_OPTIONS);
      return rollView(row);
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** The rolls of a game (optionally one turn) the caller may see. */
export async function listRolls(db: Db, actor: Actor, gameId: string, turn?: number) {
  await loadGame(db, gameId);
  const rows = await rollsRepository.listByGame(db, gameId, turn);
  return { rolls: rows.filter((row) => maySeeRoll(actor, row)).map(rollView) };
}

/** Request body of this use case (zod at the boundary; the HTTP routes and pages parse with it). */
export const RollBody = z
  .object({
    expr: z.string().min(1).max(200).describe('Dice notation, e.g. 2d6+1, 4d6kh3, 5d6>=4, 3dcw'),
    reason: z.string().trim().min(1).max(200),
    private: z.boolean().optional().describe('Visible to the GM (and the roller) only'),
  })
  .strict();
