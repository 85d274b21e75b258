import { describe, expect, test } from 'vitest';
import { plainText } from '../../../src/engine/core/document.ts';
import { hiddenRandom, shuffled } from '../../../src/engine/core/random.ts';
import { act, asked, ruleset, BAUHAUS, CAPITOL, fig, game, IMPERIAL, LEGION, move, PLAYERS, refusals, scenario, setupWith, step, troopers } from './helpers.ts';

// Seed "DOOMTROOPERKORT": a hidden hand; a card is played at any time, one of its two effects, then discarded;
// Capitol starts every mission with one card more. Cards never carry over to the next mission.
describe('Doomtrooper cards', () => {
  test('dealt from the hidden deck at the start, Capitol one more (option doomtrooperCards = 1)', () => {
    const players = [LEGION, BAUHAUS, CAPITOL, IMPERIAL];
    const setup = setupWith({ creditPurchase: false }, { equipment: [] });
    const state = ruleset.initialState(setup, players, { gameSeed: 'cards' });
    const deck = shuffled(
      hiddenRandom('cards', 'doomtrooper-cards'),
      setup.data.doomtrooperCards.map((c) => c.id),
    );
    expect(state.groups.B!.hand).toEqual(deck.slice(0, 1));
    expect(state.groups.K!.hand).toEqual(deck.slice(1, 3));
    expect(state.groups.I!.hand).toEqual(deck.slice(3, 4));
    expect(state.doomDeck).toEqual(deck.slice(4));
  });

  function withHand(hand: string[], turn = 'B') {
    const setup = setupWith();
    return game(
      setup,
      PLAYERS,
      scenario(setup, PLAYERS, {
        turn,
        groups: { B: { entrance: 'west', hand, extra: 1 }, M: { entrance: 'west' } },
        figures: [
          { id: 'valerie-duval', at: 'e2', strength: 2 },
          { id: 'max-steiner', at: 'f2' },
          { id: 'yojimbo', at: 'b2' },
        ],
      }),
    );
  }

  test.each([
    { card: 'dc-1', effect: 1, target: undefined, refused: [], extra: 2, strength: 2, why: '+1 Extra action' },
    { card: 'dc-1', effect: 2, target: 'valerie-duval', refused: [], extra: 1, strength: 3, why: 'heal 1' },
    { card: 'dc-2', effect: 1, target: 'valerie-duval', refused: [], extra: 1, strength: 4, why: 'heal 2' },
    { card: 'dc-2', effect: 1, target: undefined, refused: ['card_target_required'], extra: 1, strength: 2, why: 'heal needs a target' },
    { card: 'dc-2', effect: 1, target: 'yojimbo', refused: ['card_target_invalid'], extra: 1, strength: 2, why: "not one's own trooper" },
    { card: 'dc-3', effect: 2, target: undefined, refused: [], extra: 1, strength: 2, why: 'a text effect: the GM applies it' },
    { card: 'dc-5', effect: 1, target: undefined, refused: ['card_not_in_hand'], extra: 1, strength: 2, why: 'not in hand' },
  ])('$card effect $effect ($why)', ({ card, effect, target, refused, extra, strength }) => {
    const g = withHand(['dc-1', 'dc-2', 'dc-3']);
    const play = { card, effect, ...(target ? { target } : {}) };
    expect(refusals(g, 'B', troopers([], { card: play }))).toEqual(refused);
    if (refused.length > 0) return;
    const outcome = step(g, { B: troopers([], { card: play }) });
    expect(outcome.events[0]).toMatchObject({ type: 'card_played', player: 'B', card, effect });
    expect(g.state.groups.B).toMatchObject({ extra, played: [{ card, effect }] });
    expect(g.state.groups.B!.hand).not.toContain(card);
    expect(fig(g, 'valerie-duval').strength).toBe(strength);
  });

  test('healing never goes above the starting strength; Extra actions never above 6', () => {
    const g = withHand(['dc-2', 'dc-8']);
    g.state.groups.B!.extra = 5;
    fig(g, 'valerie-duval').strength = 4;
    step(g, { B: troopers([], { card: { card: 'dc-2', effect: 1, target: 'valerie-duval' } }) });
    expect(fig(g, 'valerie-duval').strength).toBe(5);
    step(g, { B: troopers([], { card: { card: 'dc-8', effect: 1 } }) });
    expect(g.state.groups.B!.extra).toBe(6);
  });

  test("played at any time: another group's optional request, resolved before the step's own decision", () => {
    const g = withHand(['dc-1'], 'M');
    expect(asked(g)).toEqual(['M:doomtroopers', 'B:play-card?']);
    const outcome = step(g, { B: { kind: 'play-card', card: 'dc-1', effect: 1 }, M: troopers([act('yojimbo', move('b3'))]) });
    expect(outcome.events.map((e) => e.type).slice(0, 2)).toEqual(['card_played', 'move']);
    expect(g.state.groups.B!.extra).toBe(2);
  });

  test('without a card in hand a group is not offered the optional request', () => {
    const g = withHand([], 'M');
    expect(asked(g)).toEqual(['M:doomtroopers']);
  });

  test('the card Extra action can be spent in the same answer', () => {
    const g = withHand(['dc-3']);
    g.state.groups.B!.extra = 0;
    const answer = troopers([act('max-steiner', move('f1'), move('f2'), move('f1'))], { card: { card: 'dc-3', effect: 1 } });
    expect(refusals(g, 'B', answer)).toEqual([]);
    step(g, { B: answer });
    expect(g.state.groups.B!.extra).toBe(1);
  });
});

