import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SeededRandom } from '../../../src/engine/core/rng.ts';
import { BUILDINGS } from '../../../src/engine/rulesets/the-awakened/constants.ts';
import type { Ctx } from '../../../src/engine/rulesets/the-awakened/context.ts';
import { DEFAULT_MARKERS } from '../../../src/engine/rulesets/the-awakened/markers.ts';
import { has, indexBoard, land, militaryCount, totals } from '../../../src/engine/rulesets/the-awakened/position.ts';
import type { TurnEvent } from '../../../src/engine/rulesets/the-awakened/outcome.ts';
import type { Player, Setup, Sheet, State } from '../../../src/engine/rulesets/the-awakened/schemas.ts';
import { botActions, botMoves } from './bot.ts';
import { PLAYERS, R, setupWith } from './helpers.ts';

/**
 * Random answers (mostly near the player's lands, many illegal): resolve applies the legal ones and leaves the
 * rest out. Drawn from a seeded stream so a failing run replays.
 */
function randomAnswer(ctx: Ctx, state: State, rng: SeededRandom): Sheet {
  const player = state.active!;
  const ids = ctx.index.order;
  const own = ids.filter((id) => land(state, id).owner === player);
  const pick = <T>(list: readonly T[]): T => list[rng.int(0, list.length - 1)]!;
  const near = (id: string) => {
    const around = [...(ctx.index.neighbours.get(id) ?? [])];
    return rng.int(0, 9) === 0 || around.length === 0 ? pick(ids) : pick(around);
  };
  const from = () => (own.length > 0 && rng.int(0, 5) > 0 ? pick(own) : pick(ids));
  const n = rng.int(0, 4);
  if (state.step === 'moves') {
    return {
      moves: Array.from({ length: n }, () => {
        const f = from();
        const to = near(f);
        const via = rng.int(0, 4) === 0 ? near(f) : null;
        return { from: f, to: via ? near(via) : to, via, population: rng.int(0, 4), resources: rng.int(0, 3) };
      }),
    };
  }
  return {
    build: Array.from({ length: rng.int(0, 2) }, () => ({ land: from(), building: pick(BUILDINGS) })),
    form: Array.from({ length: rng.int(0, 2) }, () => ({ land: from(), count: rng.int(1, 3) })),
    military: Array.from({ length: n }, () => {
      const f = from();
      return rng.int(0, 1) === 0
        ? { type: 'move' as const, from: f, to: near(f), via: null, m: rng.int(0, 2), v: rng.int(0, 2) }
        : {
            type: 'raid' as const,
            from: f,
            to: near(f),
            m: rng.int(0, 3),
            v: rng.int(0, 3),
            option: pick(['none', 'plunder', 'kill', 'destroy', 'conquer'] as const),
            buildings: rng.int(0, 2) === 0 ? [pick(BUILDINGS)] : [],
            moveIn: rng.int(0, 2),
          };
    }),
  };
}

type Totals = Record<string, { population: number; resources: number; military: number }>;

function allTotals(ctx: Ctx, players: Player[], state: State): Totals {
  return Object.fromEntries(
    players.map((p) => [p.id, (({ population, resources, military }) => ({ population, resources, military }))(totals(ctx.index, state, p.id))]),
  );
}

/**
 * Conservation: every change of a player's population, stored resources and military on the board is one the
 * step's events account for (growth, starvation, migration, forming, ageing, battles, plunder, conquest, removal).
 */
function explained(before: Totals, events: readonly TurnEvent[]): Totals {
  const out: Totals = structuredClone(before);
  const add = (player: string | null, key: keyof Totals[string], n: number) => {
    if (player !== null && out[player]) out[player]![key] += n;
  };
  for (const e of events) {
    switch (e.type) {
      case 'growth':
        add(e.player, 'population', e.gained - e.died - e.trimmed);
        break;
      case 'production':
        add(e.player, 'population', -e.starved - e.migrated);
        add(e.player, 'resources', e.storedAfter - e.storedBefore);
        break;
      case 'exodus':
        add(e.toPlayer, 'population', e.joined);
        break;
      case 'build':
        add(e.player, 'resources', -2);
        break;
      case 'age':
        add(e.player, 'military', -e.dismissed);
        break;
      case 'form':
        add(e.player, 'population', -e.count);
        add(e.player, 'resources', -e.count);
        add(e.player, 'military', e.count);
        break;
      case 'raid':
        add(e.player, 'military', -(e.attackersLost.m + e.attackersLost.v));
        add(e.defender, 'military', -(e.defendersLost.m + e.defendersLost.v));
        add(e.player, 'resources', e.plundered);
        add(e.defender, 'resources', -e.plundered - e.resourcesRemoved);
        add(e.defender, 'population', -e.killed);
        break;
      case 'eliminated':
        add(e.player, 'resources', -e.resources);
        break;
      default:
        break;
    }
  }
  return out;
}

