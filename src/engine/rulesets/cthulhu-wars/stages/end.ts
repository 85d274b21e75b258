import type { Ctx } from '../context.ts';
import { SPELLBOOKS_TO_WIN } from '../constants.ts';
import type { ElderSign, EndReason } from '../types.ts';

/** End triggers (not in the seed: options). Checked at the end of each Doom phase. */
export function endTrigger(ctx: Ctx): EndReason | null {
  const { options, state, world } = ctx;
  const threshold = options.doomThreshold;
  if (threshold !== null && world.playerIds.some((p) => (state.doom[p] ?? 0) >= threshold)) return 'doom-threshold';
  if (options.ritualTrackEnds && state.ritual >= world.setup.data.ritualTrack.length) return 'ritual-track';
  return null;
}

/** True when a player's Doom reaches the threshold and the option ends the game at once (Elder Signs revealed). */
export function revealEndsGame(ctx: Ctx, player: string): boolean {
  const threshold = ctx.options.doomThreshold;
  return ctx.options.instantEndOnReveal && threshold !== null && (ctx.state.doom[player] ?? 0) >= threshold;
}

/**
 * The end (seed): everybody turns their Elder Signs into Doom; the winner has 6 spellbooks and the most Doom
 * among those. [D] Nobody with 6 spellbooks: most Doom wins (option `noSixSpellbooks`: or nobody); a tie in
 * Doom shares the win.
 */
export function endGame(ctx: Ctx, reason: EndReason): void {
  const { state, world } = ctx;
  const converted: Record<string, ElderSign[]> = {};
  for (const player of world.playerIds) {
    const signs = state.elderSigns[player] ?? [];
    converted[player] = signs;
    state.doom[player] = (state.doom[player] ?? 0) + signs.reduce((sum, s) => sum + s.value, 0);
    state.elderSigns[player] = [];
  }
  const complete = world.playerIds.filter((p) => (state.spellbooks[p]?.length ?? 0) >= SPELLBOOKS_TO_WIN);
  const candidates = complete.length > 0 ? complete : ctx.options.noSixSpellbooks === 'most-doom' ? world.playerIds : [];
  const best = Math.max(-1, ...candidates.map((p) => state.doom[p] ?? 0));
  const winners = candidates.filter((p) => (state.doom[p] ?? 0) === best);
  state.phase = 'over';
  state.pending = { kind: 'over' };
  state.winners = winners;
  state.endReason = reason;
  state.battle = null;
  state.initiative = null;
  state.ritualQueue = null;
  ctx.events.push({
    type: 'game-end',
    reason,
    converted,
    doom: Object.fromEntries(world.playerIds.map((p) => [p, state.doom[p] ?? 0])),
    spellbooks: Object.fromEntries(world.playerIds.map((p) => [p, state.spellbooks[p]?.length ?? 0])),
    winners,
  });
}
