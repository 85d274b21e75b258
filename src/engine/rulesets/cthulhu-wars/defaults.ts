import type { Sheet } from './answers.ts';
import { makeCtx } from './context.ts';
import { defaultAssignment, defaultNoRetreatVictim, hitCounts, painedToRetreat, safeAreas, sideOfPlayer } from './stages/battle-common.ts';
import { defaultFirstPlayer } from './stages/first-player.ts';
import type { State } from './types.ts';
import type { World } from './world.ts';

/**
 * The answer applied when a required request is still unanswered at the deadline (or an answer turned illegal
 * after a GM correction). Always legal on the position:
 * direction — keep the current one; first player — the previous first player if tied, else the first tied in
 * turn order; initiative — Pass; after a battle — nothing more; pre- and post-battle — no abilities;
 * assignment — kills on the cheapest units, then pains on the next cheapest; retreat — every pained unit to the first safe area
 * (map order), or the cheapest pained unit eliminated; ritual — no.
 */
export function defaultAnswer(world: World, state: State, player: string): Sheet | null {
  const pending = state.pending;
  if (!pending) return null;
  const ctx = makeCtx(world, state);
  switch (pending.kind) {
    case 'direction':
      return { direction: state.direction };
    case 'first-player':
      return { firstPlayer: defaultFirstPlayer(pending.player, pending.tied) };
    case 'initiative':
      return { actions: [{ type: 'pass' }] };
    case 'continue':
      return { actions: [] };
    case 'pre-battle':
    case 'post-battle':
      return { abilities: [] };
    case 'assign': {
      const side = sideOfPlayer(state.battle!, player);
      if (!side) return null;
      const { kills, pains } = defaultAssignment(ctx, hitCounts(ctx, side, pending.part));
      if (pending.part === 'all') return { kills, pains };
      return pending.part === 'pains' ? { pains } : { kills };
    }
    case 'retreat': {
      const side = pending.side;
      const safe = safeAreas(ctx, side);
      if (safe.length === 0) return { eliminate: defaultNoRetreatVictim(ctx, side) };
      return { moves: painedToRetreat(ctx, side).map((unit) => ({ unit, to: safe[0]! })) };
    }
    case 'ritual':
      return { perform: false };
    default:
      return null;
  }
}
