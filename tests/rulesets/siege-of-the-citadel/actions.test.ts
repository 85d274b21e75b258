import { describe, expect, test } from 'vitest';
import { act, ALL_HIT, asked, fig, game, IMPERIAL, LEGION, melee, move, PLAYERS, refusals, scenario, setupWith, step, troopers, type Game } from './helpers.ts';

/** Bauhaus's turn in round 1 of "first-strike": Valerie on f2, Max on g2 (section 1), a legionnaire on f4. */
function bauhausTurn(extra = 2, more: Record<string, unknown> = {}, data = {}): Game {
  const setup = setupWith({}, data);
  const state = scenario(setup, PLAYERS, {
    turn: 'B',
    groups: { B: { extra, entrance: 'west' } },
    figures: [
      { id: 'valerie-duval', at: 'f2' },
      { id: 'max-steiner', at: 'g2' },
      { id: 'yojimbo', status: 'waiting' },
      { id: 'tatsu', status: 'waiting' },
      { id: 'legionnaire-1', at: 'f4' },
    ],
    ...more,
  });
  return game(setup, PLAYERS, state);
}

const shuffle = (n: number) => Array.from({ length: n }, (_, i) => move(i % 2 === 0 ? 'f1' : 'f2'));

// Seed "EXTRA HANDLINGAR" / "KORPORATIONSSPELARENS DRAG": two actions per Doomtrooper and round, more only from
// the group's pool of Extra actions (each spent), never more than four per Doomtrooper.
describe('actions per Doomtrooper and the Extra-action pool', () => {
  test.each([
    { pool: 2, actions: 1, refused: [], extraAfter: 2 },
    { pool: 2, actions: 2, refused: [], extraAfter: 2 },
    { pool: 2, actions: 3, refused: [], extraAfter: 1 },
    { pool: 2, actions: 4, refused: [], extraAfter: 0 },
    { pool: 0, actions: 2, refused: [], extraAfter: 0 },
    { pool: 0, actions: 3, refused: ['no_extra_actions'], extraAfter: 0 },
    { pool: 1, actions: 4, refused: ['no_extra_actions'], extraAfter: 1 },
    { pool: 6, actions: 4, refused: [], extraAfter: 4 },
  ])('pool $pool, $actions actions → refused $refused, pool after $extraAfter', ({ pool, actions, refused, extraAfter }) => {
    const g = bauhausTurn(pool);
    const answer = troopers([act('valerie-duval', ...shuffle(actions))]);
    expect(refusals(g, 'B', answer)).toEqual(refused);
    if (refused.length > 0) return;
    step(g, { B: answer });
    expect(g.state.groups.B!.extra).toBe(extraAfter);
    expect(g.state.turn).toMatchObject({ kind: 'corporation', actions: { 'valerie-duval': actions }, done: ['valerie-duval'] });
  });

  test('a fifth action is refused even across steps (at most four per Doomtrooper)', () => {
    const g = bauhausTurn(6);
    step(g, { B: troopers([{ ...act('valerie-duval', ...shuffle(3)), hold: true }]) });
    expect(g.state.turn?.actions['valerie-duval']).toBe(3);
    expect(fig(g, 'valerie-duval').square).toBe('f1');
    expect(refusals(g, 'B', troopers([act('valerie-duval', move('f2'), move('f1'))]))).toEqual(['action_limit']);
    expect(refusals(g, 'B', troopers([act('valerie-duval', move('f2'))]))).toEqual([]);
  });

  test('two troopers share the pool: Valerie spends both Extra actions, Max has two', () => {
    const g = bauhausTurn(2);
    expect(refusals(g, 'B', troopers([act('valerie-duval', ...shuffle(4)), act('max-steiner', move('g1'), move('g2'), move('g1'))]))).toEqual([
      'no_extra_actions',
    ]);
    step(g, { B: troopers([act('valerie-duval', ...shuffle(4)), act('max-steiner', move('g1'), move('g2'))]) });
    expect(g.state.groups.B!.extra).toBe(0);
    expect(g.state.turn).toMatchObject({ kind: 'legion', player: 'L' });
  });

  test('training rules: two actions only (no Extra actions)', () => {
    const setup = setupWith({ mission: 'training' });
    const g = game(
      setup,
      PLAYERS,
      scenario(setup, PLAYERS, {
        turn: 'B',
        groups: { B: { entrance: 'north-west' } },
        figures: [
          { id: 'valerie-duval', at: 'b2' },
          { id: 'max-steiner', at: 'c2' },
          { id: 'legionnaire-1', at: 'g7' },
        ],
      }),
    );
    expect(g.state.groups.B!.extra).toBe(0);
    expect(refusals(g, 'B', troopers([act('valerie-duval', move('b3'), move('b4'), move('b5'))]))).toEqual(['no_extra_actions']);
  });
});