/** Every limit and consistency rule a position must keep. */
function checkPosition(ctx: Ctx, setup: Setup, players: Player[], state: State): void {
  const { supply } = setup.data;
  for (const p of players) {
    const own = totals(ctx.index, state, p.id);
    expect(own.population).toBeLessThanOrEqual(supply.population);
    expect(own.resources).toBeLessThanOrEqual(supply.resources);
    expect(own.military).toBeLessThanOrEqual(supply.military);
  }
  for (const b of BUILDINGS) expect(ctx.index.order.filter((id) => has(land(state, id), b)).length).toBeLessThanOrEqual(supply.buildings);
  let explored = 0;
  for (const id of ctx.index.order) {
    const l = land(state, id);
    for (const value of [l.population, l.resources, l.military.m, l.military.v]) expect(value).toBeGreaterThanOrEqual(0);
    if (l.population + l.resources + militaryCount(l) > 0) expect(l.owner).not.toBeNull();
    if (l.owner !== null && l.population + l.resources + militaryCount(l) === 0 && l.buildings.length === 0) throw new Error(`${id}: owner without anything`);
    expect(new Set(l.buildings).size).toBe(l.buildings.length);
    expect(l.buildings).toEqual(BUILDINGS.filter((b) => l.buildings.includes(b)));
    if (has(l, 'defence')) expect(l.population + militaryCount(l)).toBeGreaterThan(0);
    if (Object.values(state.chambers).includes(id)) expect(l.buildings).toEqual([]);
    else if (l.marker !== null) explored += 1;
    if (l.marker === null) expect(l.owner === null || l.population + l.resources + militaryCount(l) === 0).toBe(true);
  }
  // Every explored land (chambers aside) holds one drawn marker.
  expect(explored).toBe(state.markers.drawn);
  expect(state.markers.drawn).toBeLessThanOrEqual(state.markers.total);
  const requests = R.decisions!(setup, players, state);
  if (state.over) expect(requests).toEqual([]);
  else expect(requests.map((r) => r.player)).toEqual([state.active]);
}

const gameArb = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  gameSeed: fc.string({ minLength: 1, maxLength: 8 }),
  answers: fc.integer({ min: 0, max: 2 ** 30 }),
  exodus: fc.boolean(),
  surplus: fc.constantFrom('per-surplus-resource' as const, 'per-population' as const),
  bot: fc.boolean(),
});

describe('properties of random games', () => {
  test('pieces are conserved (every change is an event), limits never exceeded, positions consistent, nothing throws, JSON round trips', () => {
    fc.assert(
      fc.property(gameArb, ({ players: count, gameSeed, answers, exodus, surplus, bot }) => {
        const setup = setupWith({ exodus, surplus });
        const players = PLAYERS.slice(0, count);
        let state = R.initialState(setup, players, { gameSeed });
        const ctx: Ctx = { setup, index: indexBoard(setup.data.boards[state.board]), gameSeed };
        const rng = new SeededRandom(`answers-${answers}`);
        checkPosition(ctx, setup, players, state);
        for (let i = 0; i < 40 && !state.over; i++) {
          const player = state.active!;
          const answer =
            bot && i % 3 !== 2 ? (state.step === 'moves' ? botMoves(ctx, state, player) : botActions(ctx, state, player)) : randomAnswer(ctx, state, rng);
          const check = R.checkSheet(setup, players, state, player, answer, 'es');
          const result = R.resolve({ setup, players, state, orders: { [player]: answer }, seed: `s${i}`, gameSeed });
          // What checkSheet refuses is exactly what resolve leaves out.
          expect(result.outcome.rejected.map((r) => `${r.list}[${r.index}]:${r.reason}`)).toEqual(
            check.errors.map((e) => `${e.path?.replace(/\..*$/, '') ?? 'sheet[0]'}:${e.reason}`),
          );
          const next = JSON.parse(JSON.stringify(result.nextState)) as State;
          expect(next).toEqual(result.nextState);
          expect(JSON.parse(JSON.stringify(result.outcome))).toEqual(result.outcome);
          checkPosition(ctx, setup, players, next);
          expect(allTotals(ctx, players, next)).toEqual(explained(allTotals(ctx, players, state), result.outcome.events));
          expect(R.isOver!(setup, next)).toBe(result.gameOver);
          state = next;
        }
      }),
      { numRuns: 40 },
    );
  });

  test('answers of any shape the sheet schema accepts never make checkSheet or resolve throw', () => {
    const setup = R.defaultSetup();
    const players = PLAYERS.slice(0, 2);
    const state = R.initialState(setup, players, { gameSeed: 'x' });
    const landRef = fc.oneof(fc.constantFrom('c1', 'c2', 'b1', 'zz', '', ' C1 ', 'a1'), fc.string({ maxLength: 12 }));
    const count = fc.integer({ min: 0, max: 99 });
    const answerArb = fc.oneof(
      fc.record({
        moves: fc.array(fc.record({ from: landRef, to: landRef, via: fc.option(landRef, { nil: undefined }), population: count, resources: count }), {
          maxLength: 5,
        }),
      }),
      fc.record({
        build: fc.array(fc.record({ land: landRef, building: fc.constantFrom(...BUILDINGS) }), { maxLength: 3 }),
        form: fc.array(fc.record({ land: landRef, count: fc.integer({ min: 1, max: 99 }) }), { maxLength: 3 }),
        military: fc.array(
          fc.record({
            type: fc.constant('raid' as const),
            from: landRef,
            to: landRef,
            m: count,
            v: count,
            option: fc.constantFrom('none' as const, 'conquer' as const, 'destroy' as const),
            buildings: fc.constant([]),
            moveIn: count,
          }),
          { maxLength: 3 },
        ),
      }),
    );
    fc.assert(
      fc.property(answerArb, fc.boolean(), (raw, actionsStep) => {
        const parsed = R.sheetSchema.safeParse(raw);
        if (!parsed.success) return;
        const at = actionsStep ? { ...state, step: 'actions' as const } : state;
        R.checkSheet(setup, players, at, at.active!, parsed.data, 'en');
        R.resolve({ setup, players, state: at, orders: { [at.active!]: parsed.data }, seed: 's', gameSeed: 'x' });
      }),
      { numRuns: 300 },
    );
  });
});

