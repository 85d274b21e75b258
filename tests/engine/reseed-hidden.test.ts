import { describe, expect, it } from 'vitest';
import type { Ruleset, Viewer } from '../../src/engine/core/ruleset.ts';
import { RULESETS } from '../../src/engine/registry.ts';
import { drawMarkers } from '../../src/engine/rulesets/the-awakened/stack.ts';
import type { State as AwakenedState, Setup as AwakenedSetup } from '../../src/engine/rulesets/the-awakened/schemas.ts';
import { FOUR } from '../rulesets/chaos-in-the-old-world/helpers.ts';
import { P3 } from '../rulesets/cthulhu-wars/helpers.ts';
import { botAnswers, lcg } from '../rulesets/siege-of-the-citadel/bot.ts';
import { FIVE, game, setupWith, step } from '../rulesets/siege-of-the-citadel/helpers.ts';

type AnyRuleset = Ruleset<any, any, any, any, any, any>;
type Json = any; // positions are the rulesets' own JSON

/**
 * Issue 34: after a GM revert, `reseedHidden` draws what is still hidden again from the new stream. For every
 * ruleset that keeps a hidden order in its position: nothing any player or the public can see changes, the
 * hidden cards stay the same cards (only their order changes), and the next hidden card is the one the withdrawn
 * steps revealed only as often as chance says (over many new streams), never every time.
 */
interface Case {
  id: string;
  players: { id: string }[];
  setup: unknown;
  state: Json;
  /** The hidden cards, as a sorted multiset per pile. */
  piles(state: Json): Record<string, unknown[]>;
  /** The next hidden card drawn, and the multiset it is drawn from (its chance of matching: count / size). */
  next(state: Json, gameSeed: string): { card: unknown; from: unknown[] };
}

const sorted = (items: readonly unknown[]) => items.map((x) => JSON.stringify(x)).sort();
const ruleset = (id: string) => RULESETS[id] as AnyRuleset;

function siegeInRound(): { setup: unknown; players: { id: string }[]; state: Json } {
  const setup = setupWith({ maxRounds: 6 });
  const g = game(setup, FIVE, ruleset('siege-of-the-citadel').initialState(setup, FIVE, { gameSeed: 'A' }));
  const rand = lcg(3);
  for (let i = 0; i < 200 && g.state.stage !== 'round'; i++) step(g, botAnswers(g, rand), undefined, 'A');
  expect(g.state.stage).toBe('round');
  return { setup, players: FIVE, state: g.state };
}

function cases(): Case[] {
  const cow = ruleset('chaos-in-the-old-world');
  const cowSetup = cow.defaultSetup();
  const cw = ruleset('cthulhu-wars');
  const cwSetup = cw.defaultSetup();
  const aw = ruleset('the-awakened');
  const awSetup = aw.defaultSetup() as AwakenedSetup;
  const awPlayers = [
    { id: 'a', name: 'Ana' },
    { id: 'b', name: 'Bo' },
    { id: 'c', name: 'Cy' },
  ].map((p) => aw.playerSchema.parse(p) as { id: string });
  const siege = siegeInRound();
  return [
    {
      id: 'chaos-in-the-old-world',
      players: FOUR,
      setup: cowSetup,
      state: cow.initialState(cowSetup, FOUR, { gameSeed: 'A' }),
      piles: (s) => ({
        ...Object.fromEntries(Object.entries(s.decks as Record<string, string[]>).map(([god, deck]) => [god, sorted(deck)])),
        oldWorld: sorted([...s.oldWorld.deck, ...s.oldWorld.aside]),
      }),
      next: (s) => ({ card: s.decks.khorne[0], from: s.decks.khorne }),
    },
    {
      id: 'cthulhu-wars',
      players: P3,
      setup: cwSetup,
      state: cw.initialState(cwSetup, P3, { gameSeed: 'A' }),
      piles: (s) => ({ elderSigns: sorted(s.elderSignPool) }),
      next: (s) => ({ card: s.elderSignPool[0], from: s.elderSignPool }),
    },
    {
      id: 'siege-of-the-citadel',
      ...siege,
      piles: (s) => ({
        doom: sorted(s.doomDeck),
        secret: sorted(s.secretDeck),
        monsters: sorted(Object.values(s.sections as Record<string, { cards: string[] }>).flatMap((x) => x.cards)),
        tilesLeft: sorted(s.round.order.slice(s.round.index + 1)),
      }),
      next: (s) => ({
        card: s.events.deck[0],
        from: (siege.setup as { data: { events: { id: string }[] } }).data.events.map((e) => e.id).filter((id) => !s.events.drawn.includes(id)),
      }),
    },
    {
      id: 'the-awakened',
      players: awPlayers,
      setup: awSetup,
      state: aw.initialState(awSetup, awPlayers, { gameSeed: 'A' }),
      piles: () => ({}),
      next: (s: AwakenedState, gameSeed) => ({ card: drawMarkers(awSetup, s, gameSeed, 1)[0], from: awSetup.data.markers }),
    },
  ];
}

describe.each(cases())('reseedHidden: $id', (c) => {
  const rs = ruleset(c.id);
  const reseed = (gameSeed: string) => JSON.parse(JSON.stringify(rs.reseedHidden!(c.setup, c.players, c.state, { gameSeed, previousGameSeed: 'A' }))) as Json;
  const viewers: Viewer[] = [{ role: 'public' }, ...c.players.map((p): Viewer => ({ role: 'player', id: p.id }))];

  it('changes nothing a player or the public can see, and keeps the same hidden cards', () => {
    const after = reseed('B');
    for (const viewer of viewers)
      expect(rs.playerView!(c.setup, c.players, after, viewer), JSON.stringify(viewer)).toEqual(rs.playerView!(c.setup, c.players, c.state, viewer));
    expect(c.piles(after)).toEqual(c.piles(c.state));
  });

  it('draws the next hidden card again: it matches the withdrawn one only as often as chance', () => {
    const withdrawn = c.next(c.state, 'A');
    expect(withdrawn.card).toBeDefined();
    const trials = 400;
    let same = 0;
    for (let i = 0; i < trials; i++) if (JSON.stringify(c.next(reseed(`stream-${i}`), `stream-${i}`).card) === JSON.stringify(withdrawn.card)) same++;
    const chance = withdrawn.from.filter((card) => JSON.stringify(card) === JSON.stringify(withdrawn.card)).length / withdrawn.from.length;
    const sd = Math.sqrt(trials * chance * (1 - chance));
    expect(same).toBeLessThan(trials); // the old stream replayed would match every time
    expect(Math.abs(same - trials * chance)).toBeLessThan(5 * sd + 1);
  });
});