// Seed "SÄRSKILDA FÖRMÅGOR".
describe('corporation abilities in a turn', () => {
  test.each([
    { before: 2, after: 3 },
    { before: 5, after: 6 },
    { before: 6, after: 6 },
  ])('Imperial gains an Extra action at the start of each turn: $before → $after (the pool holds at most 6)', ({ before, after }) => {
    const players = [LEGION, IMPERIAL];
    const setup = setupWith();
    const state = scenario(setup, players, {
      turn: 'L',
      order: ['L', 'I'],
      groups: { I: { extra: before, entrance: 'west' } },
      figures: [
        { id: 'sean-gallagher', at: 'b2' },
        { id: 'edward-murdoch', at: 'c2' },
      ],
    });
    const g = game(setup, players, state);
    // The Legion has nothing to do: its tile passes and Imperial's tile is drawn.
    const outcome = step(g, {});
    expect(g.state.turn).toMatchObject({ kind: 'corporation', player: 'I' });
    expect(g.state.groups.I!.extra).toBe(after);
    expect(outcome.events).toContainEqual({ type: 'imperial_extra', player: 'I', extra: after - before });
  });

  test.each([
    { player: 'B', trooper: 'valerie-duval', from: 'b2', path: ['c2', 'd2', 'e2'], refused: [] },
    { player: 'B', trooper: 'valerie-duval', from: 'b2', path: ['c2', 'd2', 'e2', 'f2'], refused: ['path_too_long'] },
    { player: 'M', trooper: 'yojimbo', from: 'b2', path: ['c2', 'd2', 'e2', 'f2'], refused: [] },
    { player: 'M', trooper: 'yojimbo', from: 'b2', path: ['c2', 'd2', 'e2', 'f2', 'g2'], refused: ['path_too_long'] },
  ])('$player moves $path.length squares → $refused (Mishima moves 4)', ({ player, trooper, from, path, refused }) => {
    const setup = setupWith();
    const g = game(
      setup,
      PLAYERS,
      scenario(setup, PLAYERS, { turn: player, groups: { [player]: { entrance: 'west' } }, figures: [{ id: trooper, at: from }] }),
    );
    expect(refusals(g, player, troopers([act(trooper, move(...path))]))).toEqual(refused);
  });
});

// Seed: "Du måste avsluta den ene Doomtrooperns handlingar innan du får påbörja den andres."
describe('one Doomtrooper at a time', () => {
  test('a trooper that finished cannot act again this turn', () => {
    const g = bauhausTurn();
    step(g, { B: troopers([act('valerie-duval', move('f1'))]) });
    expect(g.state.turn?.done).toEqual(['valerie-duval']);
    expect(refusals(g, 'B', troopers([act('valerie-duval', move('f2'))]))).toEqual(['figure_done']);
    expect(asked(g)).toEqual(['B:doomtroopers']);
  });

  test('holding keeps the trooper going; naming the other one finishes it', () => {
    const g = bauhausTurn();
    step(g, { B: troopers([{ ...act('valerie-duval', move('f1')), hold: true }]) });
    expect(g.state.turn).toMatchObject({ active: 'valerie-duval', done: [] });
    const outcome = step(g, { B: troopers([act('max-steiner', move('g1'))]) });
    expect(outcome.events.filter((e) => e.type === 'figure_done').map((e) => (e as { figure: string }).figure)).toEqual(['valerie-duval', 'max-steiner']);
    expect(outcome.events.map((e) => e.type)).toContain('turn_ended');
  });

  test('the same trooper twice in one answer is refused', () => {
    const g = bauhausTurn();
    expect(refusals(g, 'B', troopers([act('valerie-duval', move('f1')), act('valerie-duval', move('f2'))]))).toEqual(['duplicate_activation']);
  });

  test('endTurn ends the turn with troopers unused; the next tile is drawn', () => {
    const g = bauhausTurn();
    const outcome = step(g, { B: troopers([], { endTurn: true }) });
    expect(outcome.events.map((e) => e.type)).toEqual(['turn_ended', 'tile_drawn']);
    expect(g.state.turn).toMatchObject({ kind: 'legion', player: 'L', phase: 'actions' });
    expect(asked(g)).toEqual(['L:legion']);
  });
});

describe('an action the dice made impossible is skipped and the player is asked again', () => {
  test('the second attack on a legionnaire already eliminated', () => {
    const g = bauhausTurn(
      2,
      {
        figures: [
          { id: 'valerie-duval', at: 'f3' },
          { id: 'max-steiner', at: 'g2' },
          { id: 'legionnaire-1', at: 'f4' },
        ],
      },
      { dice: ALL_HIT },
    );
    const outcome = step(g, { B: troopers([act('valerie-duval', melee('legionnaire-1'), melee('legionnaire-1'), move('f2'))]) });
    expect(outcome.events.map((e) => e.type)).toEqual(['attack', 'action_skipped']);
    expect(outcome.events[1]).toEqual({ type: 'action_skipped', figure: 'valerie-duval', index: 1, reason: 'target_not_on_board' });
    expect(fig(g, 'legionnaire-1').status).toBe('dead');
    expect(g.state.turn).toMatchObject({ active: 'valerie-duval', actions: { 'valerie-duval': 1 } });
    expect(asked(g)[0]).toBe('B:doomtroopers');
  });
});
