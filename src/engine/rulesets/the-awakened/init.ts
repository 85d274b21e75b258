import type { InitContext } from '../../core/ruleset.ts';
import { hiddenRandom, shuffled } from '../../core/random.ts';
import { boardKey } from './boards.ts';
import { COLOURS, type Colour } from './constants.ts';
import { FALLBACK_GAME_SEED, type Ctx } from './context.ts';
import { emptyLand, indexBoard } from './position.ts';
import type { Player, Setup, State } from './schemas.ts';
import { nextTurnStage } from './stages/turn.ts';

/** Each player's colour: the one chosen, else the first free one in seat order. */
export function assignColours(players: readonly Player[]): Record<string, Colour> {
  const colours: Record<string, Colour> = {};
  const taken = new Set<Colour>();
  for (const p of players) {
    if (p.colour && !taken.has(p.colour)) {
      colours[p.id] = p.colour;
      taken.add(p.colour);
    }
  }
  for (const p of players) {
    if (colours[p.id]) continue;
    const free = COLOURS.find((c) => !taken.has(c)) ?? COLOURS[Object.keys(colours).length % COLOURS.length]!;
    colours[p.id] = free;
    taken.add(free);
  }
  return colours;
}

/**
 * Seed "Setup the game": the board for the player count; the land markers shuffled face down (their order
 * stays in the hidden stream, see stack.ts); the cryo chambers placed at random on the brown spaces (hidden
 * stream `cryo-chambers`), each with 4 population and 5 resources (GM data `start`), the chamber's cap and
 * production from the options; the first player drawn (hidden stream `first-player`), the others following
 * clockwise (seat order). Then the first player's automatic steps 1–2 run, up to their first decision.
 */
export function initialState(setup: Setup, players: readonly Player[], ctx?: InitContext): State {
  const gameSeed = ctx?.gameSeed ?? FALLBACK_GAME_SEED;
  const key = boardKey(players.length);
  const board = setup.data.boards[key];
  const index = indexBoard(board);
  const seats = players.map((p) => p.id);
  const lands: State['lands'] = Object.fromEntries(index.order.map((id) => [id, emptyLand()]));
  const spaces = board.lands.filter((l) => l.chamber).map((l) => l.id);
  const placed = shuffled(hiddenRandom(gameSeed, 'cryo-chambers', ctx?.fixedDraws), seats);
  const chambers: Record<string, string> = {};
  placed.forEach((player, i) => {
    const space = spaces[i];
    if (space === undefined) return;
    chambers[player] = space;
    lands[space] = {
      ...emptyLand(),
      marker: { cap: setup.options.chamberCap, mod: setup.options.chamberModifier },
      owner: player,
      population: Math.min(setup.data.start.population, setup.data.supply.population),
      resources: Math.min(setup.data.start.resources, setup.data.supply.resources),
    };
  });
  const first = seats.length === 0 ? 0 : hiddenRandom(gameSeed, 'first-player', ctx?.fixedDraws).int(0, seats.length - 1);
  const order = [...seats.slice(first), ...seats.slice(0, first)];
  const state: State = {
    version: 1,
    board: key,
    seats,
    order,
    colours: assignColours(players),
    chambers,
    lands,
    markers: { drawn: 0, total: setup.data.markers.length },
    round: 1,
    active: null,
    step: 'moves',
    turnStart: [],
    eliminated: [],
    winners: [],
    over: false,
    endReason: null,
  };
  const context: Ctx = { setup, index, gameSeed };
  // Seats without a chamber (more players than brown spaces: a setup error) are out from the start.
  for (const player of seats) if (!chambers[player]) state.eliminated.push(player);
  if (seats.length > 0) nextTurnStage(context, state);
  return state;
}
