import type { Lang } from '../../../src/engine/core/catalogue.ts';
import type { Answer } from '../../../src/engine/rulesets/siege-of-the-citadel/answers.ts';
import type { Player } from '../../../src/engine/rulesets/siege-of-the-citadel/players.ts';
import type { Setup } from '../../../src/engine/rulesets/siege-of-the-citadel/setup.ts';
import type { State } from '../../../src/engine/rulesets/siege-of-the-citadel/state.ts';
import { act, BAUHAUS, game, LEGION, move, PLAYERS, ruleset, scenario, setupWith, step, troopers } from './helpers.ts';

/**
 * Positions with each request of Siege of the Citadel open, for the orders-as-text tests: Bo (B) leads Bauhaus
 * (Valerie Duval, Max Steiner), Mia (M) Mishima (Yojimbo, Tatsu), Lena (L) the Legion.
 */
export interface Position {
  setup: Setup;
  players: Player[];
  state: State;
  player: string;
}

/** Bauhaus's turn on the first-strike grid: Valerie on b4, Max outside the west entrance, Legionnaire 9 on d2, two cards in hand. */
export function bauhausTurn(setup: Setup = setupWith(), figures: Record<string, unknown>[] = []): Position {
  const state = scenario(setup, PLAYERS, {
    turn: 'B',
    groups: { B: { entrance: 'west', hand: ['dc-1', 'dc-2'] } },
    sections: { '1': ['mc-2'], '3': ['mc-1'] },
    figures: [{ id: 'valerie-duval', at: 'b4' }, { id: 'max-steiner', status: 'waiting' }, { id: 'legionnaire-9', at: 'd2' }, ...figures],
  });
  return { setup, players: PLAYERS, state, player: 'B' };
}

/** Bauhaus's first turn: no entrance chosen yet. */
export function firstTurn(): Position {
  const setup = setupWith();
  return { setup, players: [LEGION, BAUHAUS], state: scenario(setup, [LEGION, BAUHAUS], { turn: 'B', figures: [] }), player: 'B' };
}

/** A mission without a grid (way-out): Valerie in section 1, a Necromutant in section 2. */
export function gridless(): Position {
  const setup = setupWith({ mission: 'way-out' });
  const state = scenario(setup, PLAYERS, {
    turn: 'B',
    groups: { B: { entrance: 'west', hand: ['dc-1'] } },
    figures: [
      { id: 'valerie-duval', at: '1' },
      { id: 'max-steiner', at: '1' },
      { id: 'necromutant-1', at: '2' },
      { id: 'legionnaire-1', at: '2' },
    ],
  });
  return { setup, players: PLAYERS, state, player: 'B' };
}

export function purchase(): Position {
  const setup = setupWith({
    groups: [
      { corporation: 'bauhaus', points: 12, credits: 2 },
      { corporation: 'mishima', points: 30, credits: 2 },
    ],
  });
  return { setup, players: PLAYERS, state: ruleset.initialState(setup, PLAYERS, { gameSeed: 'g' }), player: 'B' };
}

export function draft(): Position {
  const setup = setupWith({ creditPurchase: false, groups: [{ corporation: 'bauhaus', points: 0, credits: 2 }] });
  return { setup, players: PLAYERS, state: ruleset.initialState(setup, PLAYERS, { gameSeed: 'g' }), player: 'B' };
}

/** The Legion's actions: Legionnaire 1 and Necromutant 1 wait for a gate, Centurion 1 stands on h8, Valerie on b2. */
export function legionTurn(): Position {
  const setup = setupWith();
  const state = scenario(setup, PLAYERS, {
    turn: 'L',
    phase: 'actions',
    groups: { B: { entrance: 'west' } },
    figures: [
      { id: 'valerie-duval', at: 'b2' },
      { id: 'legionnaire-1', status: 'waiting' },
      { id: 'necromutant-1', status: 'waiting' },
      { id: 'centurion-1', at: 'h8' },
    ],
  });
  return { setup, players: PLAYERS, state, player: 'L' };
}

/** Valerie stepped into section 1: its card put Legionnaires 10 and 11 on the table, waiting for the Legion. */
export function placement(): Position {
  const g = game(bauhausTurn().setup, PLAYERS, bauhausTurn().state);
  step(g, { B: troopers([act('valerie-duval', move('b3'))]) });
  return { setup: g.setup, players: PLAYERS, state: g.state, player: 'L' };
}

/** The Legion's reveal: face-down cards in sections 3 and 4. */
export function reveal(): Position {
  const setup = setupWith();
  const state = scenario(setup, PLAYERS, {
    turn: 'L',
    phase: 'reveal',
    sections: { '3': ['mc-1'], '4': ['mc-2'] },
    groups: { B: { entrance: 'west' } },
    figures: [{ id: 'valerie-duval', at: 'b2' }],
  });
  return { setup, players: PLAYERS, state, player: 'L' };
}

/** Mishima's turn: Bauhaus may play a card meanwhile. */
export function playCard(): Position {
  const setup = setupWith();
  const state = scenario(setup, PLAYERS, {
    turn: 'M',
    groups: { B: { entrance: 'west', hand: ['dc-1', 'dc-4'] }, M: { entrance: 'west' } },
    figures: [
      { id: 'valerie-duval', at: 'b2' },
      { id: 'yojimbo', at: 'b4' },
    ],
  });
  return { setup, players: PLAYERS, state, player: 'B' };
}

/** A Razide's attack on Valerie rolled: Bauhaus, holding Cover and Medkit, may play one before the damage. */
export function react(): Position {
  const setup = setupWith({}, { dice: { white: ['miss', 'miss'], red: ['hit', 'hit'], black: ['hit', 'hit'] } });
  const g = game(
    setup,
    PLAYERS,
    scenario(setup, PLAYERS, {
      turn: 'L',
      groups: { B: { entrance: 'west', hand: ['dc-4', 'dc-2'] } },
      figures: [
        { id: 'valerie-duval', at: 'b2' },
        { id: 'yojimbo', at: 'f6' },
        { id: 'razide-1', at: 'c2' },
      ],
    }),
  );
  step(g, { L: { kind: 'legion', activations: [act('razide-1', { type: 'attack', mode: 'melee', target: 'valerie-duval' })], endTurn: true } });
  return { setup: g.setup, players: PLAYERS, state: g.state, player: 'B' };
}

export const ctxOf = (p: Position, lang: Lang, player = p.player) => ({ setup: p.setup, players: p.players, state: p.state, player, lang });

/** The answer as the server takes it from the form: the open request's schema parses what the form posts. */
export function formAnswer(p: Position, posted: Record<string, unknown>, player = p.player): Answer {
  const request = ruleset.decisions!(p.setup, p.players, p.state).find((r) => r.player === player)!;
  return request.schema!.parse(posted) as Answer;
}

export const orderText = ruleset.orderText!;