// The face-down markers: "Shuffle the Land markers, store them backside up". Nothing any viewer gets may depend
// on the order of the markers still face down.
describe('the face-down stack never leaks', () => {
  test('permuting the markers not drawn yet changes no view, outcome, report or map', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 2, max: 30 }), (count, seed, length) => {
        const players = PLAYERS.slice(0, count);
        const base = setupWith({ shuffleMarkers: false });
        const rng = new SeededRandom(`stack-${seed}`);
        const markers = DEFAULT_MARKERS.map((m, i) => ({ ...m, cap: ((m.cap + i) % 6) + 1 }));
        const play = (setup: Setup, steps: number) => {
          let state = R.initialState(setup, players, { gameSeed: 'g' });
          const ctx: Ctx = { setup, index: indexBoard(setup.data.boards[state.board]), gameSeed: 'g' };
          const seen: unknown[] = [];
          for (let i = 0; i < steps && !state.over; i++) {
            const player = state.active!;
            const answer = state.step === 'moves' ? botMoves(ctx, state, player) : botActions(ctx, state, player);
            const result = R.resolve({ setup, players, state, orders: { [player]: answer }, seed: `s${i}`, gameSeed: 'g' });
            const viewers = [{ role: 'public' as const }, { role: 'gm' as const }, ...players.map((p) => ({ role: 'player' as const, id: p.id }))];
            for (const viewer of viewers) {
              seen.push(R.playerView!(setup, players, result.nextState, viewer), R.outcomeView!(setup, players, result.outcome, viewer));
            }
            seen.push(
              R.renderMap!(setup, result.nextState, 'en'),
              R.describePosition!({ setup, players, state: result.nextState, lang: 'es', viewer: { role: 'public' } }),
            );
            seen.push(
              R.report!({
                setup,
                players,
                before: state,
                after: result.nextState,
                outcome: result.outcome,
                step: i + 1,
                game: { id: 'g', name: 'g' },
                lang: 'en',
                viewer: { role: 'public' },
                rolls: [],
                corrections: [],
              }),
            );
            seen.push(R.decisions!(setup, players, result.nextState).map((r) => ({ ...r, schema: undefined })));
            state = result.nextState;
          }
          return { seen: JSON.stringify(seen), drawn: state.markers.drawn };
        };
        const first = play({ ...base, data: { ...base.data, markers } }, length);
        const rest = markers.slice(first.drawn);
        const permuted = [
          ...markers.slice(0, first.drawn),
          ...rest
            .map((m) => ({ m, k: rng.int(0, 1e6) }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.m),
        ];
        const second = play({ ...base, data: { ...base.data, markers: permuted } }, length);
        expect(second.seen).toBe(first.seen);
        // Control: changing a marker already drawn does show (the comparison can fail).
        if (first.drawn > 0) {
          const changed = markers.map((m, i) => (i === 0 ? { cap: m.cap === 6 ? 5 : 6, mod: m.mod === 'x2' ? '0' : 'x2' } : m));
          expect(play({ ...base, data: { ...base.data, markers: changed } }, length).seen).not.toBe(first.seen);
        }
      }),
      { numRuns: 25 },
    );
  });

  test('the state never holds the stack: two game seeds with the same drawn markers give the same state', () => {
    const setup = R.defaultSetup();
    const one = R.initialState(setup, PLAYERS.slice(0, 2), { gameSeed: 'alpha' });
    expect(Object.keys(one).sort()).toEqual([
      'active',
      'board',
      'chambers',
      'colours',
      'eliminated',
      'endReason',
      'lands',
      'markers',
      'order',
      'over',
      'round',
      'seats',
      'step',
      'turnStart',
      'version',
      'winners',
    ]);
    expect(one.markers).toEqual({ drawn: 0, total: 50 });
  });
});
