import { describe, expect, test } from 'vitest';
import type { SeededRandom } from '../../../src/engine/core/rng.ts';
import { makeCtx } from '../../../src/engine/rulesets/siege-of-the-citadel/context.ts';
import type { SiegeEvent } from '../../../src/engine/rulesets/siege-of-the-citadel/outcome.ts';
import { applyHits } from '../../../src/engine/rulesets/siege-of-the-citadel/rules/combat.ts';
import { BAUHAUS, CYBERTRONIC, LEGION, scenario, setupWith } from './helpers.ts';

/** A generator that returns the given die values in order (each must be in range). */
export function scripted(values: number[]): SeededRandom {
  const queue = [...values];
  return {
    draws: [],
    int(from: number, to: number) {
      const v = queue.shift();
      if (v === undefined) throw new Error('no scripted value left');
      if (v < from || v > to) throw new Error(`scripted ${v} outside ${from}..${to}`);
      return v;
    },
  } as unknown as SeededRandom;
}

const players = [LEGION, BAUHAUS, CYBERTRONIC];

function hit(opts: {
  attackerPoints?: number;
  hits: number;
  target?: string;
  attacker?: string;
  kevlar?: number[];
  cyber?: 'one-save' | 'each-save';
  friendly?: 'per-hit' | 'per-damage';
  strength?: number;
  credits?: number;
  points?: number;
  negative?: boolean;
  rules?: 'training';
  rank?: number;
}) {
  const setup = setupWith({
    cybertronicKevlar: opts.cyber ?? 'one-save',
    friendlyFire: opts.friendly ?? 'per-hit',
    negativePoints: opts.negative ?? false,
    ...(opts.rules ? { mission: 'training' } : {}),
  });
  const target = opts.target ?? 'max-steiner';
  const owner = target === 'max-steiner' || target === 'valerie-duval' ? 'B' : 'C';
  const points = opts.points ?? (opts.rank === 3 ? 25 : 0);
  const state = scenario(setup, players, {
    groups: { [owner]: { credits: opts.credits ?? 2, points }, ...(owner === 'B' ? {} : { B: { points: opts.attackerPoints ?? 20 } }) },
    figures: [
      { id: target, at: opts.rules ? 'b2' : 'b2', ...(opts.strength !== undefined ? { strength: opts.strength } : {}) },
      { id: 'valerie-duval', at: 'b3' },
      { id: 'legionnaire-1', at: 'c2' },
    ],
  });
  const ctx = makeCtx(setup, players, state, scripted(opts.kevlar ?? []), 'g');
  const attacker = ctx.state.figures.find((f) => f.id === (opts.attacker ?? 'legionnaire-1'))!;
  const victim = ctx.state.figures.find((f) => f.id === target)!;
  const after: SiegeEvent[] = [];
  const result = applyHits(ctx, attacker, victim, opts.hits, after);
  return { result, after, state: ctx.state, group: ctx.state.groups[owner]!, attackerGroup: ctx.state.groups.B! };
}

