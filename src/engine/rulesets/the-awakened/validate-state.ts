import { z } from 'zod';
import type { Problem } from '../../core/ruleset.ts';
import { BUILDINGS, COLOURS, STEPS } from './constants.ts';
import { ModifierSchema } from './markers.ts';
import type { Player, Setup } from './schemas.ts';

const Count = z.number().int().min(0);

/** The shape of a position (schemas.ts `State`), for `validateState`. */
const LandStateSchema = z
  .object({
    // The cap is not bounded by the setup's marker limit: a prepared position may hold any.
    marker: z.object({ cap: Count, mod: ModifierSchema }).strict().nullable(),
    owner: z.string().nullable(),
    population: Count,
    resources: Count,
    military: z.object({ m: Count, v: Count }).strict(),
    buildings: z.array(z.enum(BUILDINGS)),
  })
  .strict();

const StateShape = z
  .object({
    version: z.literal(1),
    board: z.enum(['two', 'three', 'four']),
    seats: z.array(z.string()),
    order: z.array(z.string()),
    colours: z.record(z.string(), z.enum(COLOURS)),
    chambers: z.record(z.string(), z.string()),
    lands: z.record(z.string(), LandStateSchema),
    markers: z.object({ drawn: Count, total: Count }).strict(),
    round: z.number().int().min(1),
    active: z.string().nullable(),
    step: z.enum(STEPS),
    turnStart: z.array(z.unknown()),
    eliminated: z.array(z.string()),
    winners: z.array(z.string()),
    over: z.boolean(),
    endReason: z.enum(['population', 'last-player', 'round-limit', 'no-players']).nullable(),
  })
  .strict();

/**
 * Problems of a stored or hand-written position (`validateState`, case files): its shape, then lands not on
 * its board (and the board's lands it lacks), players not seated, more land markers drawn than there are.
 */
export function validateState(setup: Setup, players: readonly Player[], input: unknown): Problem[] {
  const parsed = StateShape.safeParse(input);
  if (!parsed.success) return parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), code: 'invalid_shape', message: issue.message }));
  const state = parsed.data;
  const problems: Problem[] = [];
  const add = (path: string, code: string, message: string) => problems.push({ path, code, message });
  const seated = new Set(players.map((p) => p.id));
  const player = (path: string, id: string | null) => {
    if (id !== null && !seated.has(id)) add(path, 'unknown_player', `"${id}" is not a seated player.`);
  };
  const lands = new Set(setup.data.boards[state.board].lands.map((l) => l.id));
  for (const [id, land] of Object.entries(state.lands)) {
    if (!lands.has(id)) add(`lands.${id}`, 'unknown_land', `"${id}" is not a land of the ${state.board} board.`);
    player(`lands.${id}.owner`, land.owner);
  }
  for (const id of lands) if (!(id in state.lands)) add(`lands.${id}`, 'missing_land', `The ${state.board} board's land "${id}" is missing.`);
  for (const key of ['seats', 'order', 'eliminated', 'winners'] as const) state[key].forEach((id, i) => player(`${key}.${i}`, id));
  for (const key of ['colours', 'chambers'] as const) for (const id of Object.keys(state[key])) player(`${key}.${id}`, id);
  for (const [id, land] of Object.entries(state.chambers))
    if (!lands.has(land)) add(`chambers.${id}`, 'unknown_land', `"${land}" is not a land of the ${state.board} board.`);
  player('active', state.active);
  if (state.markers.drawn > state.markers.total) add('markers.drawn', 'invalid_shape', `${state.markers.drawn} markers drawn of ${state.markers.total}.`);
  return problems;
}
