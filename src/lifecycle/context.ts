import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';

/** What lifecycle code needs from its surroundings: the clock, where links point, whether e-mail is on. */
export interface LifecycleContext {
  clock: Clock;
  /** Base of links in notifications (PUBLIC_URL). */
  baseUrl: string;
  emailEnabled: boolean;
}

export const defaultLifecycle: LifecycleContext = { clock: systemClock, baseUrl: 'http://localhost:3000', emailEnabled: false };