// Seed "KEVLARIT – RUSTNING": armour 1 takes one hit; hit two or more times in one attack, roll a die of the
// rank's colour (two for Cybertronic); a hit protects from the second hit. Default white faces: 1–2 hit.
describe('kevlar and strength (full rules)', () => {
  test.each([
    { hits: 0, kevlar: [], rolled: false, saved: 0, damage: 0, strength: 5, why: 'no hit' },
    { hits: 1, kevlar: [], rolled: false, saved: 0, damage: 0, strength: 5, why: 'one hit: the armour takes it, no kevlar roll' },
    { hits: 2, kevlar: [1], rolled: true, saved: 1, damage: 0, strength: 5, why: 'kevlar hit stops the second hit' },
    { hits: 2, kevlar: [5], rolled: true, saved: 0, damage: 1, strength: 4, why: 'kevlar miss' },
    { hits: 3, kevlar: [2], rolled: true, saved: 1, damage: 1, strength: 4, why: "the seed's razide example: the third hit wounds" },
    { hits: 3, kevlar: [6], rolled: true, saved: 0, damage: 2, strength: 3, why: 'kevlar miss, two wounds' },
    { hits: 4, kevlar: [3], rolled: true, saved: 0, damage: 3, strength: 2, why: 'white die: a 3 is a miss' },
  ])('$hits hits, kevlar $kevlar → $damage damage ($why)', ({ hits, kevlar, rolled, saved, damage, strength }) => {
    const { result } = hit({ hits, kevlar });
    expect(result.kevlar !== null).toBe(rolled);
    if (result.kevlar) expect(result.kevlar.dice.map((d) => d.value)).toEqual(kevlar);
    expect(result).toMatchObject({ hits, armour: 1, saved, damage, strength, eliminated: false });
  });

  test("the kevlar die has the colour of the group's rank: at rank 3 (red, 1–3 hit) a 3 saves", () => {
    const { result } = hit({ hits: 2, kevlar: [3], rank: 3 });
    expect(result.kevlar).toMatchObject({ colour: 'red', hits: 1 });
    expect(result.damage).toBe(0);
  });

  // Seed "SÄRSKILDA FÖRMÅGOR": Cybertronic rolls two kevlar dice. Decision 5: one kevlar hit still stops only the
  // second hit (option cybertronicKevlar 'one-save'); 'each-save': every kevlar hit stops one hit.
  test.each([
    { hits: 2, kevlar: [6, 6], cyber: 'one-save' as const, saved: 0, damage: 1 },
    { hits: 2, kevlar: [5, 1], cyber: 'one-save' as const, saved: 1, damage: 0 },
    { hits: 3, kevlar: [1, 2], cyber: 'one-save' as const, saved: 1, damage: 1 },
    { hits: 3, kevlar: [1, 2], cyber: 'each-save' as const, saved: 2, damage: 0 },
    { hits: 4, kevlar: [1, 6], cyber: 'each-save' as const, saved: 1, damage: 2 },
    { hits: 2, kevlar: [1, 2], cyber: 'each-save' as const, saved: 1, damage: 0 },
  ])('Cybertronic, $hits hits, kevlar $kevlar, $cyber → saves $saved', ({ hits, kevlar, cyber, saved, damage }) => {
    const { result } = hit({ hits, kevlar, cyber, target: 'attila-iii' });
    expect(result.kevlar?.dice).toHaveLength(2);
    expect(result).toMatchObject({ saved, damage });
  });

  test('strength 5 → 0: eliminated, equipment lost, a credit lost', () => {
    const { result, after, group, state } = hit({ hits: 7, kevlar: [6] });
    expect(result).toMatchObject({ damage: 5, strength: 0, eliminated: true });
    expect(state.figures.find((f) => f.id === 'max-steiner')).toMatchObject({ status: 'dead', square: null, equipment: [], weapon: null });
    expect(group.credits).toBe(1);
    expect(after).toEqual([{ type: 'credit_lost', player: 'B', credits: 1 }]);
  });

  test('the Legion scores the damage actually dealt (at most the strength left) and counts the kill', () => {
    const { state } = hit({ hits: 7, kevlar: [6], strength: 2 });
    expect(state.legion).toMatchObject({ damage: 2, kills: 1 });
  });
});

// Seed "KREDIT": a credit lost per eliminated Doomtrooper; without credits the group loses five points instead.
describe('credits lost for an eliminated Doomtrooper', () => {
  test.each([
    { credits: 2, points: 0, negative: false, after: { credits: 1, points: 0 }, event: { type: 'credit_lost', player: 'B', credits: 1 } },
    { credits: 1, points: 7, negative: false, after: { credits: 0, points: 7 }, event: { type: 'credit_lost', player: 'B', credits: 0 } },
    { credits: 0, points: 12, negative: false, after: { credits: 0, points: 7 }, event: { type: 'points_lost', player: 'B', points: 5 } },
    { credits: 0, points: 3, negative: false, after: { credits: 0, points: 0 }, event: { type: 'points_lost', player: 'B', points: 3 } },
    { credits: 0, points: 3, negative: true, after: { credits: 0, points: -2 }, event: { type: 'points_lost', player: 'B', points: 5 } },
  ])('credits $credits, points $points (negative points: $negative)', ({ credits, points, negative, after, event }) => {
    const r = hit({ hits: 2, kevlar: [6], strength: 1, credits, points, negative });
    expect(r.result.eliminated).toBe(true);
    expect({ credits: r.group.credits, points: r.group.points }).toEqual(after);
    expect(r.after).toEqual([event]);
  });
});

