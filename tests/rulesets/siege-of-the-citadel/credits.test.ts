import { describe, expect, test } from 'vitest';
import {
  act,
  ALL_HIT,
  asked,
  FIVE,
  fig,
  game,
  LEGION,
  BAUHAUS,
  MISHIMA,
  IMPERIAL,
  CYBERTRONIC,
  melee,
  move,
  PLAYERS,
  refusals,
  scenario,
  setupWith,
  step,
  troopers,
} from './helpers.ts';

// Seed "KREDIT": a credit costs 5 points, bought before the mission and before the points set the rank.
describe('buying credits', () => {
  const groups = (b: number, m: number) => [
    { corporation: 'bauhaus' as const, points: b, credits: 2 },
    { corporation: 'mishima' as const, points: m, credits: 2 },
  ];
  test.each([
    { b: 0, m: 0, asked: [] },
    { b: 4, m: 5, asked: ['M:buy-credits'] },
    { b: 12, m: 30, asked: ['B:buy-credits', 'M:buy-credits'] },
  ])('points $b / $m → asked $asked', ({ b, m, asked: expected }) => {
    const g = game(setupWith({ groups: groups(b, m) }), PLAYERS);
    expect(g.state.stage).toBe(expected.length > 0 ? 'purchase' : 'draft');
    if (expected.length > 0) expect(asked(g)).toEqual(expected);
  });

  test.each([
    { points: 12, buy: 2, refused: [], after: { points: 2, credits: 4, rank: 1 } },
    { points: 12, buy: 3, refused: ['too_many_credits'], after: null },
    { points: 25, buy: 0, refused: [], after: { points: 25, credits: 2, rank: 3 } },
    { points: 25, buy: 1, refused: [], after: { points: 20, credits: 3, rank: 2 } },
    { points: 45, buy: 4, refused: [], after: { points: 25, credits: 6, rank: 3 } },
  ])('$points points, buy $buy → $after (the rank comes after)', ({ points, buy, refused, after }) => {
    const g = game(setupWith({ groups: groups(points, 0) }), PLAYERS);
    expect(refusals(g, 'B', { kind: 'buy-credits', credits: buy })).toEqual(refused);
    if (!after) return;
    const outcome = step(g, { B: { credits: buy } });
    expect(g.state.groups.B).toMatchObject(after);
    if (buy > 0) expect(outcome.events[0]).toEqual({ type: 'credits_bought', player: 'B', credits: buy, points: 5 * buy });
    expect(outcome.events).toContainEqual(expect.objectContaining({ type: 'ranks' }));
  });

  test('option creditPurchase off: nobody is asked', () => {
    const g = game(setupWith({ creditPurchase: false, groups: groups(50, 50) }), PLAYERS);
    expect(g.state.stage).toBe('draft');
  });

  test('at the deadline nobody buys (default 0)', () => {
    const g = game(setupWith({ groups: groups(12, 0) }), PLAYERS);
    const outcome = step(g, {});
    expect(outcome.defaulted).toEqual(['B']);
    expect(g.state.groups.B).toMatchObject({ points: 12, credits: 2 });
  });
});

