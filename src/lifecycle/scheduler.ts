import { openStepSeats } from '../services/published/public-flags.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { NotificationDeliverer } from '../notifications/deliver.ts';
import { queueEmailConfirmations } from '../services/email-confirmation.ts';
import { enqueueNotifications } from '../notifications/outbox.ts';
import { parseNotifySettings } from '../notifications/notify-settings.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { lifecycleRepository, type LifecycleTurn } from '../repositories/lifecycle-repository.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { ServiceError } from '../services/errors.ts';
import { resolveTurn } from '../services/resolve-turn.ts';
import { forgetPublished } from '../services/published/publication-head.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';
import type { LifecycleContext } from '../services/lifecycle-context.ts';
import { parseNmrPolicy } from '../time/deadline-policy.ts';

export interface TickReport {
  resolved: number[];
  extended: number[];
  /** Due turns another process (or the GM) resolved first: normal, not an error. */
  lost: number;
  reminded: number;
  /** E-mail address confirmation links queued (the one message an unconfirmed address gets). */
  confirmations: number;
  sent: number;
  failed: number;
}

const MAX_REMINDER_MS = 14 * 24 * 3_600_000;

/**
 * The deadline scheduler, inside the server process. Each tick: resolves open turns of running games whose
 * deadline has passed (or extends them once under the missed-orders policy), queues reminders, and delivers
 * the notification outbox. Safe with several processes on one database: resolutions go through the same
 * exactly-once guard as the GM's (a 409 means somebody else won), extensions and reminders are guarded
 * single-row UPDATEs, and outbox rows are claimed with SKIP LOCKED. `start()` runs a catch-up tick at once
 * (turns that became due while the server was down).
 */
export class Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly db: Db,
    private readonly life: LifecycleContext,
    private readonly deliverer: NotificationDeliverer,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>,
    private readonly intervalMs: number,
  ) {}

  async start(): Promise<void> {
    await this.safeTick();
    this.timer = setInterval(() => void this.safeTick(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass at time `now` (tests call it directly with an injected clock). */
  async tick(now: Date = this.life.clock.now()): Promise<TickReport> {
    const report: TickReport = { resolved: [], extended: [], lost: 0, reminded: 0, confirmations: 0, sent: 0, failed: 0 };
    for (const turn of await lifecycleRepository.dueTurns(this.db, now)) {
      try {
        await this.handleDue(turn, now, report);
      } catch (error) {
        this.log.error({ err: error, gameId: turn.gameId, turn: turn.number }, 'scheduler: could not resolve a due turn');
      }
    }
    report.reminded = await this.queueReminders(now);
    report.confirmations = await queueEmailConfirmations(this.db, this.notifyContext(now));
    const delivery = await this.deliverer.deliverDue(now);
    report.sent = delivery.sent;
    report.failed = delivery.failed;
    return report;
  }

  private async safeTick(): Promise<void> {
    if (this.running) return; // a slow tick is still going: skip this one
    this.running = this.tick()
      .then((report) => {
        if (report.resolved.length || report.extended.length) this.log.info({ ...report }, 'scheduler tick');
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'scheduler tick failed'))
      .finally(() => (this.running = null));
    await this.running;
  }

  private async handleDue(turn: LifecycleTurn, now: Date, report: TickReport): Promise<void> {
    const game = await lifecycleRepository.findGame(this.db, turn.gameId);
    if (!game || game.status !== 'running') return;
    const nmr = parseNmrPolicy(game.nmrPolicy);
    if (nmr.kind === 'extend' && !turn.extended && (await this.someoneMissing(turn))) {
      const deadline = new Date(turn.deadline!.getTime() + nmr.hours * 3_600_000);
      const extended = await this.db.$transaction(async (tx) => {
        if (!(await lifecycleRepository.extendOnce(tx, turn.id, now, deadline))) return false;
        await auditLogRepository.record(tx, game.id, 'system', 'nmr_extend', { turn: turn.number, hours: nmr.hours, deadline: deadline.toISOString() });
        const players = await lifecycleRepository.listPlayers(tx, game.id);
        await enqueueNotifications(tx, game, players.filter((p) => p.status !== 'civil_disorder'), { kind: 'deadline_extended', turn: turn.number, deadline }, this.notifyContext(now));
        return true;
      }, TX_OPTIONS);
      if (extended) {
        // The new deadline is in the game's public view; this transaction did not lock the game row (lock order
        // game -> turn), so the view is marked stale now that it committed.
        await gamesRepository.touchView(this.db, game.id);
        forgetPublished(game.id); // and the public pages and game JSON of this process show it at once
        report.extended.push(turn.number);
      }
      return;
    }
    try {
      const lifecycle = { ...this.life, clock: { now: () => now } };
      await resolveTurn(this.db, { role: 'gm' }, turn.gameId, turn.number, { lifecycle, trigger: 'deadline' });
      report.resolved.push(turn.number);
    } catch (error) {
      if (error instanceof ServiceError && error.status === 409) {
        report.lost++;
        this.log.debug({ gameId: turn.gameId, turn: turn.number, code: error.code }, 'scheduler: turn already resolved elsewhere');
        return;
      }
      throw error;
    }
  }

  /**
   * An active player (not in civil disorder) asked to decide in this step has no sheet for it. A secret, optional
   * answer while a required one is awaited does not count: the extension would tell everybody it was not sent.
   */
  private async someoneMissing(turn: LifecycleTurn): Promise<boolean> {
    const [players, flags, { asked, hidden }] = await Promise.all([
      lifecycleRepository.listPlayers(this.db, turn.gameId),
      lifecycleRepository.sheetFlags(this.db, turn.id),
      openStepSeats(this.db, turn.gameId, { id: turn.id, status: 'open' }),
    ]);
    return players.some((player) => player.status !== 'civil_disorder' && asked.has(player.id) && !hidden.has(player.id) && !flags.has(player.id));
  }

  private async queueReminders(now: Date): Promise<number> {
    let queued = 0;
    for (const turn of await lifecycleRepository.unremindedTurns(this.db, new Date(now.getTime() + MAX_REMINDER_MS))) {
      const game = await lifecycleRepository.findGame(this.db, turn.gameId);
      const hours = game ? parseNotifySettings(game.notify).reminderHours : undefined;
      if (!game || !hours || !turn.deadline || turn.deadline.getTime() <= now.getTime()) continue;
      if (turn.deadline.getTime() - hours * 3_600_000 > now.getTime()) continue;
      await this.db.$transaction(async (tx) => {
        if (!(await lifecycleRepository.markReminded(tx, turn.id, now))) return;
        const players = await lifecycleRepository.listPlayers(tx, game.id); // sequential: one connection
        const flags = await lifecycleRepository.sheetFlags(tx, turn.id);
        const { asked, hidden } = await openStepSeats(tx, game.id, { id: turn.id, status: 'open' });
        // Secrecy: only who has not sent a sheet (public, like `submitted`), never what anybody ordered, and
        // never a seat whose secret, optional answer the public may not know about (public-flags.ts).
        const missing = players.filter((p) => p.status !== 'civil_disorder' && asked.has(p.id) && !hidden.has(p.id) && !flags.has(p.id));
        if (missing.length === 0) return;
        queued += await enqueueNotifications(tx, game, players, { kind: 'reminder', turn: turn.number, deadline: turn.deadline!, missing }, this.notifyContext(now));
      }, TX_OPTIONS);
    }
    return queued;
  }

  private notifyContext(now: Date) {
    return { baseUrl: this.life.baseUrl, now, emailEnabled: this.life.emailEnabled };
  }
}
