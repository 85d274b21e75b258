import type { FastifyInstance } from 'fastify';
import { publicUrl, type Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { NotificationDeliverer } from '../notifications/deliver.ts';
import { smtpSettings } from '../notifications/email.ts';
import { systemResolver, type HostResolver } from '../notifications/safe-target.ts';
import { systemClock, type Clock } from '../time/clock.ts';
import type { LifecycleContext } from '../services/lifecycle-context.ts';
import { Scheduler } from './scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: LifecycleContext;
    scheduler: Scheduler;
    deliverer: NotificationDeliverer;
  }
}

export interface LifecycleOptions {
  /** Injected clock (tests); the system clock by default. */
  clock?: Clock | undefined;
  /** Run the scheduler's timer loop (with a catch-up tick when the app is ready). Tests may call `app.scheduler.tick()` instead. */
  runScheduler?: boolean | undefined;
  /** Host name resolution for webhook targets (tests map names to 127.0.0.1); the system resolver by default. */
  resolveHost?: HostResolver | undefined;
}

/** Decorates the app with the lifecycle context, the notification deliverer and the deadline scheduler. */
export function registerLifecycle(app: FastifyInstance, db: Db, config: Config, options: LifecycleOptions): void {
  const smtp = smtpSettings(config);
  const webhooks = { allowPrivate: config.WEBHOOK_ALLOW_PRIVATE, resolve: options.resolveHost ?? systemResolver };
  const lifecycle: LifecycleContext = { clock: options.clock ?? systemClock, baseUrl: publicUrl(config), emailEnabled: smtp !== null, webhooks };
  const deliverer = new NotificationDeliverer(db, { smtp, log: app.log, webhooks });
  const scheduler = new Scheduler(db, lifecycle, deliverer, app.log, config.SCHEDULER_INTERVAL_MS);
  app.decorate('lifecycle', lifecycle);
  app.decorate('deliverer', deliverer);
  app.decorate('scheduler', scheduler);
  if (options.runScheduler) app.addHook('onReady', () => scheduler.start());
  app.addHook('onClose', async () => {
    await scheduler.stop();
    deliverer.close();
  });
}
