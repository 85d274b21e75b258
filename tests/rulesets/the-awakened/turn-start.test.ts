import { describe, expect, test } from 'vitest';
import { growthStage, growthWanted } from '../../../src/engine/rulesets/the-awakened/stages/growth.ts';
import { resourcesStage } from '../../../src/engine/rulesets/the-awakened/stages/resources.ts';
import { baseProduction, production } from '../../../src/engine/rulesets/the-awakened/markers.ts';
import { ctxOf, play, position, setupWith, show, type LandSketch } from './helpers.ts';

// Seed step 1: "1 Population - remove it / 2 Populations - gain no Population / 3 Populations - gain one
// Population, if Land allows / 4 or more - gain up to two Population, if Land allows. Remove excessive
// population from Lands that have more population then the Land can hold."
describe('step 1: population growth and decay', () => {
  test.each([
    [1, 0],
    [2, 0],
    [3, 1],
    [4, 2],
    [9, 2],
  ])('%i population want %i more', (population, wanted) => {
    expect(growthWanted(population)).toBe(wanted);
  });

  test.each<{ name: string; land: LandSketch; after: number; gained: number; died: number; trimmed: number }>([
    { name: 'a lone population dies', land: { marker: '3|=', p: 1 }, after: 0, gained: 0, died: 1, trimmed: 0 },
    { name: 'a lone population dies even with room and a City', land: { marker: '5|=', p: 1, b: ['city'] }, after: 0, gained: 0, died: 1, trimmed: 0 },
    { name: 'two stay two', land: { marker: '5|=', p: 2 }, after: 2, gained: 0, died: 0, trimmed: 0 },
    { name: 'three gain one', land: { marker: '5|=', p: 3 }, after: 4, gained: 1, died: 0, trimmed: 0 },
    { name: 'three at the cap gain nothing', land: { marker: '3|=', p: 3 }, after: 3, gained: 0, died: 0, trimmed: 0 },
    { name: 'four gain two', land: { marker: '6|=', p: 4 }, after: 6, gained: 2, died: 0, trimmed: 0 },
    { name: 'four gain only up to the cap', land: { marker: '5|=', p: 4 }, after: 5, gained: 1, died: 0, trimmed: 0 },
    { name: 'four at the cap gain nothing', land: { marker: '4|=', p: 4 }, after: 4, gained: 0, died: 0, trimmed: 0 },
    { name: 'over the cap: trimmed to it', land: { marker: '3|=', p: 6 }, after: 3, gained: 0, died: 0, trimmed: 3 },
    { name: 'two over a cap of one: trimmed', land: { marker: '1|x2', p: 2 }, after: 1, gained: 0, died: 0, trimmed: 1 },
    { name: 'a City adds one to the cap', land: { marker: '3|=', p: 3, b: ['city'] }, after: 4, gained: 1, died: 0, trimmed: 0 },
    { name: 'a City keeps one more', land: { marker: '3|=', p: 5, b: ['city'] }, after: 4, gained: 0, died: 0, trimmed: 1 },
    { name: 'military does not count', land: { marker: '5|=', p: 3, m: 4, v: 2 }, after: 4, gained: 1, died: 0, trimmed: 0 },
  ])('$name', ({ land, after, gained, died, trimmed }) => {
    const g = position({ c3: { owner: 'a', ...land } });
    const state = structuredClone(g.state);
    const events = growthStage(ctxOf(g.setup, state), state, 'a');
    expect(state.lands.c3!.population).toBe(after);
    const event = events.find((e) => e.type === 'growth' && e.land === 'c3');
    if (gained + died + trimmed === 0) expect(event).toBeUndefined();
    else expect(event).toMatchObject({ before: land.p, gained, died, trimmed, after });
  });

  test('only the active player grows', () => {
    const g = position({ c3: { owner: 'b', marker: '5|=', p: 3 }, b3: { owner: 'a', marker: '5|=', p: 3 } });
    const state = structuredClone(g.state);
    growthStage(ctxOf(g.setup, state), state, 'a');
    expect([state.lands.c3!.population, state.lands.b3!.population]).toEqual([3, 4]);
  });

  // Seed, contents of the box: 25 population cubes per colour.
  test('growth stops when the colour has no cubes left (cubes removed earlier in board order come back first)', () => {
    // a: chamber c1 4 + b3 6 (cap 3: 3 trimmed) + c3 10 + d3 4 (cap 9) = 24 on the board; supply 25.
    const g = position(
      { b3: { owner: 'a', marker: '3|=', p: 6 }, c3: { owner: 'a', marker: '12|=', p: 10 }, d3: { owner: 'a', marker: '9|=', p: 4 } },
      { setup: setupWith({ chamberCap: 4 }) },
    );
    const state = structuredClone(g.state);
    const events = growthStage(ctxOf(g.setup, state), state, 'a');
    // supply left 1; b3 trims 3 (left 4); c3 +2 (left 2); d3 +2 (left 0).
    expect([state.lands.b3!.population, state.lands.c3!.population, state.lands.d3!.population]).toEqual([3, 12, 6]);
    const g2 = position({ c3: { owner: 'a', marker: '12|=', p: 10 }, d3: { owner: 'a', marker: '9|=', p: 10 } });
    const s2 = structuredClone(g2.state);
    const e2 = growthStage(ctxOf(g2.setup, s2), s2, 'a');
    // 4 + 10 + 10 = 24: one cube left for c3, none for d3 (which is over its cap 9 anyway: trimmed to 9).
    expect([s2.lands.c3!.population, s2.lands.d3!.population]).toEqual([11, 9]);
    expect(e2.find((e) => e.type === 'growth' && e.land === 'c3')).toMatchObject({ gained: 1, supplyShort: 1 });
    expect(events.length).toBeGreaterThan(0);
  });
});

