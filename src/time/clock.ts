/**
 * Time as the lifecycle sees it. Deadlines, the scheduler, pauses and notification backoff read the time only
 * through a Clock, so tests can move it by hand (ManualClock) instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to (tests, demos). */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }

  advanceHours(hours: number): Date {
    this.current += hours * 3_600_000;
    return this.now();
  }

  advanceMs(ms: number): Date {
    this.current += ms;
    return this.now();
  }
}
