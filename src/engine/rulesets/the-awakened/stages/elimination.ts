import { BUILDING_COST, BUILDINGS, type Step } from '../constants.ts';
import type { Ctx } from '../context.ts';
import type { TurnEvent } from '../outcome.ts';
import { buildingsOnBoard, has, isChamber, land, livePlayers, settle, totals } from '../position.ts';
import type { State } from '../schemas.ts';
import { endGame } from './win.ts';

/**
 * Whether a player can ever have population again (decision 19 in docs/rulesets/the-awakened.md; the seed
 * has no elimination). Population or military on the board: yes. Otherwise only Exodus can bring population
 * back ("one excessive population per foreign resource will migrate"), and only to a land holding the player's
 * stored resources: with Exodus on, stored resources keep the player in the game.
 */
export function canComeBack(ctx: Ctx, state: State, player: string): boolean {
  const own = totals(ctx.index, state, player);
  if (own.population + own.military > 0) return true;
  return ctx.setup.options.exodus && own.resources > 0;
}

/** A land where the player could construct a building now (seed step 5: two stored resources, not the chamber). */
function canBuild(ctx: Ctx, state: State, player: string): boolean {
  const limit = ctx.setup.data.supply.buildings;
  return ctx.index.order.some((id) => {
    const l = land(state, id);
    if (l.owner !== player || l.resources < BUILDING_COST || isChamber(state, id)) return false;
    return BUILDINGS.some((b) => !has(l, b) && buildingsOnBoard(ctx.index, state, b) < limit);
  });
}

/**
 * The first step of a turn the player has something to decide in, or null (the turn passes). Step A moves
 * population, and resources only to where the player's population or military is: it needs population, or
 * stored resources and military. Step B builds (2 stored resources outside the chamber), forms (population) or
 * commands military. A player in the game without population or military (waiting for migrants, Exodus) is
 * thus asked step B only when they could build.
 */
export function firstStepOf(ctx: Ctx, state: State, player: string): Step | null {
  const own = totals(ctx.index, state, player);
  if (own.population > 0 || (own.resources > 0 && own.military > 0)) return 'moves';
  return own.military > 0 || canBuild(ctx, state, player) ? 'actions' : null;
}

/**
 * [D] decision 19. A player who can never have population again is out: their stored resources are removed and
 * their lands freed (buildings stay), their turns are no longer played. With nobody's population left on the
 * board the target can never be reached: the game ends without a winner. Option `lastPlayerWins` (not in the
 * seed, off by default): the last player left in the game wins.
 */
export function eliminationStage(ctx: Ctx, state: State): TurnEvent[] {
  if (state.over) return [];
  const events: TurnEvent[] = [];
  for (const player of livePlayers(state)) {
    if (canComeBack(ctx, state, player)) continue;
    state.eliminated.push(player);
    const resources = totals(ctx.index, state, player).resources;
    for (const id of ctx.index.order) {
      const l = state.lands[id];
      if (l && l.owner === player) {
        l.resources = 0;
        l.owner = null;
      }
    }
    events.push({ type: 'eliminated', player, resources });
  }
  events.push(...settle(ctx.index, state));
  const live = livePlayers(state);
  if (live.every((p) => totals(ctx.index, state, p).population === 0)) events.push(...endGame(ctx, state, 'no-players', []));
  else if (ctx.setup.options.lastPlayerWins && live.length === 1 && state.seats.length > 1) events.push(...endGame(ctx, state, 'last-player', live));
  return events;
}
