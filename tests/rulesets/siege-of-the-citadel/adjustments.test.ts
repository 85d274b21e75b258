import { describe, expect, test } from 'vitest';
import { fig, game, PLAYERS, ruleset, scenario, setupWith, step, troopers } from './helpers.ts';

/** GM corrections: how the GM confirms or undoes what players reported, applies card and event texts, and rules on missions. */
function position(mission = 'first-strike') {
  const setup = setupWith({ mission });
  const state = scenario(setup, PLAYERS, {
    turn: 'B',
    groups: { B: { entrance: 'west', points: 10, credits: 1 }, M: { secret: 'sm-1' } },
    figures:
      mission === 'first-strike'
        ? [
            { id: 'valerie-duval', at: 'e2' },
            { id: 'max-steiner', at: 'f2' },
            { id: 'necromutant-1', at: 'e4' },
            { id: 'yojimbo', status: 'dead' },
          ]
        : [
            { id: 'valerie-duval', at: '2' },
            { id: 'necromutant-1', at: '2' },
          ],
  });
  return { setup, state };
}
const check = (a: unknown, mission?: string) => {
  const { setup, state } = position(mission);
  return ruleset.checkAdjustment!(setup, PLAYERS, state, a).map((p) => p.code);
};
const apply = (list: unknown[], mission?: string) => {
  const { setup, state } = position(mission);
  return ruleset.applyAdjustments!(setup, PLAYERS, state, list) as typeof state;
};

describe('checking corrections', () => {
  test.each([
    { a: { kind: 'move-figure', figure: 'valerie-duval', square: 'e3' }, codes: [] },
    { a: { kind: 'move-figure', figure: 'valerie-duval', square: 'e4' }, codes: ['square_taken'] },
    { a: { kind: 'move-figure', figure: 'valerie-duval', square: 'k7' }, codes: ['bad_place'] },
    { a: { kind: 'move-figure', figure: 'nobody', square: 'e3' }, codes: ['unknown_figure'] },
    { a: { kind: 'move-figure', figure: 'yojimbo', square: 'e3' }, codes: ['not_on_board'] },
    { a: { kind: 'strength', figure: 'necromutant-1', strength: 3 }, codes: ['not_a_trooper'] },
    { a: { kind: 'eliminate', figure: 'necromutant-1', by: 'X' }, codes: ['unknown_player'] },
    { a: { kind: 'restore', figure: 'valerie-duval', square: 'e3' }, codes: ['not_out'] },
    { a: { kind: 'restore', figure: 'yojimbo', square: 'e3' }, codes: [] },
    { a: { kind: 'secret-mission', player: 'B', achieved: true }, codes: ['no_secret_mission'] },
    { a: { kind: 'secret-mission', player: 'M', achieved: true }, codes: [] },
    { a: { kind: 'points', player: 'L', delta: 3 }, codes: ['unknown_player'] },
    { a: { kind: 'points', player: 'B', delta: 3000 }, codes: ['invalid_shape'] },
    { a: { kind: 'teleport' }, codes: ['invalid_shape'] },
  ])('$a.kind → $codes', ({ a, codes }) => {
    expect(check(a).filter((c, i, all) => all.indexOf(c) === i)).toEqual(codes);
  });

  test('without a grid a place is a section', () => {
    expect(check({ kind: 'move-figure', figure: 'valerie-duval', section: '3' }, 'way-out')).toEqual([]);
    expect(check({ kind: 'move-figure', figure: 'valerie-duval', section: '9' }, 'way-out')).toEqual(['bad_place']);
  });
});

describe('applying corrections', () => {
  test('undoing a reported attack: the creature back, the points back', () => {
    const state = apply([
      { kind: 'eliminate', figure: 'necromutant-1', by: 'B', reason: 'line of sight confirmed' },
      { kind: 'restore', figure: 'necromutant-1', square: 'e4', by: 'B', reason: 'no, a wall was in the way' },
    ]);
    expect(state.figures.find((f) => f.id === 'necromutant-1')).toMatchObject({ status: 'board', square: 'e4', strength: 1 });
    expect(state.groups.B).toMatchObject({ points: 10, kills: { necromutant: 0 } });
  });

  test('eliminating a Doomtrooper costs its group a credit like the rules do', () => {
    const state = apply([{ kind: 'eliminate', figure: 'valerie-duval' }]);
    expect(state.groups.B!.credits).toBe(0);
    const again = apply([
      { kind: 'eliminate', figure: 'valerie-duval' },
      { kind: 'eliminate', figure: 'max-steiner' },
    ]);
    expect(again.groups.B).toMatchObject({ credits: 0, points: 5 });
  });

  test("strength, credits, Extra actions (0–6), the Legion's damage, creatures added", () => {
    const state = apply([
      { kind: 'strength', figure: 'valerie-duval', strength: 2 },
      { kind: 'credits', player: 'B', delta: -5 },
      { kind: 'extra-actions', player: 'B', delta: 6 },
      { kind: 'legion-damage', delta: 2 },
      { kind: 'add-creature', type: 'razide', square: 'h2' },
    ]);
    expect(state.figures.find((f) => f.id === 'valerie-duval')!.strength).toBe(2);
    expect(state.groups.B).toMatchObject({ credits: 0, extra: 6 });
    expect(state.legion.damage).toBe(2);
    expect(state.figures.find((f) => f.id === 'razide-1')).toMatchObject({ status: 'board', square: 'h2', section: '1' });
  });

  test('a correction that fails its check is skipped, the others applied', () => {
    const state = apply([
      { kind: 'move-figure', figure: 'valerie-duval', square: 'e4' },
      { kind: 'move-figure', figure: 'max-steiner', square: 'g2' },
    ]);
    expect(state.figures.find((f) => f.id === 'valerie-duval')!.square).toBe('e2');
    expect(state.figures.find((f) => f.id === 'max-steiner')!.square).toBe('g2');
  });

  test('the ruling on the mission and on a secret mission decide the rewards', () => {
    const { setup, state } = position();
    const ruled = ruleset.applyAdjustments!(setup, PLAYERS, state, [
      { kind: 'mission-result', success: true },
      { kind: 'secret-mission', player: 'M', achieved: true },
    ]) as typeof state;
    expect(ruled.ruling).toBe(true);
    expect(ruled.groups.M!.secretAchieved).toBe(true);
    ruled.round!.last = true;
    ruled.round!.order = ['L', 'B'];
    ruled.round!.index = 1;
    const g = game(setup, PLAYERS, ruled);
    step(g, { B: troopers([], { endTurn: true }) });
    expect(g.state.result).toMatchObject({ success: true, by: 'gm' });
    expect(fig(g, 'valerie-duval').status).toBe('board');
  });
});
