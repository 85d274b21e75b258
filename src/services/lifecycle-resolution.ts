import type { DbTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { deadlineFor, parseDeadlinePolicy, parseNmrPolicy } from '../time/deadline-policy.ts';
import type { LifecycleContext } from './lifecycle-context.ts';
import { enqueueNotifications } from '../notifications/outbox.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { lifecycleRepository, type LifecycleGame } from '../repositories/lifecycle-repository.ts';
import type { PlayerRow } from '../repositories/players-repository.ts';
import type { DecisionRequest } from '../engine/core/decisions.ts';
import { conflict, notFound } from './errors.ts';
import { deadlineAfter } from './open-turn.ts';
import { playersData, type AnyRuleset } from './ruleset-context.ts';

/**
 * The lifecycle's part of a resolution, run inside the resolution transaction (resolve-turn.ts): the game row
 * lock, GM adjustments, missed-orders bookkeeping and the outbox rows. Nothing here sends anything.
 */

/** How a resolution was started; every path goes through the same exactly-once guard. */
export type ResolveTrigger = 'gm' | 'deadline' | 'ready_early' | 'answers' | 'automatic';

/**
 * Locks the game row (lock order everywhere: game, then turn) so a pause and a resolution never interleave,
 * and refuses to resolve a paused game.
 */
export async function lockGameForResolution(tx: DbTx, gameId: string): Promise<LifecycleGame> {
  await gamesRepository.lockForUpdate(tx, gameId);
  const game = await lifecycleRepository.findGame(tx, gameId);
  if (!game) throw notFound('Game');
  if (game.status === 'paused') throw conflict('game_paused', 'The game is paused: resume it before resolving');
  return game;
}

/** The deadline of a turn opening at `openedAt`: the game's policy, else the legacy `settings.turnHours`. */
export function turnDeadline(game: Pick<LifecycleGame, 'deadlinePolicy' | 'settings'>, openedAt: Date): Date | null {
  const policy = parseDeadlinePolicy(game.deadlinePolicy);
  return policy ? deadlineFor(policy, openedAt) : deadlineAfter(game.settings, openedAt);
}

/**
 * The deadline of a step opening at `openedAt`: a step whose required requests carry their own time
 * (`deadlineHours`: a battle decision, a sequential move) gets the longest of them; otherwise the game's policy.
 */
export function stepDeadline(game: Pick<LifecycleGame, 'deadlinePolicy' | 'settings'>, requests: readonly DecisionRequest[], openedAt: Date): Date | null {
  const hours = requests.filter((r) => r.required && r.deadlineHours !== undefined).map((r) => r.deadlineHours!);
  if (hours.length > 0) return new Date(openedAt.getTime() + Math.max(...hours) * 3_600_000);
  return turnDeadline(game, openedAt);
}

export interface AppliedAdjustment {
  id: string;
  kind: string;
  reason: string;
  createdAt: string;
  [field: string]: unknown;
}

/** Applies the GM adjustments pending for this turn to the position (before adjudication) and marks them applied. */
export async function applyPendingAdjustments(
  tx: DbTx,
  ruleset: AnyRuleset,
  setup: unknown,
  rows: PlayerRow[],
  state: unknown,
  gameId: string,
  turnNumber: number,
  now: Date,
  gameSeed: string | null = null,
): Promise<{ state: unknown; applied: AppliedAdjustment[] }> {
  const pending = await lifecycleRepository.pendingAdjustments(tx, gameId, turnNumber);
  if (pending.length === 0 || !ruleset.applyAdjustments) return { state, applied: [] };
  const adjustments = pending.map((row) => ({ ...(row.data as Record<string, unknown>), kind: row.kind }));
  const adjusted = ruleset.applyAdjustments(setup, playersData(ruleset, rows), state, adjustments, gameSeed ? { gameSeed } : {});
  await lifecycleRepository.markAdjustmentsApplied(
    tx,
    pending.map((row) => row.id),
    now,
  );
  const applied = pending.map((row, i) => ({ ...adjustments[i], id: row.id, kind: row.kind, reason: row.reason, createdAt: row.createdAt.toISOString() }));
  return { state: adjusted, applied };
}

export interface AfterResolution {
  game: LifecycleGame;
  turnNumber: number;
  /** Players who answered the resolved step themselves (defaults applied at the deadline do not count). */
  submitted: string[];
  /** Players the resolved step asked to decide: only they can miss it. */
  asked: string[];
  /** The next step, and who it asks (only they are told it opened). */
  next: { number: number; deadline: Date | null; asked: string[] } | null;
  gameOver: boolean;
  life: LifecycleContext;
  now: Date;
}

/**
 * Missed orders: a player with no sheet gets missedTurns + 1, anybody else 0 (and leaves civil disorder).
 * At the policy's K missed turns in a row the player is flagged `civil_disorder`, audited, and the GM told.
 * Then the outbox: report published, next turn opened (or game over).
 */
export async function afterResolution(tx: DbTx, input: AfterResolution): Promise<void> {
  const { game, now, life } = input;
  const nmr = parseNmrPolicy(game.nmrPolicy);
  const submitted = new Set(input.submitted);
  const asked = new Set(input.asked);
  const players = await lifecycleRepository.listPlayers(tx, game.id);
  const notify = { baseUrl: life.baseUrl, now, emailEnabled: life.emailEnabled };
  for (const player of players) {
    // A player not asked to decide in this step neither missed it nor answered it.
    if (!asked.has(player.id)) continue;
    if (submitted.has(player.id)) {
      if (player.missedTurns !== 0 || player.status !== 'active') {
        await lifecycleRepository.updatePlayer(tx, player.id, { missedTurns: 0, status: 'active' });
        if (player.status !== 'active')
          await auditLogRepository.record(tx, game.id, 'system', 'civil_disorder_cleared', { playerId: player.id, turn: input.turnNumber });
      }
      continue;
    }
    const missed = player.missedTurns + 1;
    const flag = nmr.civilDisorderAfter !== undefined && missed >= nmr.civilDisorderAfter && player.status === 'active';
    await lifecycleRepository.updatePlayer(tx, player.id, { missedTurns: missed, ...(flag ? { status: 'civil_disorder' } : {}) });
    if (flag) {
      await auditLogRepository.record(tx, game.id, 'system', 'civil_disorder', {
        playerId: player.id,
        missedTurns: missed,
        turn: input.turnNumber,
      } as Prisma.InputJsonValue);
      await enqueueNotifications(tx, game, players, { kind: 'civil_disorder', player, missed }, notify);
    }
  }
  const active = players.filter((player) => player.status !== 'civil_disorder');
  await enqueueNotifications(tx, game, active, { kind: 'report_published', turn: input.turnNumber }, notify);
  const nextAsked = new Set(input.next?.asked ?? []);
  const askedNext = active.filter((player) => nextAsked.has(player.id));
  if (input.next && askedNext.length > 0) {
    await enqueueNotifications(tx, game, askedNext, { kind: 'turn_opened', turn: input.next.number, deadline: input.next.deadline }, notify);
  }
  if (input.gameOver) await enqueueNotifications(tx, game, players, { kind: 'game_over', turn: input.turnNumber }, notify);
}
