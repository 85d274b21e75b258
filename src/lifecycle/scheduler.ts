import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { NotificationDeliverer } from '../notifications/deliver.ts';
import { dueTurns, notifyContext, queueReminders, settleDueTurn } from '../services/deadline-jobs.ts';
import { queueEmailConfirmations } from '../services/email-confirmation.ts';
import type { LifecycleContext } from '../services/lifecycle-context.ts';

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

/**
 * The deadline scheduler, inside the server process. Each tick: resolves open turns of running games whose
 * deadline has passed (or extends them once under the missed-orders policy), queues reminders and address
 * confirmations, and delivers the notification outbox. What each step does is a use case
 * (services/deadline-jobs.ts, services/email-confirmation.ts), safe with several processes on one database; the
 * outbox rows are claimed with SKIP LOCKED. `start()` runs a catch-up tick at once (turns that became due while
 * the server was down).
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
    for (const turn of await dueTurns(this.db, now)) {
      try {
        const outcome = await settleDueTurn(this.db, turn, this.life, now);
        if (outcome === 'resolved') report.resolved.push(turn.number);
        if (outcome === 'extended') report.extended.push(turn.number);
        if (outcome === 'lost') {
          report.lost++;
          this.log.debug({ gameId: turn.gameId, turn: turn.number }, 'scheduler: turn already resolved elsewhere');
        }
      } catch (error) {
        this.log.error({ err: error, gameId: turn.gameId, turn: turn.number }, 'scheduler: could not resolve a due turn');
      }
    }
    report.reminded = await queueReminders(this.db, this.life, now);
    report.confirmations = await queueEmailConfirmations(this.db, notifyContext(this.life, now));
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
}
