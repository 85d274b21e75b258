import { enterPhase, type Ctx } from '../context.ts';
import { freshInitiative } from '../initiative.ts';
import type { RandomSource } from '../random-source.ts';
import { turnOrder } from '../world.ts';
import { runBattle } from './battle.ts';

/**
 * Phase 1, Action (seed): the initiative goes round in turn order, again and again. A player with Power must
 * take it; a player with 0 Power is skipped (and may take it on a later round of the same phase if Power comes
 * back, footnote 2). The phase ends when nobody can take the initiative.
 */
export function actionPhaseStage(ctx: Ctx, random: RandomSource | null): void {
  const { state, world } = ctx;
  if (state.battle) {
    runBattle(ctx, random);
    return;
  }
  if (state.initiative) {
    state.pending = { kind: 'continue', player: state.initiative.player };
    return;
  }
  const order = turnOrder(world, state.firstPlayer, state.direction);
  const start = state.lastInitiative === null ? 0 : order.indexOf(state.lastInitiative) + 1;
  const skipped: string[] = [];
  for (let i = 0; i < order.length; i++) {
    const player = order[(start + i) % order.length]!;
    if ((state.power[player] ?? 0) > 0) {
      for (const s of skipped) ctx.events.push({ type: 'initiative-skipped', player: s });
      state.initiative = freshInitiative(player);
      state.pending = { kind: 'initiative', player };
      return;
    }
    skipped.push(player);
  }
  enterPhase(ctx, 'gather');
}

/** The initiative is over: the next player's turn comes (or the phase ends). */
export function endInitiative(ctx: Ctx, defaulted: boolean): void {
  const initiative = ctx.state.initiative;
  if (!initiative) return;
  const battleAs = initiative.flexibleBattle ? (initiative.mainDone ? 'unlimited' : 'action') : null;
  ctx.events.push({ type: 'initiative-end', player: initiative.player, battleAs, defaulted });
  ctx.state.lastInitiative = initiative.player;
  ctx.state.initiative = null;
}
