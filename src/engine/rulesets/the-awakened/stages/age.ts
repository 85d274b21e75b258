import type { Ctx } from '../context.ts';
import type { TurnEvent } from '../outcome.ts';
import type { State } from '../schemas.ts';

/** Seed step 6 (Age Military), automatic: every "M" of the active player becomes "V"; every "V" is dismissed. */
export function ageStage(ctx: Ctx, state: State, player: string): TurnEvent[] {
  const events: TurnEvent[] = [];
  for (const id of ctx.index.order) {
    const l = state.lands[id];
    if (!l || l.owner !== player || l.military.m + l.military.v === 0) continue;
    const promoted = l.military.m;
    const dismissed = l.military.v;
    l.military = { m: 0, v: promoted };
    events.push({ type: 'age', player, land: id, promoted, dismissed });
  }
  return events;
}
