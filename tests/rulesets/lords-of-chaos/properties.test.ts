import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkSheet, normalizeState, resolveTurn } from '../../../src/engine/rulesets/lords-of-chaos/index.ts';
import { validateMap } from '../../../src/engine/rulesets/lords-of-chaos/map-validation.ts';
import type { Outcome } from '../../../src/engine/rulesets/lords-of-chaos/outcome.ts';
import { scenarioArb, type Scenario } from './arbitraries.ts';

const RUNS = { numRuns: 150 };

function resolve(s: Scenario): Outcome {
  return resolveTurn({ map: s.map, players: s.players, state: normalizeState(s.map, s.players, s.state), orders: s.orders, seed: s.seed });
}

/** The outcome keys that describe what happened (not where in a sheet an order was). */
function effects(o: Outcome) {
  const { control, inhabitants, turnPoints, scores, deeds, actions, permanentActions, favours, eliminated, kills, draws, nextState, gameOver } = o;
  return { control, inhabitants, turnPoints, scores, deeds, actions, permanentActions, favours, eliminated, kills, draws, nextState, gameOver };
}

function reversedKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).reverse());
}

describe('resolution properties', () => {
  test('generated maps are valid maps', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => validateMap(s.map).ok),
      RUNS,
    );
  });

  test('a valid map and any orders never throw; checkSheet agrees with resolution on rejections', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const outcome = resolve(s);
        const state = normalizeState(s.map, s.players, s.state);
        for (const p of s.players) {
          const check = checkSheet(s.map, s.players, state, p.id, s.orders[p.id] ?? []);
          const fromCheck = check.checks.filter((c) => !c.ok).map((c) => `${c.index}:${(c as { reason: string }).reason}`);
          const fromOutcome = outcome.rejected.filter((r) => r.player === p.id).map((r) => `${r.index}:${r.reason}`);
          expect(fromOutcome).toEqual(fromCheck);
          expect(check.actionsUsed).toBeLessThanOrEqual(check.actionsAvailable);
        }
      }),
      RUNS,
    );
  });

  test('every planet has exactly one entry, held by nobody or by one seated player', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { control } = resolve(s);
        expect(Object.keys(control).sort()).toEqual(s.map.planets.map((p) => p.id).sort());
        const seated = new Set(s.players.map((p) => p.id));
        for (const owner of Object.values(control)) expect(owner === null || seated.has(owner)).toBe(true);
      }),
      RUNS,
    );
  });

  test('same seed, same outcome', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        expect(JSON.stringify(resolve(s))).toBe(JSON.stringify(resolve(s)));
      }),
      RUNS,
    );
  });

  test('outcome does not depend on the order of players nor of the orders object keys', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const shuffled = { ...s, players: [...s.players].reverse(), orders: reversedKeys(s.orders) };
        expect(JSON.stringify(resolve(shuffled))).toBe(JSON.stringify(resolve(s)));
      }),
      RUNS,
    );
  });

  test('rejected orders cost nothing: removing one changes nothing that happens', () => {
    fc.assert(
      fc.property(scenarioArb, fc.nat(), (s, pick) => {
        const outcome = resolve(s);
        fc.pre(outcome.rejected.length > 0);
        const { player, index } = outcome.rejected[pick % outcome.rejected.length]!;
        const sheet = [...s.orders[player]!];
        sheet.splice(index, 1);
        const without = resolve({ ...s, orders: { ...s.orders, [player]: sheet } });
        expect(effects(without)).toEqual(effects(outcome));
        expect(without.rejected.length).toBe(outcome.rejected.length - 1);
      }),
      RUNS,
    );
  });

  test('points are never negative and scores add up', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const o = resolve(s);
        const before = normalizeState(s.map, s.players, s.state).scores;
        for (const p of s.players) {
          expect(o.turnPoints[p.id]).toBeGreaterThanOrEqual(0);
          expect(o.scores[p.id]).toBe(before[p.id]! + o.turnPoints[p.id]!);
          expect(o.scoreBreakdown[p.id]!.total).toBe(o.turnPoints[p.id]);
        }
      }),
      RUNS,
    );
  });

  test('kills match the inhabitants lost, and every player is listed in the per-player keys', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const o = resolve(s);
        const before = normalizeState(s.map, s.players, s.state).inhabitants;
        const lost = Object.keys(before).reduce((sum, p) => sum + before[p]! - o.inhabitants[p]!, 0);
        expect(Object.values(o.kills).reduce((a, b) => a + b, 0)).toBe(lost);
        for (const key of ['turnPoints', 'scores', 'actions', 'permanentActions', 'favours', 'kills'] as const) {
          expect(Object.keys(o[key]).sort()).toEqual(s.players.map((p) => p.id).sort());
        }
      }),
      RUNS,
    );
  });
});
