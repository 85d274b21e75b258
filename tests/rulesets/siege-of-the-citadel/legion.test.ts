import { describe, expect, test } from 'vitest';
import { act, ALL_HIT, asked, fig, game, legion, melee, move, PLAYERS, refusals, scenario, setupWith, step, troopers, type Game } from './helpers.ts';

function bauhausEnters(section2Cards: string[] = ['mc-7'], options = {}, mission = 'first-strike'): Game {
  const setup = setupWith({ mission, ...options });
  return game(
    setup,
    PLAYERS,
    scenario(setup, PLAYERS, {
      turn: 'B',
      groups: { B: { entrance: 'west' } },
      sections: { '2': section2Cards, '3': ['mc-1'] },
      figures: [
        { id: 'valerie-duval', at: 'g4' },
        { id: 'max-steiner', at: 'g2' },
      ],
    }),
  );
}

// Seed "AVSLÖJA MONSTERKORT": the first time a Doomtrooper comes into a section (its move action over), the
// Legion player reveals the section's monster cards and places the creatures anywhere in it.
describe('revealing monster cards as a Doomtrooper comes in', () => {
  test('the move reveals the card, the turn waits for the Legion to place, then goes on', () => {
    const g = bauhausEnters();
    const outcome = step(g, { B: troopers([act('valerie-duval', move('h4', 'i4'))]) });
    expect(outcome.events.map((e) => e.type)).toEqual(['move', 'cards_revealed']);
    expect(outcome.events[1]).toEqual({
      type: 'cards_revealed',
      section: '2',
      card: 'mc-7',
      creatures: ['centurion-1', 'necromutant-1'],
      missing: [],
      by: 'trooper',
      trooper: 'valerie-duval',
    });
    expect(asked(g)).toEqual(['L:place-monsters']);
    expect(g.state.sections['2']!.cards).toEqual([]);
    step(g, {
      L: {
        kind: 'place-monsters',
        placements: [
          { creature: 'centurion-1', square: 'k2' },
          { creature: 'necromutant-1', square: 'j4' },
        ],
      },
    });
    expect(fig(g, 'centurion-1')).toMatchObject({ status: 'board', square: 'k2', section: '2' });
    expect(fig(g, 'necromutant-1')).toMatchObject({ status: 'board', square: 'j4' });
    expect(asked(g)).toEqual(['B:doomtroopers']);
    expect(g.state.turn).toMatchObject({ active: 'valerie-duval', actions: { 'valerie-duval': 1 } });
  });

  test('actions after a revealing move wait: refused in the same answer', () => {
    const g = bauhausEnters();
    expect(refusals(g, 'B', troopers([act('valerie-duval', move('h4', 'i4'), move('i5'))]))).toEqual(['actions_after_reveal']);
    expect(refusals(g, 'B', troopers([act('valerie-duval', move('h4', 'i4')), act('max-steiner', move('g3'))]))).toEqual(['actions_after_reveal']);
    expect(refusals(g, 'B', troopers([act('max-steiner', move('g3')), act('valerie-duval', move('h4', 'i4'))]))).toEqual([]);
  });

  test('a section already revealed (no face-down card) reveals nothing', () => {
    const g = bauhausEnters([]);
    const outcome = step(g, { B: troopers([act('valerie-duval', move('h4', 'i4'), move('j4'))]) });
    expect(outcome.events.map((e) => e.type)).toEqual(['move', 'move', 'figure_done']);
  });

  test('creatures not available are ignored ("struntar du helt enkelt i det")', () => {
    const g = bauhausEnters(['mc-7']);
    // The only three centurions are already on the board.
    for (const n of [1, 2, 3])
      g.state.figures.push({
        ...fig(g, 'max-steiner'),
        id: `centurion-${n}`,
        kind: 'creature',
        owner: 'L',
        type: 'centurion',
        square: `a${n}`,
        section: '1',
        weapon: null,
        equipment: [],
        visited: [],
      });
    g.state.counters.centurion = 3;
    const outcome = step(g, { B: troopers([act('valerie-duval', move('h4', 'i4'))]) });
    expect(outcome.events[1]).toMatchObject({ type: 'cards_revealed', creatures: ['necromutant-1'], missing: ['centurion'] });
  });

  test.each([
    { square: 'k2', refused: [] },
    { square: 'b2', refused: ['wrong_section'] },
    { square: 'g2', refused: ['wrong_section'] },
    { square: 'k7', refused: ['not_a_square'] },
  ])('placing on $square → $refused', ({ square, refused }) => {
    const g = bauhausEnters();
    step(g, { B: troopers([act('valerie-duval', move('h4', 'i4'))]) });
    expect(
      refusals(g, 'L', {
        kind: 'place-monsters',
        placements: [
          { creature: 'centurion-1', square },
          { creature: 'necromutant-1', square: 'j2' },
        ],
      }),
    ).toEqual(refused);
  });

  test('placement problems: occupied, twice, missing, unknown', () => {
    const g = bauhausEnters();
    step(g, { B: troopers([act('valerie-duval', move('h4', 'i4'))]) });
    const place = (placements: unknown[]) => refusals(g, 'L', { kind: 'place-monsters', placements });
    expect(
      place([
        { creature: 'centurion-1', square: 'i4' },
        { creature: 'necromutant-1', square: 'j2' },
      ]),
    ).toEqual(['square_occupied']);
    expect(
      place([
        { creature: 'centurion-1', square: 'j2' },
        { creature: 'necromutant-1', square: 'j2' },
      ]),
    ).toEqual(['square_occupied']);
    expect(
      place([
        { creature: 'centurion-1', square: 'j2' },
        { creature: 'centurion-1', square: 'j3' },
      ]),
    ).toEqual(['placement_duplicate']);
    expect(place([{ creature: 'centurion-1', square: 'j2' }])).toEqual(['placement_missing']);
  });

  test.each([
    { option: true, square: 'j5', refused: [] },
    { option: false, square: 'j5', refused: ['next_to_trooper'] },
    { option: false, square: 'k5', refused: [] },
  ])('next to the Doomtrooper who came in: placeNextToTrooper $option, $square → $refused', ({ option, square, refused }) => {
    const g = bauhausEnters(['mc-7'], { placeNextToTrooper: option });
    step(g, { B: troopers([act('valerie-duval', move('h4', 'i4'))]) });
    expect(
      refusals(g, 'L', {
        kind: 'place-monsters',
        placements: [
          { creature: 'centurion-1', square },
          { creature: 'necromutant-1', square: 'k2' },
        ],
      }),
    ).toEqual(refused);
  });

  test('at the deadline the creatures take the first free squares in reading order', () => {
    const g = bauhausEnters();
    step(g, { B: troopers([act('valerie-duval', move('h4', 'i4'))]) });
    const outcome = step(g, {});
    expect(outcome.defaulted).toEqual(['L']);
    expect(outcome.events[0]).toEqual({
      type: 'creatures_placed',
      placements: [
        { figure: 'centurion-1', section: '2', square: 'i1', note: null },
        { figure: 'necromutant-1', section: '2', square: 'j1', note: null },
      ],
      defaulted: true,
    });
  });

  test('a move crossing two new sections reveals both', () => {
    const setup = setupWith();
    const g = game(
      setup,
      PLAYERS,
      scenario(setup, PLAYERS, {
        turn: 'B',
        groups: { B: { entrance: 'west' } },
        sections: { '1': ['mc-1'], '2': ['mc-5'] },
        figures: [{ id: 'valerie-duval', at: 'g3' }],
      }),
    );
    const outcome = step(g, { B: troopers([act('valerie-duval', move('h4', 'i4'))]) });
    expect(outcome.events.filter((e) => e.type === 'cards_revealed').map((e) => (e as { section: string }).section)).toEqual(['1', '2']);
    expect(g.state.pending?.creatures).toEqual(['legionnaire-1', 'legionnaire-2', 'necromutant-1', 'legionnaire-3']);
  });
});

