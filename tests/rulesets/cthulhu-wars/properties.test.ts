import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Outcome } from '../../../src/engine/rulesets/cthulhu-wars/outcome.ts';
import type { State } from '../../../src/engine/rulesets/cthulhu-wars/types.ts';
import { buildWorld } from '../../../src/engine/rulesets/cthulhu-wars/world.ts';
import { renderMarkdown } from '../../../src/reports/render-markdown.ts';
import { CARLA, DARIO, G2, G3, SETUP, cw, withData, withOptions, type Game } from './helpers.ts';
import { randomPlay } from './random-play.ts';

const TOTAL_SIGNS = 36;

function invariants(game: Game, state: State): void {
  const world = buildWorld(game.setup, game.players);
  // every unit is in exactly one place: on the map, captive, or in its pool
  for (const unit of Object.keys(state.units)) {
    expect(world.unitById.has(unit)).toBe(true);
    expect(world.areaById.has(state.units[unit]!)).toBe(true);
    expect(state.captives[unit]).toBeUndefined();
  }
  for (const [unit, captor] of Object.entries(state.captives)) {
    expect(world.unitById.get(unit)!.type.kind).toBe('cultist');
    expect(world.unitById.get(unit)!.owner).not.toBe(captor);
  }
  // a gate's holder stands in its area
  for (const [area, holder] of Object.entries(state.gates)) if (holder !== null) expect(state.units[holder]).toBe(area);
  // limits: Power and Doom never negative, the ritual marker on the track, Elder Signs conserved
  for (const p of world.playerIds) {
    expect(state.power[p]).toBeGreaterThanOrEqual(0);
    expect(state.doom[p]).toBeGreaterThanOrEqual(0);
  }
  expect(state.ritual).toBeLessThanOrEqual(game.setup.data.ritualTrack.length);
  const held = Object.values(state.elderSigns).reduce((n, s) => n + s.length, 0);
  expect(state.elderSignPool.length + state.signsDrawn).toBe(TOTAL_SIGNS);
  expect(held).toBeLessThanOrEqual(state.signsDrawn);
  // one request per player at most; somebody is asked unless the GM pauses the battle or the game is over
  const requests = cw.decisions!(game.setup, game.players, state);
  expect(new Set(requests.map((r) => r.player)).size).toBe(requests.length);
  if (state.phase !== 'over' && state.pending?.kind !== 'battle-gm') expect(requests.length).toBeGreaterThan(0);
  // JSON values only
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
}

/** Monsters of every faction crowded around the North Atlantic: battles, retreats and captures happen often. */
function crowded(game: Game, state: State): State {
  const places = ['north-atlantic', 'europe', 'west-africa'];
  const world = buildWorld(game.setup, game.players);
  const moves = world.units
    .filter((u) => u.type.kind === 'monster' && u.n <= 2)
    .map((u, i) => ({ kind: 'place', unit: u.id, area: places[i % places.length] }));
  const cultists = game.players.map((p, i) => ({ kind: 'place', unit: `${world.factionOf.get(p.id)!.id}.acolyte.6`, area: places[i % places.length] }));
  return cw.applyAdjustments!(game.setup, game.players, state, [...moves, ...cultists]) as State;
}

const PREPARE: Record<string, (game: Game, state: State) => State> = { crowded };

/** Battles: each side that received results assigns them (asked or forced); the killed leave the map in step 4. */
function battleInvariants(before: State, outcome: Outcome, after: State): void {
  for (const e of outcome.events) if (e.type === 'eliminated') expect(after.units[e.unit]).toBeUndefined();
  if (outcome.answered === 'assign' && before.battle && before.pending?.kind === 'assign' && before.pending.part === 'all') {
    const produced = before.battle.produced;
    for (const [side, from] of [
      ['attacker', 'defender'],
      ['defender', 'attacker'],
    ] as const) {
      const received = produced[from].kills + produced[from].pains;
      const assigned = outcome.events.filter((e) => e.type === 'assignment' && e.side === side);
      if (received > 0) expect(assigned).toHaveLength(1);
    }
  }
  const pastEliminations = !after.battle || ['retreat-attacker', 'retreat-defender', 'end'].includes(after.battle.stage);
  for (const e of outcome.events) {
    if (e.type === 'assignment' && pastEliminations) for (const unit of e.kills) expect(after.units[unit]).toBeUndefined();
  }
}

const GAMES: Record<string, Game> = {
  crowded: G3,
  two: G2,
  three: G3,
  'three, short track': { setup: withData({ ritualTrack: [5, 6] }), players: [G2.players[0]!, CARLA, DARIO] },
  'action first': { setup: withOptions({ firstPhase: 'action' }), players: G2.players },
};