// Seed step 4: "+1 ... one more Resource then its current Population. -1 ... one less. x2 ... twice as many.
// = ... as many. =<2 ... up to a maximum of 2. 0 ... doesn't produce any Resources." Step 5: "A Factory adds
// one to the Resource production of a Land, after any Land modifications".
describe('production by marker', () => {
  test.each([
    ['+1', 3, false, 4],
    ['-1', 3, false, 2],
    ['-1', 1, false, 0],
    ['x2', 3, false, 6],
    ['=', 3, false, 3],
    ['=<2', 5, false, 2],
    ['=<2', 1, false, 1],
    ['=<3', 4, false, 3],
    ['0', 4, false, 0],
    ['0', 4, true, 1],
    ['=<3', 4, true, 4],
    ['x2', 2, true, 5],
    ['-1', 1, true, 1],
    ['+1', 0, false, 0],
    ['+1', 0, true, 0],
  ])('[ | %s] with %i population, factory %s: %i', (mod, population, factory, expected) => {
    expect(production(mod, population, factory)).toBe(expected);
    if (!factory) expect(baseProduction(mod, population)).toBe(expected);
  });
});

// Seed step 2: "If a Land produces as many Resources as it has Population, all resources are consumed ... If
// a Land produces less ... decrease stored Resources with one per excessive Population. If there are not
// enough Resources to cover Population, remove excessive Population. If a Land produces more ... gain a
// stored Resource marker" ([D] one per surplus resource).
describe('step 2: resources', () => {
  test.each<{ name: string; land: LandSketch; produced: number; stored: number; population: number; starved: number; gained: number }>([
    { name: 'production equals population: nothing stored', land: { marker: '3|=', p: 3, r: 2 }, produced: 3, stored: 2, population: 3, starved: 0, gained: 0 },
    { name: '+1 stores one', land: { marker: '4|+1', p: 3 }, produced: 4, stored: 1, population: 3, starved: 0, gained: 1 },
    { name: 'x2 stores the surplus', land: { marker: '4|x2', p: 3, r: 1 }, produced: 6, stored: 4, population: 3, starved: 0, gained: 3 },
    { name: '-1 without stores: one starves', land: { marker: '4|-1', p: 3 }, produced: 2, stored: 0, population: 2, starved: 1, gained: 0 },
    { name: '-1 with stores: a stored resource is eaten', land: { marker: '4|-1', p: 3, r: 2 }, produced: 2, stored: 1, population: 3, starved: 0, gained: 0 },
    {
      name: '=<2 with four: one eaten from stores, one starves',
      land: { marker: '5|=<2', p: 4, r: 1 },
      produced: 2,
      stored: 0,
      population: 3,
      starved: 1,
      gained: 0,
    },
    { name: '0 eats the stores', land: { marker: '3|0', p: 2, r: 5 }, produced: 0, stored: 3, population: 2, starved: 0, gained: 0 },
    { name: '0 with a Factory', land: { marker: '3|0', p: 2, r: 0, b: ['factory'] }, produced: 1, stored: 0, population: 1, starved: 1, gained: 0 },
    {
      name: 'resources alone produce nothing and are kept',
      land: { marker: '3|+1', p: 0, r: 2, m: 1 },
      produced: 0,
      stored: 2,
      population: 0,
      starved: 0,
      gained: 0,
    },
  ])('$name', ({ land, produced, stored, population, starved, gained }) => {
    const g = position({ c3: { owner: 'a', ...land } });
    const state = structuredClone(g.state);
    const events = resourcesStage(ctxOf(g.setup, state), state, 'a');
    expect(state.lands.c3!.resources).toBe(stored);
    expect(state.lands.c3!.population).toBe(population);
    const event = events.find((e) => e.type === 'production' && e.land === 'c3');
    if (land.p === 0) expect(event).toBeUndefined();
    else expect(event).toMatchObject({ produced, starved, gained, storedAfter: stored });
  });

  test('option surplus per-population: "gain a stored Resource marker per population"', () => {
    const g = position({ c3: { owner: 'a', marker: '4|+1', p: 3 } }, { setup: setupWith({ surplus: 'per-population' }) });
    const state = structuredClone(g.state);
    resourcesStage(ctxOf(g.setup, state), state, 'a');
    expect(state.lands.c3!.resources).toBe(3);
  });

  // Seed, contents of the box: 20 resource markers per colour.
  test('surplus beyond the 20 resource markers is lost', () => {
    const g = position({ b3: { owner: 'a', marker: '5|=', p: 0, r: 14, m: 1 }, c3: { owner: 'a', marker: '4|x2', p: 3 } });
    // a holds 5 (chamber) + 14 = 19: one marker left for a surplus of 3.
    const state = structuredClone(g.state);
    const events = resourcesStage(ctxOf(g.setup, state), state, 'a');
    expect(state.lands.c3!.resources).toBe(1);
    expect(events.find((e) => e.type === 'production' && e.land === 'c3')).toMatchObject({ gained: 1, lost: 2 });
  });

  test('stores eaten earlier in board order free markers for later surpluses', () => {
    // a: chamber c1 [4|0] 4 population eat 4 of its 5; b3 x2 surplus 3 with 15 stored elsewhere.
    const g = position({
      c1: { owner: 'a', marker: '4|0', p: 4, r: 5 },
      b3: { owner: 'a', marker: '5|x2', p: 3, r: 0 },
      e3: { owner: 'a', marker: '5|=', m: 1, r: 15 },
    });
    const state = structuredClone(g.state);
    resourcesStage(ctxOf(g.setup, state), state, 'a');
    // c1 (row 1) first: 20 → 16 held; b3: surplus 3 all stored.
    expect([state.lands.c1!.resources, state.lands.b3!.resources]).toEqual([1, 3]);
  });
});

