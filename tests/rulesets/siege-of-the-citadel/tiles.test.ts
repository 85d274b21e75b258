import { describe, expect, test } from 'vitest';
import { hiddenRandom, shuffled } from '../../../src/engine/core/random.ts';
import { act, ALL_HIT, asked, fig, FIVE, game, LEGION, BAUHAUS, MISHIMA, melee, PLAYERS, scenario, setupWith, step, troopers } from './helpers.ts';

/** No credits to buy and no equipment: the mission starts as soon as the game does. */
const quick = (options = {}, data = {}) => setupWith({ creditPurchase: false, ...options }, { equipment: [], ...data });

// Seed "FÖRBEREDELSER RESTERANDE REGLER": every tile face down, shuffled, drawn one at a time; the drawn player
// makes their whole turn; the digest: the Legion's tile included.
describe('the tile draw', () => {
  test.each(['g1', 'g2', 'g3', 'another seed'])('round 1 of game seed %j is the hidden shuffle tiles:round-1 of the seats', (gameSeed) => {
    const setup = quick();
    const state = game(setup, FIVE, undefined, gameSeed).state;
    const expected = shuffled(
      hiddenRandom(gameSeed, 'tiles:round-1'),
      FIVE.map((p) => p.id),
    );
    expect(state.round?.order).toEqual(expected);
    expect(state.round?.index).toBe(0);
    expect(state.turn?.player).toBe(expected[0]);
    expect(state.round?.order).toContain('L');
  });

  test('each round has its own hidden stream (tiles:round-2 for round 2)', () => {
    const setup = quick();
    const g = game(setup, PLAYERS, undefined, 'tiles');
    for (let i = 0; i < 10 && (g.state.round?.number ?? 1) === 1; i++) step(g, {}, undefined, 'tiles');
    expect(g.state.round?.number).toBe(2);
    expect(g.state.round?.order).toEqual(shuffled(hiddenRandom('tiles', 'tiles:round-2'), ['L', 'B', 'M']));
  });

  test('tiles are drawn in order: every player once per round', () => {
    const setup = quick();
    const g = game(setup, FIVE, undefined, 'order');
    const drawn: string[] = [g.state.turn!.player];
    for (let i = 0; i < 30 && g.state.round!.number === 1; i++) {
      const outcome = step(g, {}, undefined, 'order');
      for (const e of outcome.events) if (e.type === 'tile_drawn' && e.round === 1) drawn.push(e.player);
    }
    expect(drawn).toEqual(
      shuffled(
        hiddenRandom('order', 'tiles:round-1'),
        FIVE.map((p) => p.id),
      ),
    );
  });
});

// Seed: "Om en spelares båda Doomtroopers elimineras tas dennes korporationsbricka ut ur lottningen."
describe('a group out of the mission leaves the draw', () => {
  test.each([
    { statuses: ['dead', 'dead'], inDraw: false },
    { statuses: ['dead', 'withdrawn'], inDraw: false },
    { statuses: ['withdrawn', 'withdrawn'], inDraw: false },
    { statuses: ['dead', 'board'], inDraw: true },
    { statuses: ['dead', 'waiting'], inDraw: true },
  ])("Mishima troopers $statuses → in the next round's draw: $inDraw", ({ statuses, inDraw }) => {
    const setup = quick();
    const figures = [
      { id: 'yojimbo', status: statuses[0], ...(statuses[0] === 'board' ? { at: 'e2' } : {}) },
      { id: 'tatsu', status: statuses[1], ...(statuses[1] === 'board' ? { at: 'f2' } : {}) },
      { id: 'valerie-duval', at: 'b2' },
    ];
    const g = game(
      setup,
      PLAYERS,
      scenario(setup, PLAYERS, { turn: 'B', order: ['L', 'B'], groups: { B: { entrance: 'west' }, M: { entrance: 'west' } }, figures }),
      'draw',
    );
    step(g, { B: troopers([], { endTurn: true }) }, undefined, 'draw');
    expect(g.state.round?.number).toBe(2);
    expect(g.state.round?.order.includes('M')).toBe(inDraw);
    const expected = shuffled(hiddenRandom('draw', 'tiles:round-2'), inDraw ? ['L', 'B', 'M'] : ['L', 'B']);
    expect(g.state.round?.order).toEqual(expected);
  });

  test("a tile still face down is skipped once the group's last trooper falls during the round", () => {
    const setup = quick({}, { dice: ALL_HIT });
    const g = game(
      setup,
      PLAYERS,
      scenario(setup, PLAYERS, {
        turn: 'L',
        order: ['L', 'M', 'B'],
        groups: { M: { entrance: 'west' }, B: { entrance: 'west' } },
        figures: [
          { id: 'yojimbo', at: 'e2', strength: 1 },
          { id: 'tatsu', status: 'dead' },
          { id: 'razide-1', at: 'e3' },
          { id: 'valerie-duval', at: 'b2' },
        ],
      }),
    );
    const outcome = step(g, { L: { kind: 'legion', activations: [act('razide-1', melee('yojimbo'))], endTurn: true } });
    expect(fig(g, 'yojimbo').status).toBe('dead');
    expect(outcome.events.filter((e) => e.type === 'tile_drawn').map((e) => (e as { player: string }).player)).toEqual(['B']);
    expect(g.state.turn?.player).toBe('B');
  });
});

