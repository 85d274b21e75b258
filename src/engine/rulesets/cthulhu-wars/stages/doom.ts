import { addDoom, drawElderSign, enterPhase, type Ctx } from '../context.ts';
import { controlledGates, greatOldOnesInPlay, ritualCost, turnOrder } from '../world.ts';
import { endGame, endTrigger } from './end.ts';

/**
 * Phase 4, Doom (seed): everybody adds Doom equal to their controlled gates; then once round the table in turn
 * order each player with the Power for it decides whether to perform a Ritual of Annihilation; then the end
 * triggers are checked (options), else the next Action phase begins.
 */
export function doomStage(ctx: Ctx): void {
  const { world, state } = ctx;
  if (state.ritualQueue === null) {
    const order = turnOrder(world, state.firstPlayer, state.direction);
    for (const player of order) {
      const gates = controlledGates(world, state, player).length;
      addDoom(state, player, gates);
      ctx.events.push({ type: 'gate-doom', player, gates, doom: state.doom[player] ?? 0 });
    }
    state.ritualQueue = order;
  }
  while (state.ritualQueue.length > 0) {
    const player = state.ritualQueue[0]!;
    const cost = ritualCost(world.setup, state);
    const power = state.power[player] ?? 0;
    if (cost !== null && power >= cost) {
      state.pending = { kind: 'ritual', player };
      return;
    }
    ctx.events.push({ type: 'ritual-unaffordable', player, cost, power });
    state.ritualQueue.shift();
  }
  state.ritualQueue = null;
  const reason = endTrigger(ctx);
  if (reason) {
    endGame(ctx, reason);
    return;
  }
  enterPhase(ctx, 'action');
  state.lastInitiative = null;
  state.initiative = null;
}

/**
 * A Ritual of Annihilation (seed): 1 pay Power equal to the ritual marker's value, 2 move the marker one space
 * on, 3 add Doom equal to your controlled gates, 4 take one Elder Sign per faction Great Old One you have in
 * play (footnote 3).
 */
export function performRitual(ctx: Ctx, player: string): void {
  const { world, state } = ctx;
  const cost = ritualCost(world.setup, state) ?? 0;
  state.power[player] = (state.power[player] ?? 0) - cost;
  state.ritual += 1;
  const gates = controlledGates(world, state, player).length;
  addDoom(state, player, gates);
  const greatOldOnes = greatOldOnesInPlay(world, state, player).length;
  ctx.events.push({ type: 'ritual', player, cost, gates, doom: state.doom[player] ?? 0, greatOldOnes, track: state.ritual });
  for (let i = 0; i < greatOldOnes; i++) drawElderSign(ctx, player);
}
