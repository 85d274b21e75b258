import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Viewer } from '../../../src/engine/core/ruleset.ts';
import { missionOf } from '../../../src/engine/rulesets/siege-of-the-citadel/context.ts';
import { CREATURES } from '../../../src/engine/rulesets/siege-of-the-citadel/ids.ts';
import type { Player } from '../../../src/engine/rulesets/siege-of-the-citadel/players.ts';
import { MAX_TROOPER_ACTIONS } from '../../../src/engine/rulesets/siege-of-the-citadel/rules/actions.ts';
import type { Setup } from '../../../src/engine/rulesets/siege-of-the-citadel/setup.ts';
import type { State } from '../../../src/engine/rulesets/siege-of-the-citadel/state.ts';
import { stateView } from '../../../src/engine/rulesets/siege-of-the-citadel/views.ts';
import { botAnswers, lcg } from './bot.ts';
import { BAUHAUS, CAPITOL, CYBERTRONIC, game, IMPERIAL, LEGION, MISHIMA, ruleset, setupWith, step, type Game } from './helpers.ts';

const CORPS = [BAUHAUS, MISHIMA, IMPERIAL, CYBERTRONIC, CAPITOL];

/** Everything a hidden position must keep: what each viewer may not see, as quoted JSON strings. */
function hiddenFrom(state: State, viewer: Viewer): string[] {
  if (viewer.role === 'gm' || state.stage === 'over') return [];
  const self = viewer.role === 'player' ? viewer.id : null;
  const out: string[] = [];
  for (const [id, g] of Object.entries(state.groups)) {
    if (id === self) continue;
    out.push(...g.hand);
    if (g.secret) out.push(g.secret);
  }
  for (const s of Object.values(state.sections)) out.push(...s.cards);
  out.push(...state.events.deck, ...state.doomDeck, ...state.secretDeck);
  return out.map((x) => JSON.stringify(x));
}

function invariants(setup: Setup, players: Player[], state: State): void {
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  const mission = missionOf(setup, state.mission);
  // Pool limits: never more creatures in play than the box holds.
  for (const type of CREATURES) {
    const limit = setup.data.creatures.find((c) => c.type === type)!.limit;
    const used = state.figures.filter((f) => f.type === type && (f.status !== 'dead' || state.rules === 'training')).length;
    expect(used, type).toBeLessThanOrEqual(limit);
  }
  for (const g of Object.values(state.groups)) {
    expect(g.extra).toBeGreaterThanOrEqual(0);
    expect(g.extra).toBeLessThanOrEqual(6);
    expect(g.points).toBeGreaterThanOrEqual(0);
    expect(g.credits).toBeGreaterThanOrEqual(0);
  }
  for (const f of state.figures) {
    if (f.kind === 'trooper') {
      expect(f.strength).toBeGreaterThanOrEqual(0);
      expect(f.strength).toBeLessThanOrEqual(setup.data.doomtrooper.strength);
      expect(f.status === 'dead').toBe(f.strength === 0);
    }
    if (f.status === 'board' && mission.grid) expect(f.square, f.id).not.toBeNull();
  }
  if (state.turn) {
    for (const [id, n] of Object.entries(state.turn.actions)) {
      const f = state.figures.find((x) => x.id === id)!;
      expect(n).toBeLessThanOrEqual(f.kind === 'trooper' ? MAX_TROOPER_ACTIONS : 2);
    }
  }
  // One figure per square.
  const squares = state.figures.filter((f) => f.status === 'board' && f.square).map((f) => f.square);
  expect(new Set(squares).size).toBe(squares.length);
  // Cards are conserved: hands + played + deck = every Doomtrooper card, once (full rules, after the start).
  if (state.rules === 'full' && state.stage !== 'purchase' && state.stage !== 'draft') {
    const cards = [...state.doomDeck, ...Object.values(state.groups).flatMap((g) => [...g.hand, ...g.played.map((p) => p.card)])].sort();
    expect(cards).toEqual(setup.data.doomtrooperCards.map((c) => c.id).sort());
  }
  const monsterCards = [...state.revealed.map((r) => r.card), ...Object.values(state.sections).flatMap((s) => s.cards)];
  expect(new Set(monsterCards).size).toBe(monsterCards.length);
  // Views never leak.
  const viewers: Viewer[] = [{ role: 'public' }, ...players.map((p) => ({ role: 'player' as const, id: p.id }))];
  for (const viewer of viewers) {
    const text = JSON.stringify(stateView(state, viewer));
    for (const secret of hiddenFrom(state, viewer)) expect(text, `${JSON.stringify(viewer)} sees ${secret}`).not.toContain(secret);
    const view = stateView(state, viewer);
    if (state.round && state.stage !== 'over') expect(view.round!.order).toHaveLength(Math.max(0, state.round.index + 1));
  }
}

function play(g: Game, seed: number, steps: number): void {
  const rand = lcg(seed);
  invariants(g.setup, g.players, g.state);
  for (let i = 0; i < steps && g.state.stage !== 'over'; i++) {
    step(g, botAnswers(g, rand), `s${seed}-${i}`, `game-${seed}`);
    invariants(g.setup, g.players, g.state);
  }
}

describe('properties over random legal play', () => {
  test('whole missions: limits never exceeded, pieces conserved, views never leak', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('first-strike', 'way-out', 'nefarite-hunt', 'training'),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        (seed, mission, corps, rich) => {
          const players = [LEGION, ...CORPS.slice(0, corps)];
          const groups = rich ? CORPS.slice(0, corps).map((p) => ({ corporation: p.corporation!, points: 30 + (seed % 50), credits: 4 })) : [];
          const setup = setupWith({ mission, groups, maxRounds: 6 });
          const g = game(setup, players, ruleset.initialState(setup, players, { gameSeed: `game-${seed}` }));
          play(g, seed, 160);
        },
      ),
      { numRuns: 16 },
    );
  });

  test('a whole random mission ends, and replays identically from its seeds', () => {
    const run = () => {
      const players = [LEGION, BAUHAUS, CYBERTRONIC];
      const setup = setupWith({ mission: 'first-strike', maxRounds: 4 });
      const g = game(setup, players, ruleset.initialState(setup, players, { gameSeed: 'game-7' }));
      play(g, 7, 400);
      return g;
    };
    const a = run();
    const b = run();
    expect(a.state.stage).toBe('over');
    expect(a.outcomes).toEqual(b.outcomes);
    expect(a.outcomes.flatMap((o) => o.events).some((e) => e.type === 'attack')).toBe(true);
  });
});