// Seed "LEGIONSPELARES OMGÅNG": a face-down card must be turned at the start of the Legion's turn; then the
// event card; then two actions per monster, one monster at a time.
describe("the Legion's turn", () => {
  function legionTurn(sections: Record<string, string[]>, events: string[], figures: Record<string, unknown>[] = [], data = {}, phase = 'reveal') {
    const setup = setupWith({}, data);
    return game(
      setup,
      PLAYERS,
      scenario(setup, PLAYERS, {
        turn: 'L',
        phase,
        sections,
        events,
        groups: { B: { entrance: 'west' }, M: { entrance: 'west' } },
        figures: [{ id: 'valerie-duval', at: 'b2' }, ...figures],
      }),
    );
  }

  test('several sections with face-down cards: the Legion chooses which card to turn, then places', () => {
    const g = legionTurn({ '3': ['mc-1'], '6': ['mc-6'] }, ['ev-3']);
    expect(asked(g)).toEqual(['L:reveal-card']);
    expect(refusals(g, 'L', { kind: 'reveal-card', section: '2' })).toEqual(['no_cards_there']);
    const outcome = step(g, { L: { kind: 'reveal-card', section: '6' } });
    expect(outcome.events[0]).toMatchObject({ type: 'cards_revealed', section: '6', card: 'mc-6', by: 'legion', trooper: null });
    expect(asked(g)).toEqual(['L:place-monsters']);
    const placed = step(g, {
      L: {
        kind: 'place-monsters',
        placements: [
          { creature: 'necromutant-1', square: 'v10' },
          { creature: 'necromutant-2', square: 'v11' },
        ],
      },
    });
    expect(placed.events.map((e) => e.type)).toEqual(['creatures_placed', 'event_drawn']);
    expect(g.state.sections['3']!.cards).toEqual(['mc-1']);
    expect(asked(g)).toEqual(['L:legion']);
  });

  test('one section left: its card is turned without asking', () => {
    const g = legionTurn({ '3': ['mc-1'] }, []);
    expect(g.state.turn).toMatchObject({ phase: 'reveal' });
    const outcome = step(g, {});
    expect(outcome.events[0]).toMatchObject({ type: 'cards_revealed', section: '3', by: 'legion' });
  });

  test('reinforcements: as many as the pool allows, waiting at the entrance the Legion picks', () => {
    const g = legionTurn({}, ['ev-4', 'ev-1']);
    step(g, {});
    expect(g.state.figures.filter((f) => f.kind === 'creature').map((f) => [f.id, f.status, f.entrance])).toEqual([
      ['legionnaire-1', 'waiting', null],
      ['legionnaire-2', 'waiting', null],
      ['necromutant-1', 'waiting', null],
    ]);
    expect(asked(g)).toEqual(['L:legion']);
    const answer = (r: unknown[]) => legion([], { reinforcements: r, endTurn: true });
    expect(refusals(g, 'L', answer([{ creature: 'legionnaire-1', entrance: 'gate-north' }]))).toEqual(['reinforcement_missing']);
    expect(refusals(g, 'L', answer([{ creature: 'legionnaire-1', entrance: 'west' }]))).toEqual(['not_a_legion_entrance']);
    const all = [
      { creature: 'legionnaire-1', entrance: 'gate-north' },
      { creature: 'legionnaire-2', entrance: 'gate-south' },
      { creature: 'necromutant-1', entrance: 'gate-south' },
    ];
    expect(refusals(g, 'L', answer(all))).toEqual([]);
    step(g, { L: legion([act('legionnaire-1', move('l6', 'l5'))], { reinforcements: all, endTurn: true }) });
    expect(fig(g, 'legionnaire-1')).toMatchObject({ status: 'board', square: 'l5' });
    expect(fig(g, 'legionnaire-2')).toMatchObject({ status: 'waiting', entrance: 'gate-south' });
  });

  test('the pool limits reinforcements: the missing creatures are ignored', () => {
    const g = legionTurn(
      {},
      ['ev-8'],
      [
        { id: 'razide-1', at: 'p2' },
        { id: 'razide-2', at: 'p3' },
      ],
    );
    const outcome = step(g, {});
    expect(outcome.events).toContainEqual({ type: 'reinforcements', card: 'ev-8', creatures: [], missing: ['razide'] });
  });

  test('an eliminated creature goes back to the pool and may come again', () => {
    const g = legionTurn(
      {},
      ['ev-8'],
      [
        { id: 'razide-1', status: 'dead' },
        { id: 'razide-2', at: 'p3' },
      ],
    );
    const outcome = step(g, {});
    expect(outcome.events).toContainEqual({ type: 'reinforcements', card: 'ev-8', creatures: ['razide-3'], missing: [] });
  });

  test('two actions per creature, one creature at a time', () => {
    const g = legionTurn(
      {},
      [],
      [
        { id: 'legionnaire-1', at: 'b4' },
        { id: 'legionnaire-2', at: 'e2' },
        { id: 'legionnaire-3', at: 'h7' },
      ],
      { dice: ALL_HIT },
      'actions',
    );
    expect(refusals(g, 'L', legion([act('legionnaire-1', move('b3'), melee('valerie-duval'), melee('valerie-duval'))]))).toEqual(['invalid_sheet']);
    expect(refusals(g, 'L', legion([act('legionnaire-1', move('b3'), melee('valerie-duval')), act('legionnaire-1', move('c3'))]))).toEqual([
      'duplicate_activation',
    ]);
    step(g, { L: legion([{ ...act('legionnaire-1', move('b3')), hold: true }]) });
    expect(refusals(g, 'L', legion([act('legionnaire-1', melee('valerie-duval'), melee('valerie-duval'))]))).toEqual(['action_limit']);
    step(g, { L: legion([act('legionnaire-2', move('d2'))]) });
    expect(g.state.turn?.done).toEqual(['legionnaire-1', 'legionnaire-2']);
    expect(refusals(g, 'L', legion([act('legionnaire-1', melee('valerie-duval'))]))).toEqual(['figure_done']);
    step(g, { L: legion([act('legionnaire-3', move('h6'))]) });
    expect(g.state.turn?.kind).toBe('corporation');
  });

  test('creatures attack Doomtroopers only; they never leave the board', () => {
    const g = legionTurn(
      {},
      [],
      [
        { id: 'legionnaire-1', at: 'a4' },
        { id: 'legionnaire-2', at: 'a5' },
      ],
      {},
      'actions',
    );
    expect(refusals(g, 'L', legion([act('legionnaire-1', melee('legionnaire-2'))]))).toEqual(['target_not_enemy']);
    expect(refusals(g, 'L', legion([act('legionnaire-1', move('off'))]))).toEqual(['cannot_leave']);
    expect(refusals(g, 'L', legion([act('valerie-duval', move('b3'))]))).toEqual(['not_your_figure']);
  });

  test("the deadline ends the Legion's turn (reinforcements at the first Legion entrance)", () => {
    const g = legionTurn({}, ['ev-1']);
    step(g, {});
    const outcome = step(g, {});
    expect(outcome.defaulted).toEqual(['L']);
    expect(outcome.events.slice(0, 3)).toEqual([
      { type: 'reinforcement_entrance', figure: 'legionnaire-1', entrance: 'gate-north' },
      { type: 'reinforcement_entrance', figure: 'legionnaire-2', entrance: 'gate-north' },
      { type: 'turn_ended', player: 'L' },
    ]);
  });
});