describe('random play keeps the invariants (pieces conserved, limits never exceeded)', () => {
  test.each(Object.keys(GAMES))('%s', (name) => {
    const game = GAMES[name]!;
    fc.assert(
      fc.property(fc.array(fc.nat(50), { minLength: 30, maxLength: 30 }), fc.string({ minLength: 1, maxLength: 8 }), (choices, seed) => {
        const initial = cw.initialState(game.setup, game.players, { gameSeed: `g-${seed}` });
        const start = PREPARE[name]?.(game, initial) ?? initial;
        const trace = randomPlay(start, game, choices, seed);
        for (const state of trace.states) invariants(game, state);
        trace.outcomes.forEach((outcome, i) => battleInvariants(trace.states[i]!, outcome, trace.states[i + 1]!));
      }),
      { numRuns: 6 },
    );
  });
});

describe('views never leak hidden values', () => {
  // Elder Signs worth 7 and 9 only: a value in a view shows as "value":7 / "value":9.
  const setup = withData({
    elderSigns: [
      { value: 7, count: 10 },
      { value: 9, count: 10 },
    ],
  });
  const game: Game = { setup, players: G3.players };
  test('playerView of others, public view, outcomeView and the public report', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(50), { minLength: 30, maxLength: 30 }),
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(3), { minLength: 3, maxLength: 3 }),
        (choices, seed, gift) => {
          const start = cw.initialState(setup, game.players, { gameSeed: `g-${seed}` });
          // every player gets some Elder Signs first (a GM correction), then random play
          const gifted = cw.applyAdjustments!(
            setup,
            game.players,
            start,
            game.players.flatMap((p, i) => (gift[i]! > 0 ? [{ kind: 'elder-signs', player: p.id, count: gift[i] }] : [])),
          ) as State;
          const trace = randomPlay(gifted, game, choices, seed);
          for (const state of trace.states) {
            if (state.phase === 'over') continue;
            const publicView = JSON.stringify(cw.playerView!(setup, game.players, state, { role: 'public' }));
            expect(publicView).not.toMatch(/"value":[79]/);
            expect(publicView).not.toContain('"elderSignPool":[');
            for (const viewer of game.players) {
              const view = JSON.stringify(cw.playerView!(setup, game.players, state, { role: 'player', id: viewer.id }));
              const own = state.elderSigns[viewer.id]!.length;
              expect((view.match(/"value":[79]/g) ?? []).length).toBe(own);
              expect(view).not.toContain('"elderSignPool":[');
            }
            expect(JSON.stringify(cw.playerView!(setup, game.players, state, { role: 'gm' }))).toContain('"elderSignPool":[');
          }
        },
      ),
      { numRuns: 5 },
    );
  });

  test('the outcome of a ritual shows the sign value to its owner and the GM only, in the views and the reports', () => {
    const state = cw.applyAdjustments!(setup, game.players, cw.initialState(setup, game.players, { gameSeed: 'leak' }), [
      { kind: 'place', unit: 'gc.cthulhu.1', area: 'south-pacific' },
    ]) as State;
    let s = cw.resolve({ setup, players: game.players, state, orders: { a: { direction: 'clockwise' } }, seed: 's1', gameSeed: 'leak' }).nextState;
    const before = s;
    const result = cw.resolve({ setup, players: game.players, state: s, orders: { a: { perform: true } }, seed: 's2', gameSeed: 'leak' });
    s = result.nextState;
    const value = s.elderSigns.a![0]!.value;
    const views = {
      a: cw.outcomeView!(setup, game.players, result.outcome, { role: 'player', id: 'a' }),
      b: cw.outcomeView!(setup, game.players, result.outcome, { role: 'player', id: 'b' }),
      public: cw.outcomeView!(setup, game.players, result.outcome, { role: 'public' }),
      gm: cw.outcomeView!(setup, game.players, result.outcome, { role: 'gm' }),
    };
    expect(JSON.stringify(views.a)).toContain(`"value":${value}`);
    expect(JSON.stringify(views.gm)).toContain(`"value":${value}`);
    expect(JSON.stringify(views.b)).not.toMatch(/"value":[79]/);
    expect(JSON.stringify(views.public)).not.toMatch(/"value":[79]/);
    const report = (viewer: Parameters<NonNullable<typeof cw.report>>[0]['viewer']) =>
      renderMarkdown(
        cw.report!({
          setup,
          players: game.players,
          before,
          after: s,
          outcome: result.outcome,
          step: 2,
          game: { id: 'g', name: 'Leak' },
          lang: 'en',
          viewer,
          rolls: [],
          corrections: [],
        }),
      );
    expect(report({ role: 'player', id: 'a' })).toContain(`worth ${value}`);
    expect(report({ role: 'public' })).not.toContain('worth');
    expect(report({ role: 'player', id: 'b' })).not.toContain('worth');
    expect(report({ role: 'public' })).toContain('1 (hidden)');
    // renderMap draws no Elder Sign
    expect(cw.renderMap!(setup, s, 'en', { role: 'public' })).not.toMatch(/Elder|es1/);
  });

  test('after the end everything is shown', () => {
    const over = {
      ...cw.initialState(SETUP, G2.players, { gameSeed: 'x' }),
      phase: 'over' as const,
      winners: ['a'],
      elderSigns: { a: [{ id: 'es1', value: 2 }], b: [] },
    };
    expect(JSON.stringify(cw.playerView!(SETUP, G2.players, over, { role: 'public' }))).toContain('"value":2');
  });
});
