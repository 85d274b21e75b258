import type { Problem } from '../../core/ruleset.ts';
import { translate } from '../../core/catalogue.ts';
import { defaultBoards, type Board, type BoardKey } from './boards.ts';
import { DEFAULT_START, DEFAULT_SUPPLY } from './constants.ts';
import { DEFAULT_MARKERS } from './markers.ts';
import { MESSAGES } from './messages.ts';
import { indexBoard } from './position.ts';
import type { ProblemCode } from './reasons.ts';
import { OptionsSchema, type Setup } from './schemas.ts';

export function defaultSetup(): Setup {
  return {
    options: OptionsSchema.parse({}),
    data: {
      boards: defaultBoards(),
      markers: DEFAULT_MARKERS.map((m) => ({ ...m })),
      supply: { ...DEFAULT_SUPPLY },
      start: { ...DEFAULT_START },
    },
  };
}

const PLAYERS: Record<BoardKey, number> = { two: 2, three: 3, four: 4 };

function problem(path: string, code: ProblemCode, params: Record<string, string | number> = {}): Problem {
  return { path, code, message: translate(MESSAGES, `problem.${code}`, 'en', params) };
}

/** A board's problems: duplicate ids, unknown or self neighbours, one-way edges, chamber count, disconnected lands. */
export function boardProblems(key: BoardKey, board: Board): Problem[] {
  const problems: Problem[] = [];
  const at = (i: number, rest = '') => `data.boards.${key}.lands[${i}]${rest}`;
  const ids = new Map<string, number>();
  board.lands.forEach((land, i) => {
    if (ids.has(land.id)) problems.push(problem(at(i, '.id'), 'duplicate_land', { land: land.id }));
    else ids.set(land.id, i);
  });
  const lists = new Map(board.lands.map((land) => [land.id, land.adjacent]));
  board.lands.forEach((land, i) => {
    land.adjacent.forEach((other, j) => {
      if (other === land.id) problems.push(problem(at(i, `.adjacent[${j}]`), 'self_adjacent', { land: land.id }));
      else if (!lists.has(other)) problems.push(problem(at(i, `.adjacent[${j}]`), 'unknown_neighbour', { land: land.id, other }));
      else if (!lists.get(other)!.includes(land.id)) problems.push(problem(at(i, `.adjacent[${j}]`), 'asymmetric_adjacency', { land: land.id, other }));
    });
  });
  const chambers = board.lands.filter((l) => l.chamber).length;
  if (chambers !== PLAYERS[key]) problems.push(problem(`data.boards.${key}.lands`, 'chamber_count', { n: PLAYERS[key], found: chambers }));
  if (board.lands.length > 0 && problems.length === 0) {
    const first = board.lands[0]!.id;
    const seen = new Set([first, ...indexBoard(board).within(first, Infinity)]);
    const lost = board.lands.findIndex((l) => !seen.has(l.id));
    if (lost >= 0) problems.push(problem(at(lost, '.id'), 'disconnected_board', { land: board.lands[lost]!.id }));
  }
  return problems;
}

/** Semantic checks of a setup beyond its schema (the schema bounds every size). */
export function validateSetup(setup: Setup): Problem[] {
  const problems: Problem[] = [];
  for (const key of ['two', 'three', 'four'] as const) problems.push(...boardProblems(key, setup.data.boards[key]));
  const { supply, start } = setup.data;
  if (setup.options.winPopulationSmall > supply.population) problems.push(problem('options.winPopulationSmall', 'win_above_supply', { n: supply.population }));
  if (setup.options.winPopulationFour > supply.population) problems.push(problem('options.winPopulationFour', 'win_above_supply', { n: supply.population }));
  if (start.population > supply.population) problems.push(problem('data.start.population', 'start_above_supply', { n: supply.population }));
  if (start.resources > supply.resources) problems.push(problem('data.start.resources', 'start_above_supply', { n: supply.resources }));
  return problems;
}
