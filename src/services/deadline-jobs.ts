import type { Db } from '../db/client.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';
import { parseNotifySettings } from '../notifications/notify-settings.ts';
import { enqueueNotifications, type NotifyContext } from '../notifications/outbox.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { lifecycleRepository, type LifecycleTurn } from '../repositories/lifecycle-repository.ts';
import { parseNmrPolicy } from '../time/deadline-policy.ts';
import { ServiceError } from './errors.ts';
import type { LifecycleContext } from './lifecycle-context.ts';
import { openStepSeats } from './published/public-flags.ts';
import { announcePublished } from './published/publication-head.ts';
import { resolveTurn } from './resolve-turn.ts';

/**
 * What the deadline scheduler (src/lifecycle/scheduler.ts) does at each tick, as use cases: the scheduler only
 * decides when. Safe with several processes on one database: resolutions go through the same exactly-once guard
 * as the GM's (a 409 means somebody else won), extensions and reminders are guarded single-row UPDATEs.
 */

const MAX_REMINDER_MS = 14 * 24 * 3_600_000;

/** Open turns of running games whose deadline has passed at `now`. */
export function dueTurns(db: Db, now: Date): Promise<LifecycleTurn[]> {
  return lifecycleRepository.dueTurns(db, now);
}

/** What became of a due turn: `lost` when another process (or the GM) resolved it first, which is normal. */
export type DueOutcome = 'resolved' | 'extended' | 'lost' | 'skipped';

/**
 * A due turn is extended once under the missed-orders policy `extend` when an active player asked to decide has
 * no sheet; otherwise it is resolved (trigger `deadline`), exactly once.
 */
export async function settleDueTurn(db: Db, turn: LifecycleTurn, life: LifecycleContext, now: Date): Promise<DueOutcome> {
  const game = await lifecycleRepository.findGame(db, turn.gameId);
  if (!game || game.status !== 'running') return 'skipped';
  const nmr = parseNmrPolicy(game.nmrPolicy);
  if (nmr.kind === 'extend' && !turn.extended && (await someoneMissing(db, turn))) {
    const deadline = new Date(turn.deadline!.getTime() + nmr.hours * 3_600_000);
    const extended = await db.$transaction(async (tx) => {
      if (!(await lifecycleRepository.extendOnce(tx, turn.id, now, deadline))) return false;
      await auditLogRepository.record(tx, game.id, 'system', 'nmr_extend', { turn: turn.number, hours: nmr.hours, deadline: deadline.toISOString() });
      const players = await lifecycleRepository.listPlayers(tx, game.id);
      await enqueueNotifications(
        tx,
        game,
        players.filter((p) => p.status !== 'civil_disorder'),
        { kind: 'deadline_extended', turn: turn.number, deadline },
        notifyContext(life, now),
      );
      return true;
    }, TX_OPTIONS);
    if (!extended) return 'skipped';
    // The new deadline is in the game's public view; this transaction did not lock the game row (lock order
    // game -> turn), so the view is marked stale now that it committed.
    await gamesRepository.touchView(db, game.id);
    announcePublished(game.id); // and the public pages and game JSON of this process show it at once
    return 'extended';
  }
  try {
    await resolveTurn(db, { role: 'gm' }, turn.gameId, turn.number, { lifecycle: { ...life, clock: { now: () => now } }, trigger: 'deadline' });
    return 'resolved';
  } catch (error) {
    if (error instanceof ServiceError && error.status === 409) return 'lost';
    throw error;
  }
}

/**
 * An active player (not in civil disorder) asked to decide in this step has no sheet for it. A secret, optional
 * answer while a required one is awaited does not count: the extension would tell everybody it was not sent.
 */
async function someoneMissing(db: Db, turn: LifecycleTurn): Promise<boolean> {
  const [players, flags, { asked, hidden }] = await Promise.all([
    lifecycleRepository.listPlayers(db, turn.gameId),
    lifecycleRepository.sheetFlags(db, turn.id),
    openStepSeats(db, turn.gameId, { id: turn.id, status: 'open' }),
  ]);
  return players.some((player) => player.status !== 'civil_disorder' && asked.has(player.id) && !hidden.has(player.id) && !flags.has(player.id));
}

/** Queues the reminders due at `now` (`reminderHours` before a deadline, once per turn): how many messages. */
export async function queueReminders(db: Db, life: LifecycleContext, now: Date): Promise<number> {
  let queued = 0;
  for (const turn of await lifecycleRepository.unremindedTurns(db, new Date(now.getTime() + MAX_REMINDER_MS))) {
    const game = await lifecycleRepository.findGame(db, turn.gameId);
    const hours = game ? parseNotifySettings(game.notify).reminderHours : undefined;
    if (!game || !hours || !turn.deadline || turn.deadline.getTime() <= now.getTime()) continue;
    if (turn.deadline.getTime() - hours * 3_600_000 > now.getTime()) continue;
    await db.$transaction(async (tx) => {
      if (!(await lifecycleRepository.markReminded(tx, turn.id, now))) return;
      const players = await lifecycleRepository.listPlayers(tx, game.id); // sequential: one connection
      const flags = await lifecycleRepository.sheetFlags(tx, turn.id);
      const { asked, hidden } = await openStepSeats(tx, game.id, { id: turn.id, status: 'open' });
      // Secrecy: only who has not sent a sheet (public, like `submitted`), never what anybody ordered, and
      // never a seat whose secret, optional answer the public may not know about (public-flags.ts).
      const missing = players.filter((p) => p.status !== 'civil_disorder' && asked.has(p.id) && !hidden.has(p.id) && !flags.has(p.id));
      if (missing.length === 0) return;
      queued += await enqueueNotifications(
        tx,
        game,
        players,
        { kind: 'reminder', turn: turn.number, deadline: turn.deadline!, missing },
        notifyContext(life, now),
      );
    }, TX_OPTIONS);
  }
  return queued;
}

/** The outbox's view of the lifecycle context at `now`. */
export function notifyContext(life: LifecycleContext, now: Date): NotifyContext {
  return { baseUrl: life.baseUrl, now, emailEnabled: life.emailEnabled };
}
