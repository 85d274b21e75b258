import { countActions } from './actions.ts';
import { checkOrders } from './check-sheet.ts';
import { indexMap, type MapIndex } from './map-index.ts';
import type { SheetCheck } from './outcome.ts';
import { analysePosition, type Position } from './position.ts';
import type { GameMap, Player, State } from './schemas.ts';

// The start-of-turn analysis of a position, once per control map: a server checks many sheets against the same
// open step (the same state object), and nothing here writes to a control map or to its analysis.
const analysed = new WeakMap<State['control'], { index: MapIndex; position: Position }>();

function startPosition(index: MapIndex, control: State['control']): Position {
  const known = analysed.get(control);
  if (known?.index === index) return known.position;
  const position = analysePosition(index, control);
  analysed.set(control, { index, position });
  return position;
}

function findPlayer(players: readonly Player[], id: string): Player | undefined {
  return players.find((p) => p.id === id);
}

/** Actions `player` has this turn, on the start-of-turn position (rules §4). 0 for a player not seated. */
export function actionsAvailable(map: GameMap, players: readonly Player[], state: State, player: string): number {
  const me = findPlayer(players, player);
  if (!me) return 0;
  const index = indexMap(map);
  return countActions(index, startPosition(index, state.control), me, state);
}

/**
 * Checks one player's sheet exactly as resolution will (rules §5), without looking at anybody else's orders.
 * An unseated player gets every order rejected as `invalid_order` with 0 actions.
 */
export function checkSheet(map: GameMap, players: readonly Player[], state: State, player: string, orders: readonly unknown[]): SheetCheck {
  const me = findPlayer(players, player);
  const sheet = Array.isArray(orders) ? orders : [];
  if (!me) {
    return {
      player,
      actionsAvailable: 0,
      actionsUsed: 0,
      actionsLeft: 0,
      checks: sheet.map((order: unknown, index) => ({ index, order, ok: false, reason: 'invalid_order' as const })),
    };
  }
  const index = indexMap(map);
  return checkOrders({ index, start: startPosition(index, state.control), state, playerById: new Map(players.map((p) => [p.id, p])), player: me }, sheet);
}