// Seed worked example: "A Land with [ 3 | =<3 ] can support a Population of 3, and produce up to 3 Resources.
// ... A City in this Land brings the maximum Population up to 4. But this Land produces maximum 3 Resources,
// and the 4th Population would starve unless additional Resources were stored in the Land. A Factory would
// bring an additional Resource, up to four produced resources."
describe('the seed example: [3 | =<3] with a City and a Factory (steps 1–2 of a turn)', () => {
  const startOfTurn = (land: LandSketch) => {
    // Bruno ends his turn (step B, nothing done): Alba's turn starts with steps 1 and 2.
    const g = position({ c3: { owner: 'a', marker: '3|=<3', ...land } }, { active: 'b', step: 'actions' });
    return play(g, undefined);
  };
  test.each<{ name: string; land: LandSketch; population: number; stored: number }>([
    { name: 'three population: three produced and consumed, nothing stored', land: { p: 3 }, population: 3, stored: 0 },
    { name: 'four population without a City: trimmed to 3', land: { p: 4 }, population: 3, stored: 0 },
    { name: 'a City: grows to 4, the 4th starves', land: { p: 3, b: ['city'] }, population: 3, stored: 0 },
    { name: 'a City and a stored resource: the 4th eats it', land: { p: 3, r: 1, b: ['city'] }, population: 4, stored: 0 },
    { name: 'a City and a Factory: four produced, four fed', land: { p: 3, b: ['city', 'factory'] }, population: 4, stored: 0 },
    { name: 'a Factory alone: 4 produced for 3, one stored', land: { p: 3, b: ['factory'] }, population: 3, stored: 1 },
  ])('$name', ({ land, population, stored }) => {
    const { state, outcome } = startOfTurn(land);
    expect(state.active).toBe('a');
    expect(state.step).toBe('moves');
    expect(show(state, 'c3')).toBe(`a P${population} R${stored} M0 V0${land.b ? ` [${land.b.join(',')}]` : ''}`);
    expect(outcome.events.filter((e) => e.type === 'turn_start')).toEqual([{ type: 'turn_start', player: 'a', round: 2 }]);
    expect(state.turnStart.map((e) => e.type)[0]).toBe('turn_start');
  });

  test('population always eats available resources: stores are spent before anybody starves', () => {
    const { state } = startOfTurn({ p: 3, r: 5, b: ['city'] });
    expect(show(state, 'c3')).toBe('a P4 R4 M0 V0 [city]');
  });
});
