import { describe, expect, test } from 'vitest';
import { resolveTurn } from '../../../src/engine/rulesets/lords-of-chaos/index.ts';
import { MAP, PLAYERS, position } from './fixtures.ts';

type Control = Record<string, string>;
const run = (control: Control, orders: Record<string, unknown[]>, extra: Parameters<typeof position>[1] = {}, seed = 'seed') =>
  resolveTurn({ map: MAP, players: PLAYERS, state: position(control, extra), orders, seed });

const ally = (members: string[], beneficiary: string, more: Record<string, unknown> = {}) => ({ members, beneficiary, ...more });

describe('resolution details', () => {
  test('kill order ties are drawn only when they matter', () => {
    // N and S attack cadia (3 inhabitants) with 1 each, allied: both kill 1, nothing to draw.
    const o1 = run(
      { p32: 'S', p22: 'N' },
      {
        N: [{ type: 'invade', planet: 'cadia', alliance: ally(['N', 'S'], 'S') }],
        S: [{ type: 'invade', planet: 'cadia', alliance: ally(['N', 'S'], 'S') }],
      },
    );
    expect(o1.kills).toMatchObject({ N: 1, S: 1 });
    expect(o1.draws).toEqual([]);
    // Same on q22 (1 inhabitant): exactly one of them kills it, drawn as kills:q22.
    const o2 = run(
      { q21: 'S', q13: 'N' },
      {
        N: [{ type: 'invade', planet: 'q22', alliance: ally(['N', 'S'], 'S') }],
        S: [{ type: 'invade', planet: 'q22', alliance: ally(['N', 'S'], 'S') }],
      },
    );
    expect(o2.draws).toEqual([{ what: 'kills:q22#1', among: ['N', 'S'], chosen: expect.any(String) }]);
    expect(o2.kills[o2.draws[0]!.chosen]).toBe(1);
    expect(o2.kills.N! + o2.kills.S!).toBe(1);
  });

  test("the beneficiary's killOrder decides who kills", () => {
    const o = run(
      { p32: 'S', p22: 'N' },
      {
        N: [{ type: 'invade', planet: 'cadia', count: 1, alliance: ally(['N', 'S'], 'S') }],
        S: [{ type: 'invade', planet: 'cadia', count: 3, alliance: ally(['N', 'S'], 'S', { killOrder: ['N', 'S'] }) }],
      },
      { permanentActions: { S: 3 } },
    );
    expect(o.rejected).toEqual([]);
    expect(o.kills).toMatchObject({ N: 1, S: 2 });
  });

  test('conquest events carry the numbers; events are grouped per planet', () => {
    const o = run({ p32: 'K' }, { K: [{ type: 'invade', planet: 'cadia', count: 5 }] }, { permanentActions: { K: 5 } });
    const planetEvents = o.events.filter((e) => 'planet' in e).map((e) => e.type);
    expect(planetEvents).toEqual(['defence', 'attack', 'kill', 'conquest']);
    expect(o.events.find((e) => e.type === 'conquest')).toEqual({
      type: 'conquest',
      planet: 'cadia',
      from: null,
      to: 'K',
      players: ['K'],
      attack: 5,
      killed: 3,
      defence: 1,
    });
  });

  test('exchange: both halves happen together', () => {
    const o = run(
      { p11: 'K', p14: 'N' },
      {
        K: [{ type: 'cede', planet: 'p11', to: 'N', exchangeFor: 'p14' }],
        N: [{ type: 'cede', planet: 'p14', to: 'K', exchangeFor: 'p11' }],
      },
    );
    expect(o.control).toMatchObject({ p11: 'N', p14: 'K' });
  });

  test('exchange half missing: the other cession does not happen either', () => {
    const o = run({ p11: 'K', p14: 'N' }, { K: [{ type: 'cede', planet: 'p11', to: 'N', exchangeFor: 'p14' }] });
    expect(o.control).toMatchObject({ p11: 'K', p14: 'N' });
    expect(o.events).toContainEqual({ type: 'cession_failed', planet: 'p11', from: 'K', to: 'N', exchangeFor: 'p14', reason: 'exchange_half_missing' });
  });

  test('burn: 5 per player eliminated, split between achievers rounding up', () => {
    // K takes T's and S's only planets; N takes M's only planet (one elimination: no burn for N).
    const o = run(
      { p11: 'K', p14: 'N', p12: 'T', p13: 'S', q12: 'M' },
      {
        K: [
          { type: 'invade', planet: 'p12' },
          { type: 'invade', planet: 'p13' },
          { type: 'claimDeed', deed: 'burn' },
        ],
        N: [{ type: 'claimDeed', deed: 'burn' }],
      },
      { permanentActions: { K: 3 } },
    );
    expect(o.eliminated).toEqual({ S: ['K'], T: ['K'] });
    expect(o.deeds).toEqual({ burn: ['K'] });
    expect(o.scoreBreakdown.K!.deeds).toBe(10);
    expect(o.events).toContainEqual({ type: 'deed_not_awarded', deed: 'burn', player: 'N', reason: 'condition_not_met' });
  });

  test('game over: players tied for the lead are Paladins; the state stays at turn 8', () => {
    const o = run({ p12: 'K', p14: 'N' }, {}, { turn: 8 });
    expect(o.gameOver).toMatchObject({ supremeLord: null, paladins: ['K', 'N'] });
    expect(o.gameOver!.ranking.slice(0, 3)).toEqual([
      { player: 'K', score: 2, rank: 1 },
      { player: 'N', score: 2, rank: 1 },
      { player: 'M', score: 0, rank: 3 },
    ]);
    expect(o.nextState.turn).toBe(8);
  });

  test('deeds update the next state: permanent action, favour, deedsTaken', () => {
    // K holds all three Khorne worlds of this map at the start: avatar.
    const o = run({ p22: 'K', q11: 'K', q14: 'K' }, { K: [{ type: 'claimDeed', deed: 'avatar' }] });
    expect(o.deeds).toEqual({ avatar: ['K'] });
    expect(o.permanentActions.K).toBe(1);
    expect(o.nextState.deedsTaken).toEqual(['avatar']);
    expect(o.turnPoints.K).toBe(3 + 10);
  });
});
