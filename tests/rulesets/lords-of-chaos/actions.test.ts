import { describe, expect, test } from 'vitest';
import { actionsAvailable } from '../../../src/engine/rulesets/lords-of-chaos/index.ts';
import { MAP, PLAYERS, position } from './fixtures.ts';

// Rules §4: base 1, +1 any planet, +1 flat for any whole subsector, +1 per Resources, +2 per whole sector,
// +1 per held sacred world of a served god [D], +1 per permanent bonus.
interface Row {
  name: string;
  player: string;
  control: Record<string, string>;
  actions: number;
  favours?: Record<string, string[]>;
  extraSacred?: Record<string, string[]>;
  permanentActions?: Record<string, number>;
}

const rows: Row[] = [
  { name: 'no planets', player: 'K', control: {}, actions: 1 },
  { name: 'one plain planet', player: 'K', control: { p12: 'K' }, actions: 2 },
  { name: 'one Resources planet', player: 'K', control: { p11: 'K' }, actions: 3 },
  { name: 'whole subsector with Resources', player: 'K', control: { p11: 'K', p12: 'K' }, actions: 4 },
  { name: 'two whole subsectors: flat +1, plus the sector', player: 'K', control: { p11: 'K', p12: 'K', p13: 'K', p14: 'K' }, actions: 1 + 1 + 1 + 1 + 2 },
  { name: 'own sacred world', player: 'K', control: { p22: 'K' }, actions: 3 },
  { name: "another god's sacred world gives nothing", player: 'N', control: { p22: 'N' }, actions: 2 },
  { name: 'favour makes Khorne worlds count', player: 'N', control: { p22: 'N' }, favours: { N: ['Khorne'] }, actions: 3 },
  { name: 'temple world (extraSacred) counts for its god', player: 'M', control: { p12: 'M' }, extraSacred: { p12: ['Malal'] }, actions: 3 },
  { name: 'permanent bonus', player: 'K', control: {}, permanentActions: { K: 2 }, actions: 3 },
  { name: 'whole eye sector', player: 'K', control: { q21: 'K', q22: 'K' }, actions: 1 + 1 + 1 + 2 },
];

describe('actions available (rules §4)', () => {
  test.each(rows)('$name → $actions', ({ name: _name, player, control, actions, ...extra }) => {
    expect(actionsAvailable(MAP, PLAYERS, position(control, extra), player)).toBe(actions);
  });
});
