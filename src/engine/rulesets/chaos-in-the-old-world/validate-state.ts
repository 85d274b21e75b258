import type { Problem } from '../../core/ruleset.ts';
import type { God } from './ids.ts';
import { indexMap } from './map-index.ts';
import type { Player } from './players.ts';
import type { Setup } from './schemas.ts';
import { seatsOf } from './seating.ts';
import { StateInputSchema } from './state.ts';

/**
 * Problems of a stored or hand-written position (`validateState`, case files): its shape (StateInputSchema),
 * then what `normalizeState` would otherwise drop without a word — regions not on the map, gods not seated,
 * figures and cards the god's sheet does not have, Old World cards not in the setup.
 */
export function validateState(setup: Setup, players: readonly Player[], input: unknown): Problem[] {
  const parsed = StateInputSchema.safeParse(input ?? {});
  if (!parsed.success) return parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), code: 'invalid_shape', message: issue.message }));
  const state = parsed.data;
  const problems: Problem[] = [];
  const add = (path: string, code: string, message: string) => problems.push({ path, code, message });
  // Who holds which god: the lots the position records, else the players' wishes when they do not clash.
  const seats = seatsOf(players, state.seats);
  if (seats === null)
    return [
      {
        path: 'seats',
        code: 'seats_missing',
        message: 'Players ask for the same god: the position must record who holds which (seats, the lots drawn at the start).',
      },
    ];
  const seated = new Set<God>(Object.keys(seats) as God[]);
  const regions = new Set(indexMap(setup).order);
  const cards = (god: God) => new Set(setup.data.gods[god].cards.map((c) => c.id));
  const figures = (god: God) => new Set(setup.data.gods[god].figures.map((f) => f.id));
  const godKeys = (path: string, map: Partial<Record<God, unknown>>) => {
    for (const god of Object.keys(map) as God[]) if (!seated.has(god)) add(`${path}.${god}`, 'god_not_seated', `${god} is not in the game.`);
  };
  for (const key of ['power', 'bonusPower', 'vp', 'threat', 'counters', 'trophies', 'upgrades', 'hands', 'decks', 'discards', 'reshuffles'] as const)
    godKeys(key, state[key]);
  for (const pile of ['hands', 'decks', 'discards'] as const) {
    for (const [god, list] of Object.entries(state[pile]) as [God, string[]][]) {
      if (!seated.has(god)) continue;
      const known = cards(god);
      list.forEach((card, i) => {
        if (!known.has(card)) add(`${pile}.${god}.${i}`, 'unknown_card', `"${card}" is not a chaos card of ${god}.`);
      });
    }
  }
  for (const [id, region] of Object.entries(state.regions)) {
    if (!regions.has(id)) {
      add(`regions.${id}`, 'unknown_region', `"${id}" is not a region of the map.`);
      continue;
    }
    for (const [god, counts] of Object.entries(region.figures) as [God, Record<string, number>][]) {
      if (!seated.has(god)) {
        add(`regions.${id}.figures.${god}`, 'god_not_seated', `${god} is not in the game.`);
        continue;
      }
      const known = figures(god);
      for (const figure of Object.keys(counts))
        if (!known.has(figure)) add(`regions.${id}.figures.${god}.${figure}`, 'unknown_figure', `"${figure}" is not a figure of ${god}.`);
    }
    godKeys(`regions.${id}.corruption`, region.corruption);
    region.cards.forEach((played, i) => {
      if (!seated.has(played.god)) add(`regions.${id}.cards.${i}.god`, 'god_not_seated', `${played.god} is not in the game.`);
      else if (!cards(played.god).has(played.card))
        add(`regions.${id}.cards.${i}.card`, 'unknown_card', `"${played.card}" is not a chaos card of ${played.god}.`);
    });
  }
  const oldWorld = new Set(setup.data.oldWorld.map((c) => c.id));
  const ow = state.oldWorld;
  for (const [pile, list] of [
    ['deck', ow.deck],
    ['discard', ow.discard],
    ['aside', ow.aside],
    ['track', ow.track],
  ] as const) {
    list.forEach((card, i) => {
      if (card !== null && !oldWorld.has(card)) add(`oldWorld.${pile}.${i}`, 'unknown_card', `"${card}" is not an Old World card of the setup.`);
    });
  }
  return problems;
}