// Seed "DOOMTROOPERKORT": "Kortet kan spelas ut när som helst": a window after an attack's roll, before its damage.
describe('the window before the damage', () => {
  const dice = { white: ['miss', 'miss'], red: ['hit', 'hit'], black: ['hit', 'hit'] } as const;
  function razide(hand: string[], handM: string[] = []) {
    const setup = setupWith({}, { dice: { white: [...dice.white], red: [...dice.red], black: [...dice.black] } });
    const g = game(
      setup,
      PLAYERS,
      scenario(setup, PLAYERS, {
        turn: 'L',
        groups: { B: { entrance: 'west', hand }, M: { entrance: 'west', hand: handM } },
        figures: [
          { id: 'valerie-duval', at: 'b2' },
          { id: 'yojimbo', at: 'f6' },
          { id: 'razide-1', at: 'c2' },
        ],
      }),
    );
    step(g, { L: { kind: 'legion', activations: [act('razide-1', { type: 'attack', mode: 'melee', target: 'valerie-duval' })], endTurn: true } });
    return g;
  }

  test('only the threatened group holding a card is asked: required, pass by default, secret, with the roll in the prompt', () => {
    const g = razide(['dc-2'], ['dc-1']);
    const requests = ruleset.decisions!(g.setup, g.players, g.state);
    expect(requests.map((r) => [r.player, r.kind, r.required, r.secret])).toEqual([['B', 'react', true, true]]);
    expect(requests[0]!.defaultAnswer).toEqual({ kind: 'react' });
    expect(requests[0]!.prompt.en).toBe(
      "Razide 1's attack has been rolled: Valerie Duval takes 3 hits. Before the damage (and kevlar) you may play a Doomtrooper card, or pass.",
    );
    expect(requests[0]!.choices!['card.card']!.map((c) => c.value)).toEqual(['dc-2']);
    expect(ruleset.phase!(g.setup, g.state).id).toBe('react');
    expect(fig(g, 'valerie-duval').strength).toBe(5);
    const position = ruleset.describePosition!({ setup: g.setup, players: g.players, state: g.state, lang: 'en', viewer: { role: 'public' } });
    const intro = position.blocks[0]!;
    expect(intro.kind === 'paragraph' ? plainText(intro.content) : '').toContain(
      "The damage of Razide 1's attack waits: Bo may play a Doomtrooper card first.",
    );
  });

  test('no card in the threatened group: no window, the damage at once', () => {
    const g = razide([], ['dc-1']);
    expect(g.outcomes[0]!.events.map((e) => e.type)).toContain('attack');
    expect(fig(g, 'valerie-duval').strength).toBe(3);
    expect(asked(g)).toEqual(['B:doomtroopers', 'M:play-card?']);
  });

  test('a text effect in the window is recorded for the GM and the damage follows', () => {
    const g = razide(['dc-3']);
    expect(refusals(g, 'B', { kind: 'react', card: { card: 'dc-3', effect: 2 } })).toEqual([]);
    const outcome = step(g, { B: { kind: 'react', card: { card: 'dc-3', effect: 2 } } });
    expect(outcome.events.map((e) => e.type).slice(0, 2)).toEqual(['card_played', 'attack']);
    expect(fig(g, 'valerie-duval').strength).toBe(3);
  });

  test('Cover only for a Doomtrooper of the group the roll threatens', () => {
    const g = razide(['dc-4']);
    expect(refusals(g, 'B', { kind: 'react', card: { card: 'dc-4', effect: 1 } })).toEqual(['card_target_required']);
    expect(refusals(g, 'B', { kind: 'react', card: { card: 'dc-4', effect: 1, target: 'max-steiner' } })).toEqual(['card_target_invalid']);
    expect(refusals(g, 'B', { kind: 'react', card: { card: 'dc-4', effect: 1, target: 'valerie-duval' } })).toEqual([]);
  });
});