// Seed "FÖRRÅDSBUNKERN": the player left of the Legion first, one card at a time, the pile passed left; credits
// are a budget never spent; weapons need a rank; one weapon per Doomtrooper; the specialist keeps a 3-dice blade.
describe('the equipment draft', () => {
  test('order: from the player left of the Legion player, round the table', () => {
    const players = [BAUHAUS, MISHIMA, LEGION, IMPERIAL, CYBERTRONIC];
    const g = game(setupWith(), players);
    expect(g.state.draft?.order).toEqual(['I', 'C', 'B', 'M']);
    expect(asked(g)).toEqual(['I:draft']);
    step(g, { I: { card: 'punisher-sword', trooper: 'sean-gallagher' } });
    expect(asked(g)).toEqual(['C:draft']);
  });

  test.each([
    { card: 'punisher-sword', trooper: 'valerie-duval', points: 0, credits: 2, refused: [] },
    { card: 'plasma-carbine', trooper: 'valerie-duval', points: 0, credits: 2, refused: ['specialist_melee'] },
    { card: 'plasma-carbine', trooper: 'max-steiner', points: 0, credits: 2, refused: [] },
    { card: 'gehenna-puker', trooper: 'max-steiner', points: 0, credits: 2, refused: ['rank_too_low'] },
    { card: 'gehenna-puker', trooper: 'max-steiner', points: 10, credits: 2, refused: [] },
    { card: 'nimrod-autocannon', trooper: 'max-steiner', points: 44, credits: 2, refused: ['rank_too_low'] },
    { card: 'command-helmet', trooper: 'max-steiner', points: 0, credits: 2, refused: ['over_budget'] },
    { card: 'command-helmet', trooper: 'max-steiner', points: 0, credits: 3, refused: [] },
    { card: 'grenade-launcher', trooper: 'max-steiner', points: 0, credits: 2, refused: ['requires_card'] },
    { card: 'laser-sight', trooper: 'yojimbo', points: 0, credits: 2, refused: ['not_your_trooper'] },
    { card: 'laser-sight', trooper: null, points: 0, credits: 2, refused: ['pick_needs_trooper'] },
  ])('$card for $trooper (points $points, credits $credits) → $refused', ({ card, trooper, points, credits, refused }) => {
    const g = game(setupWith({ creditPurchase: false, groups: [{ corporation: 'bauhaus', points, credits }] }), PLAYERS);
    expect(asked(g)).toEqual(['B:draft']);
    expect(refusals(g, 'B', { kind: 'draft', card, trooper })).toEqual(refused);
  });

  test('budget, one weapon per Doomtrooper, no card twice, the grenade launcher on the carbine', () => {
    const g = game(setupWith({ creditPurchase: false, groups: [{ corporation: 'bauhaus', points: 0, credits: 3 }] }), [LEGION, BAUHAUS]);
    step(g, { B: { card: 'plasma-carbine', trooper: 'max-steiner' } });
    expect(refusals(g, 'B', { kind: 'draft', card: 'punisher-sword', trooper: 'max-steiner' })).toEqual(['weapon_taken']);
    step(g, { B: { card: 'grenade-launcher', trooper: 'max-steiner' } });
    expect(refusals(g, 'B', { kind: 'draft', card: 'laser-sight', trooper: 'max-steiner' })).toEqual([]);
    step(g, { B: { card: 'laser-sight', trooper: 'max-steiner' } });
    // 2 + 1 = 3 credits of budget used: only free cards remain.
    expect(refusals(g, 'B', { kind: 'draft', card: 'laser-sight', trooper: 'valerie-duval' })).toEqual(['over_budget']);
    expect(g.state.groups.B).toMatchObject({ spent: 3, credits: 3 });
    expect(fig(g, 'max-steiner')).toMatchObject({ weapon: 'plasma-carbine', equipment: ['grenade-launcher', 'laser-sight'] });
  });

  test('cards leave the pile; a card whose copies are gone is refused', () => {
    const g = game(setupWith({ creditPurchase: false }), PLAYERS);
    step(g, { B: { card: 'punisher-sword', trooper: 'valerie-duval' } });
    step(g, { M: { card: 'punisher-sword', trooper: 'yojimbo' } });
    expect(g.state.draft?.pile['punisher-sword']).toBe(0);
    expect(refusals(g, 'B', { kind: 'draft', card: 'punisher-sword', trooper: 'max-steiner' })).toEqual(['card_gone']);
  });

  test('a pass (and the deadline) takes the player out; the draft ends when everybody is out', () => {
    const g = game(setupWith({ creditPurchase: false }), PLAYERS);
    step(g, { B: { card: null } });
    expect(g.state.draft?.out).toEqual(['B']);
    expect(asked(g)).toEqual(['M:draft']);
    step(g, { M: { card: 'plasma-carbine', trooper: 'tatsu' } });
    expect(asked(g)).toEqual(['M:draft']);
    const outcome = step(g, {});
    expect(outcome.defaulted).toEqual(['M']);
    expect(outcome.events[0]).toEqual({ type: 'draft_pass', player: 'M', forced: false });
    expect(g.state.stage).toBe('round');
  });
});

