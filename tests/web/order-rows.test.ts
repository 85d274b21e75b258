import { describe, expect, it } from 'vitest';
import { emptyRow, orderToRow, rowsFromForm, rowsToOrders, withSpareRows } from '../../src/engine/rulesets/lords-of-chaos/web/order-rows.ts';
import type { FormBody } from '../../src/engine/rulesets/lords-of-chaos/web/order-rows.ts';
import { renderOrderRow } from '../../src/engine/rulesets/lords-of-chaos/web/order-row.ts';
import type { RowContext } from '../../src/engine/rulesets/lords-of-chaos/web/order-row.ts';
import { texts } from '../../src/web/texts.ts';

const ME = 'K';

describe('order form rows -> orders', () => {
  it.each<[string, FormBody, unknown[]]>([
    ['empty form', {}, []],
    ['empty rows are ignored', { 'o0.type': '', 'o1.type': '' }, []],
    [
      'invade takes the invade planet field, not the others',
      { 'o0.type': 'invade', 'o0.invadePlanet': 'cadia', 'o0.defendPlanet': 'fenris', 'o0.count': '3' },
      [{ type: 'invade', planet: 'cadia', count: 3 }],
    ],
    ['blank count means 1', { 'o0.type': 'defend', 'o0.defendPlanet': 'fenris', 'o0.count': '' }, [{ type: 'defend', planet: 'fenris', count: 1 }]],
    [
      'a count that is not a whole number is passed on for the ruleset to refuse',
      { 'o0.type': 'invade', 'o0.invadePlanet': 'cadia', 'o0.count': '-2' },
      [{ type: 'invade', planet: 'cadia', count: '-2' }],
    ],
    ['sector defence', { 'o0.type': 'defendSector', 'o0.sector': 'ext3', 'o0.count': '2' }, [{ type: 'defendSector', sector: 'ext3', count: 2 }]],
    [
      'cession with exchange',
      { 'o0.type': 'cede', 'o0.cedePlanet': 'p32', 'o0.to': 'N', 'o0.exchangeFor': 'p14' },
      [{ type: 'cede', planet: 'p32', to: 'N', exchangeFor: 'p14' }],
    ],
    ['cession without exchange', { 'o0.type': 'cede', 'o0.cedePlanet': 'p32', 'o0.to': 'N', 'o0.exchangeFor': '' }, [{ type: 'cede', planet: 'p32', to: 'N' }]],
    [
      'alliance: members are the player and the allies, sorted; beneficiary and warlord kept',
      { 'o0.type': 'invade', 'o0.invadePlanet': 'x', 'o0.count': '1', 'o0.allies': ['N', 'A'], 'o0.beneficiary': 'N', 'o0.warlord': 'K' },
      [{ type: 'invade', planet: 'x', count: 1, alliance: { members: ['A', 'K', 'N'], beneficiary: 'N', warlord: 'K' } }],
    ],
    [
      'alliance with no beneficiary chosen benefits the player',
      { 'o0.type': 'invade', 'o0.invadePlanet': 'x', 'o0.allies': 'N', 'o0.beneficiary': '' },
      [{ type: 'invade', planet: 'x', count: 1, alliance: { members: ['K', 'N'], beneficiary: 'K' } }],
    ],
    [
      'alliance kill order: the position selects in the order written, blank positions skipped',
      { 'o0.type': 'invade', 'o0.invadePlanet': 'x', 'o0.allies': 'N', 'o0.beneficiary': 'K', 'o0.killOrder': ['N', '', 'K'] },
      [{ type: 'invade', planet: 'x', count: 1, alliance: { members: ['K', 'N'], beneficiary: 'K', killOrder: ['N', 'K'] } }],
    ],
    [
      'kill order without allies = no alliance',
      { 'o0.type': 'invade', 'o0.invadePlanet': 'x', 'o0.killOrder': ['K'] },
      [{ type: 'invade', planet: 'x', count: 1 }],
    ],
    ['no allies ticked = no alliance', { 'o0.type': 'invade', 'o0.invadePlanet': 'x', 'o0.beneficiary': 'N' }, [{ type: 'invade', planet: 'x', count: 1 }]],
    ['deed claim with choice', { 'o0.type': 'claimDeed', 'o0.deed': 'chosen', 'o0.choice': 'Nurgle' }, [{ type: 'claimDeed', deed: 'chosen', choice: 'Nurgle' }]],
    ['unknown type is passed on (the ruleset says invalid_order)', { 'o0.type': 'nuke' }, [{ type: 'nuke' }]],
    [
      'rows keep the written order, gaps and empty rows removed',
      { 'o5.type': 'defend', 'o5.defendPlanet': 'b', 'o0.type': 'defend', 'o0.defendPlanet': 'a', 'o2.type': '' },
      [
        { type: 'defend', planet: 'a', count: 1 },
        { type: 'defend', planet: 'b', count: 1 },
      ],
    ],
    ['fields that are not order rows are ignored', { intent: 'save', 'x.type': 'invade', 'o999.type': 'invade' }, []],
  ])('%s', (_name, body, expected) => {
    expect(rowsToOrders(rowsFromForm(body), ME)).toEqual(expected);
  });

  it('a saved order survives the round trip order -> row -> order', () => {
    const orders = [
      { type: 'invade', planet: 'x', count: 2, alliance: { members: ['K', 'N'], beneficiary: 'N', warlord: 'N' } },
      { type: 'invade', planet: 'y', count: 1, alliance: { members: ['A', 'K', 'N'], beneficiary: 'K', killOrder: ['N', 'A', 'K'] } },
      { type: 'defend', planet: 'fenris', count: 1 },
      { type: 'defendSector', sector: 's', count: 3 },
      { type: 'cede', planet: 'p', to: 'N', exchangeFor: 'q' },
      { type: 'claimDeed', deed: 'avatar' },
    ];
    expect(rowsToOrders(orders.map((o) => orderToRow(o, ME)), ME)).toEqual(orders);
  });

  it('a saved kill order is shown in the form and posts back unchanged (orders -> rendered rows -> form -> orders)', () => {
    const order = { type: 'invade', planet: 'y', count: 1, alliance: { members: ['A', 'K', 'N'], beneficiary: 'K', killOrder: ['N', 'A'] } };
    const players = [{ id: 'K', name: 'Ana' }, { id: 'N', name: 'Bruno' }, { id: 'A', name: 'Carla' }];
    const ctx: RowContext = {
      t: texts('en'),
      names: { planet: (p) => p, sector: (s) => s, subsector: (s) => s },
      me: ME,
      players,
      options: { actionsAvailable: 3, invade: [{ id: 'y', unitCost: 1, crossing: false }], defend: [], defendSector: [], cede: [], recipients: [], exchangeFor: [], deeds: [] },
      deedName: (d) => d,
      owner: () => null,
    };
    const markup = renderOrderRow(ctx, 0, orderToRow(order, ME)).value;
    const selects = [...markup.matchAll(/<select id="o0-killOrder\d+" name="o0\.killOrder">([\s\S]*?)<\/select>/g)];
    expect(selects).toHaveLength(3); // one position per player
    const chosen = selects.map((m) => /<option value="([^"]*)" selected>/.exec(m[1]!)?.[1] ?? '');
    expect(chosen).toEqual(['N', 'A', '']);
    const body: FormBody = { 'o0.type': 'invade', 'o0.invadePlanet': 'y', 'o0.count': '1', 'o0.allies': ['A', 'N'], 'o0.beneficiary': 'K', 'o0.killOrder': chosen };
    expect(rowsToOrders(rowsFromForm(body), ME)).toEqual([order]);
  });

  it('adds spare empty rows up to a minimum', () => {
    const rows = withSpareRows([orderToRow({ type: 'defend', planet: 'a' }, ME)], 2, 5);
    expect(rows).toHaveLength(5);
    expect(rows.slice(1)).toEqual([emptyRow(), emptyRow(), emptyRow(), emptyRow()]);
    expect(withSpareRows([], 3)).toHaveLength(3);
  });
});
