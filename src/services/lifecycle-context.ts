import type { Clock } from '../time/clock.ts';
import { systemClock } from '../time/clock.ts';
import { DEFAULT_WEBHOOK_POLICY, type WebhookPolicy } from '../notifications/safe-target.ts';

/** What services that move a game's lifecycle need from their surroundings (built by lifecycle/app-lifecycle.ts): the clock, where links point, whether e-mail is on. */
export interface LifecycleContext {
  clock: Clock;
  /** Base of links in notifications (PUBLIC_URL). */
  baseUrl: string;
  emailEnabled: boolean;
  /** Where webhooks may point (checked when the GM sets one and again at delivery). */
  webhooks: WebhookPolicy;
}

export const defaultLifecycle: LifecycleContext = {
  clock: systemClock,
  baseUrl: 'http://localhost:3000',
  emailEnabled: false,
  webhooks: DEFAULT_WEBHOOK_POLICY,
};