// Seed "KREDIT", "UPPDRAGEN": credits only when the mission succeeded and a trooper withdrew or still stands.
describe('rewards at the end of the mission', () => {
  function ending(opts: {
    objective?: 'ok' | 'fail';
    b: string[];
    secret?: string | null;
    achieved?: boolean | null;
    main?: boolean;
    ruling?: boolean | null;
  }) {
    const setup = setupWith({ mission: 'first-strike' });
    const points = opts.objective === 'ok' ? 12 : 0;
    const g = game(
      setup,
      [LEGION, BAUHAUS],
      scenario(setup, [LEGION, BAUHAUS], {
        turn: 'B',
        order: ['L', 'B'],
        last: true,
        ruling: opts.ruling ?? null,
        groups: { B: { entrance: 'west', points, startPoints: 0, secret: opts.secret ?? null, main: opts.main ?? true } },
        figures: [
          { id: 'valerie-duval', status: opts.b[0], ...(opts.b[0] === 'board' ? { at: 'b2' } : {}) },
          { id: 'max-steiner', status: opts.b[1], ...(opts.b[1] === 'board' ? { at: 'c2' } : {}) },
        ],
      }),
    );
    if (opts.achieved !== undefined) g.state.groups.B!.secretAchieved = opts.achieved;
    const outcome = step(g, { B: troopers([], { endTurn: true }) });
    return { g, events: outcome.events };
  }

  test.each([
    { objective: 'ok' as const, b: ['board', 'dead'], reward: 2, why: 'success, a trooper stands' },
    { objective: 'ok' as const, b: ['withdrawn', 'dead'], reward: 2, why: 'success, a trooper withdrew' },
    { objective: 'ok' as const, b: ['dead', 'dead'], reward: 0, why: 'both troopers lost (the mission ended at once)' },
    { objective: 'ok' as const, b: ['waiting', 'dead'], reward: 0, why: 'a trooper that never came in neither stands nor withdrew' },
    { objective: 'fail' as const, b: ['board', 'board'], reward: 0, why: 'failed' },
  ])('$why → $reward credits', ({ objective, b, reward }) => {
    const { g } = ending({ objective, b });
    expect(g.state.stage).toBe('over');
    expect(g.state.groups.B!.credits).toBe(2 + reward);
  });

  test.each([
    { ruling: true, objective: 'fail' as const, reward: 2 },
    { ruling: false, objective: 'ok' as const, reward: 0 },
  ])("the GM's ruling ($ruling) overrides the objective", ({ ruling, objective, reward }) => {
    const { g, events } = ending({ objective, b: ['board', 'board'], ruling });
    expect(events).toContainEqual({ type: 'mission_result', success: ruling, by: 'gm' });
    expect(g.state.groups.B!.credits).toBe(2 + reward);
  });

  // Seed "HEMLIGA UPPDRAGSKORT": groups the lots passed over play a secret mission instead; with "all", both are needed.
  test.each([
    { main: false, secret: 'sm-1', achieved: true, objective: 'fail' as const, reward: 2, why: 'secret mission achieved (its 2 credits)' },
    { main: false, secret: 'sm-1', achieved: null, objective: 'ok' as const, reward: 0, why: 'secret mission not ruled achieved' },
    { main: true, secret: 'sm-2', achieved: true, objective: 'ok' as const, reward: 5, why: 'both: mission 2 + secret 3' },
    { main: true, secret: 'sm-2', achieved: false, objective: 'ok' as const, reward: 0, why: 'both needed, the secret failed' },
    { main: true, secret: 'sm-2', achieved: true, objective: 'fail' as const, reward: 0, why: 'both needed, the mission failed' },
  ])('$why → $reward credits', ({ main, secret, achieved, objective, reward }) => {
    const { g } = ending({ objective, b: ['board', 'board'], main, secret, achieved });
    expect(g.state.groups.B!.credits).toBe(2 + reward);
  });

  // Seed "ENSTAKA SPEL": final score = points + credits × 5; the mission is won by the most points earned in it.
  test('final scores and the winner', () => {
    const { g, events } = ending({ objective: 'ok', b: ['board', 'board'] });
    expect(events.at(-1)).toEqual({ type: 'final_scores', missionScores: { B: 12, L: 0 }, finalScores: { B: 12 + 5 * 4, L: 0 }, winners: ['B'] });
    expect(g.state.result).toMatchObject({ success: true, by: 'objective', rewards: { B: 2 } });
  });
});

describe('the Legion player scores a point per damage dealt', () => {
  test("its own (unused) group receives the points at the end; its score is that group's", () => {
    const legion = { ...LEGION, corporation: 'capitol' as const };
    const players = [legion, BAUHAUS];
    const setup = setupWith({ groups: [{ corporation: 'capitol', points: 20, credits: 3 }] }, { dice: ALL_HIT });
    const g = game(
      setup,
      players,
      scenario(setup, players, {
        turn: 'L',
        order: ['B', 'L'],
        last: true,
        groups: { B: { entrance: 'west' } },
        figures: [
          { id: 'valerie-duval', at: 'b2' },
          { id: 'max-steiner', at: 'f2' },
          { id: 'razide-1', at: 'b3' },
        ],
      }),
    );
    g.state.round!.index = 1;
    // Razide (3 red, all hit) twice on Valerie: 3 hits − armour − kevlar = 1 damage each time.
    const outcome = step(g, { L: { kind: 'legion', activations: [act('razide-1', melee('valerie-duval'), melee('valerie-duval'))], endTurn: true } });
    expect(fig(g, 'valerie-duval').strength).toBe(3);
    expect(outcome.events).toContainEqual({ type: 'legion_points', player: 'L', points: 2 });
    expect(g.state.legion).toMatchObject({ points: 22, credits: 3, damage: 2 });
    expect(g.state.result?.finalScores.L).toBe(22 + 15);
    expect(g.state.result?.missionScores.L).toBe(2);
  });
});

void move;
void FIVE;