// Seed: "när det sista händelsekortet i högen spelats ut har uppdraget nått sin sista stridsrunda".
describe('the last round', () => {
  test('the round in which the last event card is drawn is the last: the mission ends with it', () => {
    const setup = quick();
    const g = game(
      setup,
      PLAYERS,
      scenario(setup, PLAYERS, {
        turn: 'L',
        phase: 'event',
        order: ['B', 'L', 'M'],
        events: ['ev-3'],
        groups: { B: { entrance: 'west' }, M: { entrance: 'west' } },
        figures: [{ id: 'valerie-duval', at: 'b2' }],
      }),
    );
    g.state.round!.index = 1;
    const outcome = step(g, {});
    expect(outcome.events.map((e) => e.type).slice(0, 3)).toEqual(['event_drawn', 'turn_ended', 'tile_drawn']);
    expect(outcome.events[0]).toEqual({ type: 'event_drawn', card: 'ev-3', remaining: 0, last: true });
    expect(g.state.round?.last).toBe(true);
    expect(asked(g)).toEqual(['M:doomtroopers']);
    const end = step(g, { M: troopers([], { endTurn: true }) });
    expect(end.events.map((e) => e.type)).toEqual(['turn_ended', 'round_ended', 'mission_over', 'mission_result', 'no_reward', 'no_reward', 'final_scores']);
    expect(end.events[2]).toEqual({ type: 'mission_over', reason: 'last-round' });
    expect(g.state.stage).toBe('over');
  });

  test('a mission without event cards ends at the most rounds (safety option)', () => {
    const setup = quick({ maxRounds: 2 });
    const g = game(
      setup,
      [LEGION, BAUHAUS],
      scenario(setup, [LEGION, BAUHAUS], {
        round: 2,
        turn: 'B',
        order: ['L', 'B'],
        groups: { B: { entrance: 'west' } },
        figures: [{ id: 'valerie-duval', at: 'b2' }],
      }),
    );
    const outcome = step(g, { B: troopers([], { endTurn: true }) });
    expect(outcome.events).toContainEqual({ type: 'mission_over', reason: 'max-rounds' });
  });

  test('no Doomtrooper left in the mission: it ends at once', () => {
    const setup = quick({}, { dice: ALL_HIT });
    const players = [LEGION, MISHIMA];
    const g = game(
      setup,
      players,
      scenario(setup, players, {
        turn: 'L',
        order: ['L', 'M'],
        groups: { M: { entrance: 'west' } },
        events: ['ev-1', 'ev-2'],
        figures: [
          { id: 'yojimbo', at: 'e2', strength: 1 },
          { id: 'tatsu', status: 'withdrawn' },
          { id: 'razide-1', at: 'e3' },
        ],
      }),
    );
    const outcome = step(g, { L: { kind: 'legion', activations: [act('razide-1', melee('yojimbo'))] } });
    expect(outcome.events).toContainEqual({ type: 'mission_over', reason: 'no-troopers' });
    expect(g.state.stage).toBe('over');
  });
});

// Seed "UPPDRAGETS SLUTFÖRANDE" (training): over when every creature or every Doomtrooper is eliminated.
describe('the training mission ends', () => {
  test('when the last creature falls and no monster card is face down', () => {
    const setup = setupWith({ mission: 'training' }, { dice: ALL_HIT });
    const g = game(
      setup,
      PLAYERS,
      scenario(setup, PLAYERS, {
        turn: 'B',
        groups: { B: { entrance: 'north-west' }, M: { entrance: 'north-west' } },
        figures: [
          { id: 'valerie-duval', at: 'b2' },
          { id: 'legionnaire-1', at: 'b3' },
          { id: 'yojimbo', at: 'e2' },
        ],
      }),
    );
    const outcome = step(g, { B: troopers([act('valerie-duval', melee('legionnaire-1'))]) });
    expect(outcome.events).toContainEqual({ type: 'mission_over', reason: 'no-creatures' });
    expect(g.state.result).toMatchObject({ missionScores: { B: 1, M: 0, L: 0 }, winners: ['B'] });
  });

  test('not while a monster card is still face down', () => {
    const setup = setupWith({ mission: 'training' }, { dice: ALL_HIT });
    const g = game(
      setup,
      PLAYERS,
      scenario(setup, PLAYERS, {
        turn: 'B',
        sections: { '4': ['mc-1'] },
        groups: { B: { entrance: 'north-west' } },
        figures: [
          { id: 'valerie-duval', at: 'b2' },
          { id: 'legionnaire-1', at: 'b3' },
        ],
      }),
    );
    step(g, { B: troopers([act('valerie-duval', melee('legionnaire-1'))]) });
    expect(g.state.stage).toBe('round');
  });
});