// Seed "POÄNG": −3 points per hit on a Doomtrooper of one's own or another group ("Och skäms").
describe('friendly fire', () => {
  test.each([
    { target: 'valerie-duval', hits: 1, kevlar: [], friendly: 'per-hit' as const, before: 20, penalty: -3, why: 'own trooper, one hit, no damage' },
    { target: 'attila-iii', hits: 1, kevlar: [], friendly: 'per-hit' as const, before: 20, penalty: -3, why: "another group's trooper" },
    { target: 'attila-iii', hits: 3, kevlar: [6, 6], friendly: 'per-hit' as const, before: 20, penalty: -9, why: 'three hits' },
    { target: 'attila-iii', hits: 1, kevlar: [], friendly: 'per-damage' as const, before: 20, penalty: 0, why: 'per damage: the armour took it' },
    { target: 'attila-iii', hits: 3, kevlar: [6, 6], friendly: 'per-damage' as const, before: 20, penalty: -6, why: 'per damage: two wounds' },
    { target: 'attila-iii', hits: 3, kevlar: [6, 6], friendly: 'per-hit' as const, before: 5, penalty: -5, why: 'points stop at 0' },
    { target: 'attila-iii', hits: 0, kevlar: [], friendly: 'per-hit' as const, before: 20, penalty: 0, why: 'a miss costs nothing' },
  ])('$why: $penalty', ({ target, hits, kevlar, friendly, before, penalty }) => {
    const own = target === 'valerie-duval';
    const r = hit({ hits, kevlar, friendly, target, attacker: 'max-steiner', ...(own ? { points: before } : { attackerPoints: before }) });
    expect(r.result.points).toBe(penalty);
    expect(r.attackerGroup.points).toBe(before + penalty);
    expect(r.state.legion.damage).toBe(0);
  });

  test('the penalty goes to the attacking group, the Legion scores nothing for it', () => {
    const r = hit({ hits: 2, kevlar: [6, 6], target: 'attila-iii', attacker: 'max-steiner' });
    expect(r.attackerGroup.points).toBe(20 - 6);
    expect(r.attackerGroup.friendlyHits).toBe(2);
    expect(r.state.groups.C!.points).toBe(0);
  });
});

describe('creatures (seed "ANFALL": eliminated when the hits exceed the armour)', () => {
  test.each([
    { target: 'legionnaire-1', hits: 1, eliminated: true, points: 1 },
    { target: 'legionnaire-1', hits: 0, eliminated: false, points: 0 },
    { target: 'necromutant-2', hits: 1, eliminated: false, points: 0 },
    { target: 'necromutant-2', hits: 2, eliminated: true, points: 2 },
    { target: 'razide-1', hits: 2, eliminated: false, points: 0 },
    { target: 'razide-1', hits: 3, eliminated: true, points: 5 },
    { target: 'ezoghoul-1', hits: 4, eliminated: true, points: 10 },
  ])('$target takes $hits hits → eliminated $eliminated, +$points', ({ target, hits, eliminated, points }) => {
    const setup = setupWith();
    const state = scenario(setup, players, {
      figures: [
        { id: 'max-steiner', at: 'b2' },
        { id: target, at: 'c2' },
      ],
    });
    const ctx = makeCtx(setup, players, state, scripted([]), 'g');
    const f = (id: string) => ctx.state.figures.find((x) => x.id === id)!;
    const result = applyHits(ctx, f('max-steiner'), f(target), hits, []);
    expect(result).toMatchObject({ eliminated, points });
    expect(ctx.state.groups.B!.points).toBe(points);
    expect(ctx.state.groups.B!.kills).toEqual(eliminated ? { [target.replace(/-\d+$/, '')]: 1 } : {});
  });
});

// Seed "ELDDOPET": two hits or more eliminate a Doomtrooper; no strength track, no kevlar yet.
describe('training rules', () => {
  test.each([
    { hits: 1, eliminated: false },
    { hits: 2, eliminated: true },
    { hits: 3, eliminated: true },
  ])('$hits hits → eliminated $eliminated, no kevlar roll, no credit lost', ({ hits, eliminated }) => {
    const r = hit({ hits, rules: 'training' });
    expect(r.result.kevlar).toBeNull();
    expect(r.result.eliminated).toBe(eliminated);
    expect(r.group.credits).toBe(2);
    expect(r.after).toEqual([]);
  });
});
