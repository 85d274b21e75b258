import type { Options, Player, Setup } from '../../../src/engine/rulesets/the-awakened/schemas.ts';
import { ALBA, BRUNO, CARME, DARIO, type LandSketch } from './helpers.ts';

/**
 * The case files of tests/cases/the-awakened/, written as specs: a position (sketched lands, or the initial
 * position of a game seed), the answers of each step and the expected result — computed by hand from the
 * rules (each spec cites the seed). case-files.test.ts in this folder turns every spec into its JSON file
 * (UPDATE_GOLDEN=1 writes them) and checks the files match; tests/rulesets/case-files.test.ts and the CLI
 * (`npm run --silent adjudicate -- --ruleset the-awakened --check <file>`) run them.
 *
 * Two-player board: a's chamber c1, b's c5 (when sketched). c1 touches b1 d1 b2 c2; c2 touches c1 d1 b2 d2 c3 d3;
 * c3 touches b2 c2 b3 d3 b4 c4; c4 touches c3 d3 b4 d4 c5 d5; b4 touches b3 c3 a4 c4 b5 c5.
 */
export interface CaseSpec {
  file: string;
  name: string;
  description: string;
  players?: Player[];
  options?: Partial<Options>;
  data?: Partial<Setup['data']>;
  /** Sketched position (see helpers.position); absent: the initial position of `gameSeed`. */
  sketch?: Record<string, LandSketch>;
  at?: { active?: string; step?: 'moves' | 'actions'; round?: number; drawn?: number };
  gameSeed?: string;
  /** Answers per step (player id → answer); {} = nobody answers (deadline: do nothing). */
  steps: Record<string, unknown>[];
  expect: Record<string, unknown>;
}

const m = (from: string, to: string, population = 0, resources = 0, via?: string) => ({ from, to, population, resources, ...(via ? { via } : {}) });
const mv = (...list: ReturnType<typeof m>[]) => ({ moves: list });
const act = (a: { build?: unknown[]; form?: unknown[]; military?: unknown[] }) => ({ build: a.build ?? [], form: a.form ?? [], military: a.military ?? [] });
const raid = (from: string, to: string, units: { m?: number; v?: number }, option = 'none', extra: Record<string, unknown> = {}) => ({
  type: 'raid',
  from,
  to,
  m: units.m ?? 0,
  v: units.v ?? 0,
  option,
  buildings: [],
  moveIn: 0,
  ...extra,
});
const march = (from: string, to: string, units: { m?: number; v?: number }, via?: string) => ({
  type: 'move',
  from,
  to,
  m: units.m ?? 0,
  v: units.v ?? 0,
  ...(via ? { via } : {}),
});
/** A land's expected pieces. */
const L = (owner: string | null, population: number, resources: number, extra: Record<string, unknown> = {}) => ({ owner, population, resources, ...extra });
const rej = (reason: string, index = 0, player = 'a', step = 1) => ({ step, player, index, reason });
/** Bruno ends his turn without doing anything: Alba's turn starts (steps 1–2), she is asked for her moves. */
const startOfAlbasTurn = { active: 'b', step: 'actions' as const };
const prepared = {
  markers: [
    { cap: 3, mod: '=<3' },
    { cap: 5, mod: '+1' },
    { cap: 2, mod: 'x2' },
  ],
};

export const CASE_SPECS: CaseSpec[] = [
  // ------------------------------------------------------------------ setup
  {
    file: 'setup-two-players.json',
    name: 'Setup, 2 players: chambers at random on the two brown spaces, 4 population and 5 resources each',
    description:
      'Seed setup: "place them by random in the spaces marked in brown"; "Each player places 4 Population cubes and 5 resource markers on their cryo chambers"; a random first player.',
    gameSeed: 'setup-2',
    steps: [],
    expect: {
      state: {
        chambers: {
          oneOf: [
            { a: 'c1', b: 'c5' },
            { a: 'c5', b: 'c1' },
          ],
        },
        order: {
          oneOf: [
            ['a', 'b'],
            ['b', 'a'],
          ],
        },
        lands: {
          c1: { marker: { cap: 4, mod: '=' }, population: 4, resources: 5, military: { m: 0, v: 0 }, buildings: [] },
          c5: { marker: { cap: 4, mod: '=' }, population: 4, resources: 5 },
          c3: { marker: null, owner: null, population: 0 },
        },
        markers: { drawn: 0, total: 50 },
        round: 1,
        step: 'moves',
      },
      decisions: { oneOf: [[{ player: 'a', kind: 'moves', required: true }], [{ player: 'b', kind: 'moves', required: true }]] },
    },
  },
  {
    file: 'setup-four-players.json',
    name: 'Setup, 4 players: the four-player board, four chambers',
    description: 'Seed setup: "Choose terrain board layout based on number of players"; [D] default boards for 2, 3 and 4 players.',
    players: [ALBA, BRUNO, CARME, DARIO],
    gameSeed: 'setup-4',
    steps: [],
    expect: {
      state: {
        board: 'four',
        lands: {
          e1: { population: 4, resources: 5 },
          a2: { population: 4, resources: 5 },
          f5: { population: 4, resources: 5 },
          b6: { population: 4, resources: 5 },
          c3: { owner: null },
        },
        eliminated: [],
      },
    },
  },

  // ------------------------------------------------------------------ step 1: population
  ...(
    [
      ['growth-lone-population-dies', 'A lone population dies', '"1 Population - remove it"', { marker: '5|=', p: 1, r: 1 }, L('a', 0, 1)],
      ['growth-two-gain-nothing', 'Two population gain nothing', '"2 Populations - gain no Population"', { marker: '5|=', p: 2 }, L('a', 2, 0)],
      ['growth-three-gain-one', 'Three population gain one', '"3 Populations - gain one Population, if Land allows"', { marker: '5|=', p: 3 }, L('a', 4, 0)],
      ['growth-four-gain-two', 'Four or more gain two', '"4 or more - gain up to two Population, if Land allows"', { marker: '6|=', p: 4 }, L('a', 6, 0)],
      [
        'growth-up-to-the-cap',
        'Growth stops at the cap',
        '"gain up to two Population, if Land allows" (cap 5, 4 population: +1)',
        { marker: '5|=', p: 4 },
        L('a', 5, 0),
      ],
      [
        'growth-trimmed-to-cap',
        'Population above the cap is removed',
        '"Remove excessive population from Lands that have more population then the Land can hold."',
        { marker: '3|=', p: 5 },
        L('a', 3, 0),
      ],
      [
        'growth-city-adds-one',
        'A City adds one to the cap',
        'Step 5: "A City adds one to the Population limit of a Land" (cap 3 + City, 3 population: +1).',
        { marker: '3|=', p: 3, b: ['city'] },
        L('a', 4, 0, { buildings: ['city'] }),
      ],
    ] as const
  ).map(([file, name, quote, land, expected]): CaseSpec => ({
    file: `${file}.json`,
    name,
    description: `Seed step 1: ${quote}. Bruno ends his turn; Alba's turn starts with steps 1–2 on c3.`,
    sketch: { c3: { owner: 'a', ...land } },
    at: startOfAlbasTurn,
    steps: [{}],
    expect: { state: { active: 'a', step: 'moves', round: 2, lands: { c3: expected } } },
  })),
  {
    file: 'growth-limited-by-cubes.json',
    name: 'Growth stops when the colour has no cubes left (25)',
    description:
      'Seed, contents of the box: 25 population cubes per colour. Alba holds 4 + 12 + 8 = 24: c3 gains 1 (one cube left), d3 nothing (board order); she reaches 25, the two-player target, and wins in step 1.',
    sketch: { c3: { owner: 'a', marker: '14|=', p: 12 }, d3: { owner: 'a', marker: '10|=', p: 8 } },
    at: startOfAlbasTurn,
    steps: [{}],
    expect: {
      gameOver: true,
      state: { lands: { c3: { population: 13 }, d3: { population: 8 } }, winners: ['a'], endReason: 'population' },
      outcome: {
        events: [
          { type: 'round_start', round: 2 },
          { type: 'turn_start', player: 'a', round: 2 },
          { type: 'growth', land: 'c3', before: 12, gained: 1, supplyShort: 1, after: 13 },
          { type: 'growth', land: 'd3', before: 8, gained: 0, supplyShort: 2, after: 8 },
          { type: 'game_over', reason: 'population', winners: ['a'], population: { a: 25, b: 4 } },
        ],
      },
    },
  },

  // ------------------------------------------------------------------ step 2: resources
  ...(
    [
      [
        'resources-equal-consumed',
        'Production equal to population: all consumed',
        '"If a Land produces as many Resources as it has Population, all resources are consumed"',
        { marker: '2|=', p: 2, r: 1 },
        L('a', 2, 1),
      ],
      [
        'resources-plus-one-stored',
        '+1 stores the surplus resource',
        '"+1 means that the Land produces one more Resource" and "gain a stored Resource marker" ([D] one per surplus resource)',
        { marker: '2|+1', p: 2 },
        L('a', 2, 1),
      ],
      [
        'resources-x2-stored',
        'x2 stores one per surplus resource',
        '"x2 means that the Land produces twice as many Resources"',
        { marker: '2|x2', p: 2, r: 1 },
        L('a', 2, 3),
      ],
      [
        'resources-minus-one-eats-stores',
        '-1 eats a stored resource',
        '"decrease stored Resources with one per excessive Population"',
        { marker: '2|-1', p: 2, r: 3 },
        L('a', 2, 2),
      ],
      [
        'resources-starvation',
        'Unfed population is removed',
        '"If there are not enough Resources to cover Population, remove excessive Population."',
        { marker: '2|-1', p: 2 },
        L('a', 1, 0),
      ],
      [
        'resources-up-to-n',
        '=<2 produces at most two',
        '"=<2 means that the Land produces up to a maximum of 2 resources per turn, even if your Population is bigger" (4 population, 1 stored: 2 produced, 1 eaten, 1 starves)',
        { marker: '4|=<2', p: 4, r: 1 },
        L('a', 3, 0),
      ],
      [
        'resources-zero',
        '0 produces nothing',
        '"0 means that the Land doesn\'t produce any Resources" (2 population eat 2 of 3 stored)',
        { marker: '2|0', p: 2, r: 3 },
        L('a', 2, 1),
      ],
      [
        'resources-factory-after-modifier',
        'A Factory adds one after the modifier',
        'Step 5: "A Factory adds one to the Resource production of a Land, after any Land modifications" (=<2 with 2 population: 2 + 1 = 3, one stored)',
        { marker: '2|=<2', p: 2, b: ['factory'] },
        L('a', 2, 1, { buildings: ['factory'] }),
      ],
    ] as const
  ).map(([file, name, quote, land, expected]): CaseSpec => ({
    file: `${file}.json`,
    name,
    description: `Seed step 2: ${quote}. Steps 1–2 of Alba's turn on c3 (2 population: no growth).`,
    sketch: { c3: { owner: 'a', ...land } },
    at: startOfAlbasTurn,
    steps: [{}],
    expect: { state: { lands: { c3: expected } } },
  })),
  {
    file: 'resources-surplus-lost-without-markers.json',
    name: 'Surplus beyond the 20 resource markers is lost',
    description:
      'Seed, contents of the box: 20 resource markers per colour. Alba holds 5 + 14 = 19: c3 (x2, 3 population, cap 3) stores 1 of its surplus of 3.',
    sketch: { c3: { owner: 'a', marker: '3|x2', p: 3 }, e3: { owner: 'a', marker: '3|=', r: 14, m: 1 } },
    at: startOfAlbasTurn,
    steps: [{}],
    expect: {
      state: { lands: { c3: L('a', 3, 1) } },
      outcome: {
        events: [
          { type: 'round_start' },
          { type: 'turn_start' },
          { type: 'production', land: 'c1', gained: 0 },
          { type: 'production', land: 'c3', produced: 6, gained: 1, lost: 2 },
        ],
      },
    },
  },
  {
    file: 'resources-option-per-population.json',
    name: 'Option "per population": one stored marker per population when production exceeds it',
    description:
      'Seed step 2, literal reading: "gain a stored Resource marker per population" (contested: game option `surplus`). +1 with 2 population: 2 stored.',
    options: { surplus: 'per-population' },
    sketch: { c3: { owner: 'a', marker: '2|+1', p: 2 } },
    at: startOfAlbasTurn,
    steps: [{}],
    expect: { state: { lands: { c3: L('a', 2, 2) } } },
  },
  ...(
    [
      [
        'seed-example-three-upto3',
        'Seed example: [3 | =<3] with 3 population',
        '"with a Population of 3, three Resources are produced and consumed, leaving no stored Resources"',
        {},
        L('a', 3, 0),
      ],
      [
        'seed-example-three-upto3-city',
        'Seed example: a City in [3 | =<3]: the 4th population starves',
        '"A City in this Land brings the maximum Population up to 4. But this Land produces maximum 3 Resources, and the 4th Population would starve"',
        { b: ['city'] },
        L('a', 3, 0, { buildings: ['city'] }),
      ],
      [
        'seed-example-three-upto3-city-stored',
        'Seed example: a City in [3 | =<3] with a stored resource: the 4th lives',
        '"the 4th Population would starve unless additional Resources were stored in the Land"',
        { b: ['city'], r: 1 },
        L('a', 4, 0, { buildings: ['city'] }),
      ],
      [
        'seed-example-three-upto3-city-factory',
        'Seed example: City and Factory in [3 | =<3]: four produced, four fed',
        '"A Factory would bring an additional Resource, up to four produced resources."',
        { b: ['city', 'factory'] },
        L('a', 4, 0, { buildings: ['city', 'factory'] }),
      ],
      [
        'seed-example-population-eats-stores',
        'Seed: population always consumes available resources',
        '"Your Population always consumes available Resources. It\'s not possible to let your Population starve to save Resources." (City, 5 stored: one eaten)',
        { b: ['city'], r: 5 },
        L('a', 4, 4, { buildings: ['city'] }),
      ],
    ] as const
  ).map(([file, name, quote, extra, expected]): CaseSpec => ({
    file: `${file}.json`,
    name,
    description: `Seed worked example: ${quote}. c3 holds [3 | =<3] and 3 population; Alba's steps 1–2 run.`,
    sketch: { c3: { owner: 'a', marker: '3|=<3', p: 3, ...extra } },
    at: startOfAlbasTurn,
    steps: [{}],
    expect: { state: { lands: { c3: expected } } },
  })),

  // ------------------------------------------------------------------ Exodus
  {
    file: 'exodus-migrates-to-foreign-resources.json',
    name: 'Exodus: starving population migrates, one per foreign stored resource',
    description:
      'Seed extra rule 1: "if resources are available in an adjacent Land owned by a foreign player one excessive population per foreign resource will migrate". c3 (0, 3 population) next to Bruno\'s c4 (2 stored): 2 migrate, 1 starves.',
    options: { exodus: true },
    sketch: { c3: { owner: 'a', marker: '3|0', p: 3 }, c4: { owner: 'b', marker: '5|=', p: 2, r: 2 } },
    at: startOfAlbasTurn,
    steps: [{}],
    expect: {
      state: { lands: { c3: L(null, 0, 0), c4: L('b', 4, 2) } },
      outcome: {
        events: [
          { type: 'round_start' },
          { type: 'turn_start' },
          { type: 'production', land: 'c1' },
          { type: 'production', land: 'c3', produced: 0, starved: 1, migrated: 2 },
          { type: 'exodus', from: 'c3', to: 'c4', player: 'a', toPlayer: 'b', count: 2, joined: 2 },
        ],
      },
    },
  },
  {
    file: 'exodus-off-by-default.json',
    name: 'Without Exodus (default) the unfed population starves',
    description: 'Exodus is an optional rule ("Extra rules"): off by default.',
    sketch: { c3: { owner: 'a', marker: '3|0', p: 3 }, c4: { owner: 'b', marker: '5|=', p: 2, r: 2 } },
    at: startOfAlbasTurn,
    steps: [{}],
    expect: { state: { lands: { c3: L(null, 0, 0), c4: L('b', 2, 2) } } },
  },
  {
    file: 'exodus-never-to-own-land.json',
    name: "Exodus never goes to the active player's own land",
    description: 'Seed extra rule 1: "Note that Population never migrates to a Land controlled by the active player."',
    options: { exodus: true },
    sketch: { c3: { owner: 'a', marker: '3|0', p: 2 }, c4: { owner: 'a', marker: '5|=', p: 2, r: 4 } },
    at: startOfAlbasTurn,
    steps: [{}],
    expect: { state: { lands: { c3: L(null, 0, 0), c4: L('a', 2, 4) } } },
  },
  {
    file: 'exodus-wins-for-the-other-player.json',
    name: 'Exodus can bring the other player to the target: they win at once',
    description:
      'Seed "Winning the game" ("the first player to reach") with Exodus: Bruno (4 + 2) receives 2 migrants and reaches the target 8 (option) during Alba\'s resources step.',
    options: { exodus: true, winPopulationSmall: 8 },
    sketch: { c3: { owner: 'a', marker: '3|0', p: 3 }, c4: { owner: 'b', marker: '5|=', p: 2, r: 2 } },
    at: startOfAlbasTurn,
    steps: [{}],
    expect: { gameOver: true, state: { winners: ['b'], over: true, active: null }, decisions: [] },
  },

  // ------------------------------------------------------------------ step 3–4: moves and exploration
  {
    file: 'move-explores-with-the-top-marker.json',
    name: 'Population entering an unexplored land draws the top marker',
    description:
      'Seed step 4: "If Population has been moved into an unexplored Land, pick the topmost Land marker and place it on the Land." Stack in list order (option shuffleMarkers off).',
    options: { shuffleMarkers: false },
    data: prepared,
    sketch: {},
    steps: [{ a: mv(m('c1', 'c2', 2, 1)) }],
    expect: {
      state: {
        lands: { c1: L('a', 2, 4), c2: L('a', 2, 1, { marker: { cap: 3, mod: '=<3' } }) },
        markers: { drawn: 1, total: 3 },
        active: 'a',
        step: 'actions',
      },
      outcome: {
        events: [
          { type: 'move', from: 'c1', to: 'c2', population: 2, resources: 1, via: null },
          { type: 'explore', land: 'c2', marker: { cap: 3, mod: '=<3' }, draw: 1 },
        ],
      },
    },
  },
  {
    file: 'move-explores-in-answer-order.json',
    name: 'Two new lands: markers in the order the answer enters them',
    description: 'Seed step 4, one marker per land; [D] drawn in the order the lands are first entered in the answer.',
    options: { shuffleMarkers: false },
    data: prepared,
    sketch: {},
    steps: [{ a: mv(m('c1', 'd1', 2), m('c1', 'b1', 2)) }],
    expect: { state: { lands: { d1: { marker: { cap: 3, mod: '=<3' } }, b1: { marker: { cap: 5, mod: '+1' } } }, markers: { drawn: 2 } } },
  },
  {
    file: 'move-stack-exhausted.json',
    name: 'No marker left: no new land can be explored',
    description: '[D] digest: "an exhausted marker stack leaves further lands unexplorable" (50 of 50 drawn).',
    sketch: {},
    at: { drawn: 50 },
    steps: [{ a: mv(m('c1', 'c2', 2)) }],
    expect: { rejected: [rej('no_land_markers')], state: { lands: { c2: { marker: null, owner: null } } } },
  },
  {
    file: 'move-railroad-two-lands.json',
    name: 'Through a Railroad: two lands in one move',
    description: 'Seed step 5: "Population, Resources and Military may thus move one extra Land when moving through a Land with a Railroad."',
    sketch: { c2: { owner: 'a', marker: '3|=', p: 2, b: ['railroad'] }, c3: { owner: 'a', marker: '4|=', p: 2 } },
    steps: [{ a: mv(m('c1', 'c3', 2, 1, 'c2')) }],
    expect: { state: { lands: { c1: L('a', 2, 4), c2: L('a', 2, 0), c3: L('a', 4, 1) } } },
  },
  {
    file: 'move-resources-alone-through-railroad.json',
    name: 'Unaccompanied resources pass a Railroad to end with population',
    description:
      'Seed step 5: "Unaccompanied Resources may be moved into and pass a land with Railroad if they end their movement in a Land with Population or Military."',
    sketch: { c2: { owner: 'a', marker: '3|=', b: ['railroad'], r: 1, m: 1 }, c3: { owner: 'a', marker: '4|=', p: 2 } },
    steps: [{ a: mv(m('c1', 'c3', 0, 3, 'c2'), m('c1', 'c2', 0, 2)) }],
    expect: { rejected: [], state: { lands: { c1: L('a', 4, 0), c2: L('a', 0, 3), c3: L('a', 2, 3) } } },
  },
  {
    file: 'seed-example-resources-alone-into-empty-land.json',
    name: 'Seed example: resources cannot go alone into an empty land',
    description: 'Seed step 3: "Resources cannot be sent into a Land without Population or Military." The answer is refused; nothing moves.',
    sketch: { c2: { marker: '3|=' } },
    steps: [{ a: mv(m('c1', 'c2', 0, 2)) }],
    expect: { rejected: [rej('resources_unaccompanied')], state: { lands: { c1: L('a', 4, 5), c2: L(null, 0, 0) } } },
  },
  {
    file: 'move-resources-with-population.json',
    name: 'Resources may go into an empty land with population moving there',
    description: "Seed step 3: resources go where population is; population moved in the same answer counts ([D] judged once the step's moves are made).",
    sketch: { c2: { marker: '3|=' }, b2: { owner: 'a', marker: '3|=', p: 2, r: 2 } },
    steps: [{ a: mv(m('c1', 'c2', 2), m('b2', 'c2', 0, 2)) }],
    expect: { rejected: [], state: { lands: { c2: L('a', 2, 2), b2: L('a', 2, 0) } } },
  },
  {
    file: 'move-resources-to-military.json',
    name: "Resources may join the player's military",
    description: 'Seed step 3: "Resources cannot be sent into a Land without Population or Military" — military is enough.',
    sketch: { c2: { owner: 'a', marker: '3|=', m: 1 } },
    steps: [{ a: mv(m('c1', 'c2', 0, 3)) }],
    expect: { rejected: [], state: { lands: { c2: L('a', 0, 3, { military: { m: 1, v: 0 } }) } } },
  },
  {
    file: 'move-resources-into-land-left-empty.json',
    name: 'Resources cannot go into a land its population leaves',
    description: "Seed step 3; [D] the destination must hold population or military once the step's moves are made.",
    sketch: { c2: { owner: 'a', marker: '3|=', p: 2 } },
    steps: [{ a: mv(m('c2', 'c3', 2), m('c1', 'c2', 0, 1)) }],
    expect: { rejected: [rej('resources_unaccompanied', 1)] },
  },
  ...(
    [
      [
        'move-each-population-once',
        'Each population moves once',
        'Step 3: "Each Population and stored Resource can be moved once"',
        {},
        mv(m('c1', 'b1', 3), m('c1', 'c2', 2)),
        'not_enough_population',
        1,
      ],
      [
        'move-arrivals-stay',
        'Population arriving this step cannot move on',
        'Step 3: "can be moved once"',
        { c2: { owner: 'a', marker: '3|=', p: 1 } },
        mv(m('c1', 'c2', 2), m('c2', 'c3', 2)),
        'not_enough_population',
        1,
      ],
      [
        'move-each-resource-once',
        'Each stored resource moves once',
        'Step 3: "Each Population and stored Resource can be moved once"',
        {},
        mv(m('c1', 'b1', 2, 3), m('c1', 'd1', 2, 3)),
        'not_enough_resources',
        1,
      ],
      ['move-not-adjacent', 'Moves go to an adjacent land', 'Step 3: "to an adjacent Land"', {}, mv(m('c1', 'c3', 2)), 'not_adjacent', 0],
      [
        'move-no-railroad',
        'Two lands only through a Railroad',
        'Step 5: "when moving through a Land with a Railroad"',
        { c2: { owner: 'a', marker: '3|=', p: 2 } },
        mv(m('c1', 'c3', 2, 0, 'c2')),
        'no_railroad',
        0,
      ],
      [
        'move-one-railroad-only',
        'Only one Railroad per move',
        'Step 5: "A unit may pass only one Railroad during a turn, and can therefore never move more through more then two Lands" (c1 → b2 → b4: not adjacent)',
        { b2: { marker: '3|=', b: ['railroad'] }, b3: { marker: '3|=', b: ['railroad'] } },
        mv(m('c1', 'b4', 2, 0, 'b2')),
        'not_adjacent',
        0,
      ],
      [
        'move-via-occupied',
        "No passing through another player's land",
        '[D] the land passed through must be unoccupied or own',
        { c2: { owner: 'b', marker: '3|=', p: 2, b: ['railroad'] } },
        mv(m('c1', 'c3', 2, 0, 'c2')),
        'via_occupied',
        0,
      ],
      [
        'move-land-occupied',
        "No moving into another player's land",
        'Step 3: "to an adjacent Land that is unoccupied or controlled by the active player"',
        { c2: { owner: 'b', marker: '3|=', r: 1 } },
        mv(m('c1', 'c2', 2)),
        'land_occupied',
        0,
      ],
      [
        'move-not-your-land',
        "Only the player's own pieces move",
        'Step 3: the active player moves their population and resources',
        { c2: { owner: 'b', marker: '3|=', p: 2 } },
        mv(m('c2', 'c3', 2)),
        'not_your_land',
        0,
      ],
      ['move-same-land', 'A move goes somewhere else', 'Step 3: "to an adjacent Land"', {}, mv(m('c1', 'c1', 2)), 'same_land', 0],
      ['move-nothing-to-move', 'A move moves something', 'Step 3 (an empty order is refused)', {}, mv(m('c1', 'c2', 0, 0)), 'nothing_to_move', 0],
    ] as const
  ).map(([file, name, quote, sketch, answer, reason, index]): CaseSpec => ({
    file: `${file}.json`,
    name,
    description: `Seed ${quote}. The answer is refused with "${reason}" (order ${index}); nothing moves.`,
    sketch,
    steps: [{ a: answer }],
    expect: { rejected: [rej(reason, index)], state: { lands: { c1: L('a', 4, 5) }, step: 'actions' } },
  })),
  {
    file: 'move-unknown-land-refused-by-schema.json',
    name: "A land that is not on the board is refused by the answer's schema",
    description: "The step's request schema lists the board's lands (the form offers only them).",
    sketch: {},
    steps: [{ a: mv(m('c1', 'z9', 2)) }],
    expect: { rejected: [rej('invalid_sheet')] },
  },
  {
    file: 'move-answer-for-the-other-step.json',
    name: 'Step A takes moves only',
    description: 'The forum turn is two answers: moves (steps 3–4), then build/form/military (steps 5–8).',
    sketch: {},
    steps: [{ a: act({ form: [{ land: 'c1', count: 1 }] }) }],
    expect: { rejected: [rej('invalid_sheet')], state: { lands: { c1: L('a', 4, 5, { military: { m: 0, v: 0 } }) } } },
  },
  {
    file: 'move-other-player-not-asked.json',
    name: 'Only the active player is asked',
    description: "Sequential game: one player's turn at a time; the others wait.",
    sketch: {},
    steps: [{ b: mv(m('c5', 'c4', 2)) }],
    expect: { rejected: [rej('not_asked', 0, 'b')], state: { lands: { c5: L('b', 4, 5) } }, decisions: [{ player: 'a', kind: 'actions', required: true }] },
  },
  {
    file: 'move-into-abandoned-land-takes-buildings.json',
    name: 'Moving into an abandoned land takes its buildings',
    description: 'Seed step 5: "Abandoned or conquered buildings remain intact in their lands".',
    sketch: { c2: { owner: 'b', marker: '3|=', b: ['city', 'factory'] } },
    steps: [{ a: mv(m('c1', 'c2', 3)) }],
    expect: {
      state: { lands: { c2: L('a', 3, 0, { buildings: ['city', 'factory'] }) } },
      outcome: { events: [{ type: 'move' }, { type: 'land_taken', player: 'a', land: 'c2', from: 'b', buildings: ['city', 'factory'] }] },
    },
  },
  {
    file: 'move-abandoning-destroys-defence.json',
    name: 'Abandoning a land destroys its Defence, other buildings stay',
    description: 'Seed step 5: "except for Defence that is destroyed if abandoned or conquered."',
    sketch: { c2: { owner: 'a', marker: '3|=', p: 2, b: ['defence', 'railroad'] } },
    steps: [{ a: mv(m('c2', 'c3', 2)) }],
    expect: {
      state: { lands: { c2: { owner: 'a', population: 0, buildings: ['railroad'] } } },
      outcome: { events: [{ type: 'move' }, { type: 'explore' }, { type: 'defence_abandoned', land: 'c2', player: 'a' }] },
    },
  },

  // ------------------------------------------------------------------ step 5: buildings
  {
    file: 'build-city-and-factory.json',
    name: 'Two stored resources per building; one of each type per land',
    description:
      'Seed step 5: "Two stored Resources in a Land can be spent to construct a building. There are four types of buildings, and a Land can hold one of each type."',
    sketch: { c2: { owner: 'a', marker: '3|=', p: 2, r: 5 } },
    at: { step: 'actions' },
    steps: [
      {
        a: act({
          build: [
            { land: 'c2', building: 'city' },
            { land: 'c2', building: 'factory' },
          ],
        }),
      },
    ],
    expect: { rejected: [], state: { lands: { c2: L('a', 2, 1, { buildings: ['city', 'factory'] }) }, active: 'b' } },
  },
  ...(
    [
      [
        'build-not-on-cryo-chamber',
        'No building on the cryo chamber',
        '"No buildings can be constructed on the cryo chamber."',
        {},
        [{ land: 'c1', building: 'city' }],
        'cryo_chamber',
        0,
      ],
      [
        'build-one-of-each-type',
        'One building of each type per land',
        '"a Land can hold one of each type"',
        { c2: { owner: 'a', marker: '3|=', p: 2, r: 4, b: ['city'] } },
        [{ land: 'c2', building: 'city' }],
        'building_exists',
        0,
      ],
      [
        'build-needs-two-resources',
        'A building costs two stored resources',
        '"Two stored Resources in a Land can be spent"',
        { c2: { owner: 'a', marker: '3|=', p: 2, r: 1 } },
        [{ land: 'c2', building: 'factory' }],
        'not_enough_resources',
        0,
      ],
      [
        'build-resources-spent-by-first',
        'Resources spent on a first building are gone',
        '"Two stored Resources in a Land can be spent" (3 stored: one building)',
        { c2: { owner: 'a', marker: '3|=', p: 2, r: 3 } },
        [
          { land: 'c2', building: 'factory' },
          { land: 'c2', building: 'city' },
        ],
        'not_enough_resources',
        1,
      ],
      [
        'build-not-your-land',
        "Only in the player's own lands",
        '"Two stored Resources in a Land" of the active player',
        { c2: { owner: 'b', marker: '3|=', p: 2, r: 3 } },
        [{ land: 'c2', building: 'city' }],
        'not_your_land',
        0,
      ],
      [
        'build-thirteen-of-a-type',
        'At most 13 buildings of a type on the board',
        '"A maximum of 13 buildings of each type can be built on the game board."',
        {
          ...Object.fromEntries(
            ['a2', 'b2', 'c2', 'd2', 'e2', 'a3', 'b3', 'c3', 'd3', 'e3', 'a4', 'b4', 'c4'].map((id) => [id, { marker: '3|=', b: ['railroad'] }]),
          ),
          d4: { owner: 'a', marker: '3|=', p: 2, r: 2 },
        },
        [{ land: 'd4', building: 'railroad' }],
        'building_supply',
        0,
      ],
    ] as const
  ).map(([file, name, quote, sketch, build, reason, index]): CaseSpec => ({
    file: `${file}.json`,
    name,
    description: `Seed step 5: ${quote}. Refused with "${reason}".`,
    sketch: sketch as Record<string, LandSketch>,
    at: { step: 'actions' },
    steps: [{ a: act({ build: build as unknown as unknown[] }) }],
    expect: { rejected: [rej(reason, index)] },
  })),

  // ------------------------------------------------------------------ steps 6–7: ageing and forming
  {
    file: 'age-m-to-v-and-dismiss.json',
    name: 'Ageing: M become V, V are dismissed; new units stay M',
    description:
      'Seed step 6: "M" Military become veterans, marked "V". Veterans are dismissed and removed from the game board." Step 7 comes after: a unit formed now is M.',
    sketch: { c2: { owner: 'a', marker: '3|=', p: 3, r: 2, m: 2, v: 1 } },
    at: { step: 'actions' },
    steps: [{ a: act({ form: [{ land: 'c2', count: 1 }] }) }],
    expect: {
      state: { lands: { c2: L('a', 2, 1, { military: { m: 1, v: 2 } }) } },
      outcome: {
        events: [
          { type: 'age', land: 'c2', promoted: 2, dismissed: 1 },
          { type: 'form', land: 'c2', count: 1 },
          { type: 'turn_start', player: 'b' },
          { type: 'production', land: 'c5' },
        ],
      },
    },
  },
  {
    file: 'age-only-the-active-player.json',
    name: "Only the active player's military ages",
    description: "Seed step 6 is a step of the active player's turn.",
    sketch: { c2: { owner: 'a', marker: '3|=', p: 2, m: 1 }, c4: { owner: 'b', marker: '3|=', p: 2, m: 1, v: 1 } },
    at: { step: 'actions' },
    steps: [{ a: act({}) }],
    expect: { state: { lands: { c2: { military: { m: 0, v: 1 } }, c4: { military: { m: 1, v: 1 } } } } },
  },
  {
    file: 'form-military.json',
    name: 'Forming: one resource and one population per unit',
    description:
      'Seed step 7: "One Resource and one Population can be spent to form a Military unit." "Military does not count against the maximum Population a Land can hold."',
    sketch: { c2: { owner: 'a', marker: '3|=', p: 3, r: 2 } },
    at: { step: 'actions' },
    steps: [{ a: act({ form: [{ land: 'c2', count: 2 }] }) }],
    expect: { rejected: [], state: { lands: { c2: L('a', 1, 0, { military: { m: 2, v: 0 } }) } } },
  },
  ...(
    [
      [
        'form-needs-population',
        'Forming needs population',
        { c2: { owner: 'a', marker: '3|=', p: 1, r: 3 } },
        [{ land: 'c2', count: 2 }],
        [],
        'not_enough_population',
        0,
        {},
      ],
      [
        'form-needs-resources',
        'Forming needs resources',
        { c2: { owner: 'a', marker: '3|=', p: 3, r: 1 } },
        [{ land: 'c2', count: 2 }],
        [],
        'not_enough_resources',
        0,
        {},
      ],
      [
        'form-after-building',
        'Resources spent on a building cannot form military',
        { c2: { owner: 'a', marker: '3|=', p: 3, r: 2 } },
        [{ land: 'c2', count: 1 }],
        [{ land: 'c2', building: 'city' }],
        'not_enough_resources',
        0,
        {},
      ],
      [
        'form-military-markers-run-out',
        "No more units than the colour's military markers",
        { c2: { owner: 'a', marker: '3|=', p: 3, r: 3, m: 1 } },
        [{ land: 'c2', count: 2 }],
        [],
        'military_supply',
        0,
        { supply: { population: 25, resources: 20, military: 2, buildings: 13 } },
      ],
    ] as const
  ).map(([file, name, sketch, form, build, reason, index, data]): CaseSpec => ({
    file: `${file}.json`,
    name,
    description: `Seed step 7 ("One Resource and one Population can be spent"; 20 military markers per colour, GM data). Refused with "${reason}".`,
    sketch: sketch as Record<string, LandSketch>,
    data: data as Partial<Setup['data']>,
    at: { step: 'actions' },
    steps: [{ a: act({ form: form as unknown as unknown[], build: build as unknown as unknown[] }) }],
    expect: { rejected: [rej(reason, index)] },
  })),

  // ------------------------------------------------------------------ step 8: military moves
  {
    file: 'military-move.json',
    name: "Military moves to an unoccupied explored land, which becomes the player's",
    description: 'Seed step 8: "Move, to an unoccupied Land or a Land controlled by the active player". The unit formed last turn is a veteran after step 6.',
    sketch: { c2: { owner: 'a', marker: '3|=', p: 2, m: 1 }, c3: { marker: '2|=' } },
    at: { step: 'actions' },
    steps: [{ a: act({ military: [march('c2', 'c3', { v: 1 })] }) }],
    expect: { rejected: [], state: { lands: { c2: L('a', 2, 0, { military: { m: 0, v: 0 } }), c3: L('a', 0, 0, { military: { m: 0, v: 1 } }) } } },
  },
  {
    file: 'military-move-through-railroad.json',
    name: 'New military moves two lands through a Railroad',
    description: 'Seed step 5 (Railroad: "Population, Resources and Military may thus move one extra Land") and step 7: units formed this turn act in step 8.',
    sketch: { c2: { owner: 'a', marker: '3|=', p: 2, b: ['railroad'] }, c3: { marker: '2|=' } },
    at: { step: 'actions' },
    steps: [{ a: act({ form: [{ land: 'c1', count: 2 }], military: [march('c1', 'c3', { m: 2 }, 'c2')] }) }],
    expect: { rejected: [], state: { lands: { c1: L('a', 2, 3), c3: L('a', 0, 0, { military: { m: 2, v: 0 } }) } } },
  },
  ...(
    [
      [
        'military-cannot-explore',
        'Military cannot enter an unexplored land',
        '[D] digest: military cannot explore',
        { c2: { owner: 'a', marker: '3|=', p: 2, m: 1 } },
        march('c2', 'c3', { v: 1 }),
        'military_cannot_explore',
      ],
      [
        'military-land-occupied',
        "Military cannot move into another player's land",
        'step 8: "Move, to an unoccupied Land or a Land controlled by the active player"',
        { c2: { owner: 'a', marker: '3|=', p: 2, m: 1 }, c3: { owner: 'b', marker: '2|=', p: 1 } },
        march('c2', 'c3', { v: 1 }),
        'land_occupied',
      ],
      [
        'military-not-enough-units',
        'Only units that are there',
        'step 8 ("Military units can choose one of the following actions")',
        { c2: { owner: 'a', marker: '3|=', p: 2, m: 1 }, c3: { marker: '2|=' } },
        march('c2', 'c3', { v: 2 }),
        'not_enough_military',
      ],
      [
        'military-veterans-after-ageing',
        'Units formed last turn act as veterans (V) after ageing',
        'step 6 comes before step 8: "M" Military become veterans',
        { c2: { owner: 'a', marker: '3|=', p: 2, m: 1 }, c3: { marker: '2|=' } },
        march('c2', 'c3', { m: 1 }),
        'not_enough_military',
      ],
      [
        'military-no-units',
        'An order names units',
        'step 8',
        { c2: { owner: 'a', marker: '3|=', p: 2, m: 1 }, c3: { marker: '2|=' } },
        march('c2', 'c3', {}),
        'no_units',
      ],
      [
        'military-not-adjacent',
        'Military moves one land (two through a Railroad)',
        'step 5 Railroad',
        { c2: { owner: 'a', marker: '3|=', p: 2, m: 1 }, c4: { marker: '2|=' } },
        march('c2', 'c4', { v: 1 }),
        'not_adjacent',
      ],
    ] as const
  ).map(([file, name, quote, sketch, order, reason]): CaseSpec => ({
    file: `${file}.json`,
    name,
    description: `Seed ${quote}. Refused with "${reason}".`,
    sketch: sketch as Record<string, LandSketch>,
    at: { step: 'actions' },
    steps: [{ a: act({ military: [order] }) }],
    expect: { rejected: [rej(reason)] },
  })),
  {
    file: 'military-each-unit-acts-once.json',
    name: 'Each unit acts once per turn',
    description: 'Seed step 8: "Military units can choose one of the following actions per turn". The unit that moved to c3 cannot move on.',
    sketch: { c2: { owner: 'a', marker: '3|=', p: 2, m: 1 }, c3: { marker: '2|=' }, c4: { marker: '2|=' } },
    at: { step: 'actions' },
    steps: [{ a: act({ military: [march('c2', 'c3', { v: 1 }), march('c3', 'c4', { v: 1 })] }) }],
    expect: { rejected: [rej('not_enough_military', 1)] },
  },

  // ------------------------------------------------------------------ step 8: raids
  {
    file: 'seed-example-equal-raid-kills-all.json',
    name: 'Seed example: equal raids kill all units on both sides',
    description:
      'Seed: "If Military Units raid a Land with equally many defending Military Units all Units on both sides are killed." 2 veterans raid 2 M: all four die; the option does nothing.',
    sketch: { c2: { owner: 'a', marker: '3|=', p: 2, m: 2 }, c3: { owner: 'b', marker: '4|=', p: 2, r: 3, m: 2 } },
    at: { step: 'actions' },
    steps: [{ a: act({ military: [raid('c2', 'c3', { v: 2 }, 'plunder')] }) }],
    expect: {
      rejected: [],
      state: { lands: { c2: L('a', 2, 0, { military: { m: 0, v: 0 } }), c3: { owner: 'b', resources: 3, military: { m: 0, v: 0 } } } },
      outcome: {
        events: [
          { type: 'age' },
          {
            type: 'raid',
            attackers: { m: 0, v: 2 },
            defenders: { m: 2, v: 0, defence: 0 },
            attackersLost: { m: 0, v: 2 },
            defendersLost: { m: 2, v: 0, defence: 0 },
            survivors: { m: 0, v: 0 },
            plundered: 0,
          },
          { type: 'turn_start', player: 'b' },
          { type: 'production', land: 'c3' },
          { type: 'production', land: 'c5' },
        ],
      },
    },
  },
  {
    file: 'raid-defence-counts-as-a-unit.json',
    name: 'A Defence counts as one defending unit (and falls last)',
    description: 'Seed step 5: "A Defence counts as one Military unit in a Land". 2 veterans raid 1 M + Defence: equal, all killed, the Defence destroyed.',
    sketch: { c2: { owner: 'a', marker: '3|=', p: 2, m: 2 }, c3: { owner: 'b', marker: '4|=', p: 2, m: 1, b: ['defence', 'city'] } },
    at: { step: 'actions' },
    steps: [{ a: act({ military: [raid('c2', 'c3', { v: 2 }, 'kill')] }) }],
    expect: {
      state: { lands: { c3: { military: { m: 0, v: 0 }, buildings: ['city'] } } },
      outcome: {
        events: [
          { type: 'age' },
          { type: 'raid', defendersLost: { m: 1, v: 0, defence: 1 }, survivors: { m: 0, v: 0 }, killed: 0 },
          { type: 'turn_start', player: 'b' },
          { type: 'production', land: 'c3' },
          { type: 'production', land: 'c5' },
        ],
      },
    },
  },
  {
    file: 'raid-plunder.json',
    name: 'Raid: plunder one resource per survivor',
    description:
      'Seed step 8: "Plunder Resources. One Resource can be plundered per surviving Military Unit." 3 veterans raid 1 M: 2 survive, plunder 2 of 5 (taken home to c2).',
    sketch: { c2: { owner: 'a', marker: '3|=', p: 2, m: 3 }, c3: { owner: 'b', marker: '4|=', p: 2, r: 5, m: 1 } },
    at: { step: 'actions' },
    steps: [{ a: act({ military: [raid('c2', 'c3', { v: 3 }, 'plunder')] }) }],
    expect: { state: { lands: { c2: L('a', 2, 2, { military: { m: 0, v: 2 } }), c3: { owner: 'b', resources: 3, military: { m: 0, v: 0 } } } } },
  },
  {
    file: 'raid-kill.json',
    name: 'Raid: kill one population per survivor',
    description:
      'Seed step 8: "Kill Population. One Population can be killed per surviving Military Unit." 3 veterans raid an unguarded land of 4: 3 killed. (Bruno\'s turn then starts: a lone population dies.)',
    sketch: { c2: { owner: 'a', marker: '3|=', p: 2, m: 3 }, c3: { owner: 'b', marker: '4|=', p: 4, r: 1 } },
    at: { step: 'actions' },
    steps: [{ a: act({ military: [raid('c2', 'c3', { v: 3 }, 'kill')] }) }],
    expect: {
      state: { lands: { c3: { owner: 'b', population: 0, resources: 1 } } },
      outcome: {
        events: [
          { type: 'age' },
          { type: 'raid', survivors: { m: 0, v: 3 }, killed: 3 },
          { type: 'turn_start', player: 'b' },
          { type: 'growth', land: 'c3', before: 1, died: 1, after: 0 },
          { type: 'production', land: 'c5' },
        ],
      },
    },
  },
  {
    file: 'raid-destroy-buildings.json',
    name: 'Raid: destroy one building per two survivors',
    description: 'Seed step 8: "Destroy Building. One Building can be destroyed per two surviving Military Units." 4 survivors destroy two named buildings.',
    sketch: { c2: { owner: 'a', marker: '3|=', p: 2, m: 4 }, c3: { owner: 'b', marker: '4|=', p: 2, b: ['city', 'factory', 'railroad'] } },
    at: { step: 'actions' },
    steps: [{ a: act({ military: [raid('c2', 'c3', { v: 4 }, 'destroy', { buildings: ['city', 'railroad'] })] }) }],
    expect: { rejected: [], state: { lands: { c3: { buildings: ['factory'] } } } },
  },
  {
    file: 'raid-conquer.json',
    name: 'Raid: conquer a land without population',
    description:
      'Seed step 8: "Conquer Land. If no Population units remain in the target Land, a present Defence building must be automatically destroyed. Military may choose to move into and remain in the target Land." [D] the defender\'s stored resources there are removed.',
    sketch: { c2: { owner: 'a', marker: '3|=', p: 2, m: 4 }, c3: { owner: 'b', marker: '4|=', r: 3, m: 1, b: ['defence', 'factory'] } },
    at: { step: 'actions' },
    steps: [{ a: act({ military: [raid('c2', 'c3', { v: 4 }, 'conquer', { moveIn: 2 })] }) }],
    expect: {
      rejected: [],
      state: { lands: { c2: L('a', 2, 0, { military: { m: 0, v: 0 } }), c3: L('a', 0, 0, { military: { m: 0, v: 2 }, buildings: ['factory'] }) } },
    },
  },
  {
    file: 'raid-kill-then-conquer.json',
    name: 'Raids resolve in order: a second raid conquers the land the first emptied',
    description:
      "Seed step 8, one option per raid ([D]); orders apply in the order written. c2's 2 veterans kill Bruno's 2 population; b3's veteran conquers c3 and moves in.",
    sketch: { c2: { owner: 'a', marker: '3|=', p: 2, m: 2 }, b3: { owner: 'a', marker: '3|=', p: 2, m: 1 }, c3: { owner: 'b', marker: '4|=', p: 2, r: 2 } },
    at: { step: 'actions' },
    steps: [{ a: act({ military: [raid('c2', 'c3', { v: 2 }, 'kill'), raid('b3', 'c3', { v: 1 }, 'conquer', { moveIn: 1 })] }) }],
    expect: { rejected: [], state: { lands: { c3: L('a', 0, 0, { military: { m: 0, v: 1 } }) } } },
  },
  ...(
    [
      [
        'raid-conquer-needs-no-population',
        'Conquest only when no population remains',
        '"Conquer Land. If no Population units remain in the target Land"',
        { p: 2 },
        3,
        raid('c2', 'c3', { v: 3 }, 'conquer', { moveIn: 1 }),
        'conquer_population_remains',
      ],
      [
        'raid-destroy-one-per-two-survivors',
        'One building per two survivors',
        '"One Building can be destroyed per two surviving Military Units." (3 survivors: one)',
        { p: 1, b: ['city', 'factory'] },
        3,
        raid('c2', 'c3', { v: 3 }, 'destroy', { buildings: ['city', 'factory'] }),
        'too_many_buildings',
      ],
      [
        'raid-destroy-missing-building',
        'Only buildings that are there',
        '"Destroy Building"',
        { p: 1, b: ['city'] },
        2,
        raid('c2', 'c3', { v: 2 }, 'destroy', { buildings: ['railroad'] }),
        'no_such_building',
      ],
      [
        'raid-destroy-building-twice',
        'A building is destroyed once',
        '"Destroy Building"',
        { p: 1, b: ['city'] },
        4,
        raid('c2', 'c3', { v: 4 }, 'destroy', { buildings: ['city', 'city'] }),
        'duplicate_building',
      ],
      [
        'raid-move-in-only-survivors',
        'Only survivors move in',
        '"Military may choose to move into and remain in the target Land" (2 survivors)',
        { r: 1, m: 1 },
        3,
        raid('c2', 'c3', { v: 3 }, 'conquer', { moveIn: 3 }),
        'move_in_too_many',
      ],
      [
        'raid-option-fields',
        'Fields of another option are refused',
        'one option per raid ([D])',
        { p: 2 },
        3,
        raid('c2', 'c3', { v: 3 }, 'kill', { buildings: ['city'] }),
        'field_not_for_option',
      ],
      [
        'raid-own-land',
        "No raiding one's own land",
        '"Raid. Military Units may raid an adjacent Land" of another player',
        { p: 2 },
        1,
        raid('c2', 'c1', { v: 1 }),
        'raid_own_land',
      ],
      ['raid-nothing-there', 'Nothing to raid in an empty land', '"Raid" needs defenders\' pieces', { p: 2 }, 1, raid('c2', 'd2', { v: 1 }), 'nothing_to_raid'],
      [
        'raid-adjacent-only',
        'Raids reach adjacent lands only',
        '"Military Units may raid an adjacent Land"',
        { p: 2 },
        1,
        raid('c2', 'c5', { v: 1 }),
        'not_adjacent',
      ],
    ] as const
  ).map(([file, name, quote, target, units, order, reason]): CaseSpec => ({
    file: `${file}.json`,
    name,
    description: `Seed step 8: ${quote}. Refused with "${reason}".`,
    sketch: { c2: { owner: 'a', marker: '3|=', p: 2, m: units }, c3: { owner: 'b', marker: '4|=', ...target } as LandSketch },
    at: { step: 'actions' },
    steps: [{ a: act({ military: [order] }) }],
    expect: { rejected: [rej(reason)] },
  })),

  // ------------------------------------------------------------------ winning and the turn
  {
    file: 'win-25-two-players.json',
    name: 'Two players: reaching 25 population wins at once',
    description:
      'Seed: "In a two or three player game, the first player to reach a Population of 25 wins the game". Alba (4 in her chamber + 19 in c3) grows c3 to 21: 4 + 21 = 25 in step 1.',
    sketch: { c3: { owner: 'a', marker: '21|=', p: 19 } },
    at: startOfAlbasTurn,
    steps: [{}],
    expect: {
      gameOver: true,
      state: { winners: ['a'], endReason: 'population', lands: { c3: { population: 21 } } },
      decisions: [],
      outcome: { next: null, winners: ['a'], population: { a: 25, b: 4 } },
    },
  },
  {
    file: 'win-20-four-players.json',
    name: 'Four players: reaching 20 population wins',
    description:
      'Seed: "In a four player game, the first player to reach a Population of 20 wins." Alba (4 in her chamber + c3 14 → 16) reaches 20 when Darío ends his turn.',
    players: [ALBA, BRUNO, CARME, DARIO],
    sketch: { c3: { owner: 'a', marker: '16|=', p: 14 } },
    at: { active: 'd', step: 'actions' },
    steps: [{}],
    expect: { gameOver: true, state: { winners: ['a'] } },
  },
  {
    file: 'win-three-players-not-at-20.json',
    name: 'Three players: 20 is not enough',
    description: 'Seed: 25 with two or three players (the 20 of four players does not apply).',
    players: [ALBA, BRUNO, CARME],
    sketch: { c3: { owner: 'a', marker: '16|=', p: 14 } },
    at: { active: 'c', step: 'actions' },
    steps: [{}],
    expect: { gameOver: false, state: { active: 'a', lands: { c3: { population: 16 } } } },
  },
  {
    file: 'last-player-standing.json',
    name: 'Option lastPlayerWins: a player left with nothing is out; the last one wins',
    description:
      'Not in the seed (its only ending: "the first player to reach a Population of 25 wins the game"): option lastPlayerWins, off by default. [D] a player without population or military (and, with Exodus, without stored resources) is out. Alba kills Bruno\'s last 2 population.',
    options: { lastPlayerWins: true },
    sketch: { c5: { owner: 'b', marker: '4|=', p: 2 }, c4: { owner: 'a', marker: '3|=', p: 2, m: 3 } },
    at: { step: 'actions' },
    steps: [{ a: act({ military: [raid('c4', 'c5', { v: 3 }, 'kill')] }) }],
    expect: { gameOver: true, state: { winners: ['a'], eliminated: ['b'], endReason: 'last-player' } },
  },
  {
    file: 'last-player-plays-on-to-the-target.json',
    name: 'The last player left does not win: the game goes on to the population target',
    description:
      'Seed, "Winning the game": "In a two or three player game, the first player to reach a Population of 25 wins the game" (the only ending in the seed; "the last player left wins" is the option lastPlayerWins, off by default). Alba kills Bruno\'s last 2 population: Bruno is out, Alba (6 population) plays on: round 2, her steps 1–2, then her moves.',
    sketch: { c5: { owner: 'b', marker: '4|=', p: 2 }, c4: { owner: 'a', marker: '3|=', p: 2, m: 3 } },
    at: { step: 'actions' },
    steps: [{ a: act({ military: [raid('c4', 'c5', { v: 3 }, 'kill')] }) }],
    expect: {
      gameOver: false,
      state: { eliminated: ['b'], winners: [], endReason: null, active: 'a', step: 'moves', round: 2 },
      decisions: [{ player: 'a', kind: 'moves', required: true }],
    },
  },
  {
    file: 'no-population-left-ends-without-winner.json',
    name: 'Nobody has population left: the game ends without a winner',
    description:
      'Seed: "the first player to reach a Population of 25 wins the game"; population only comes from population (step 1, Exodus). [D] when nobody has population the target can never be reached: the game ends, nobody wins. Alba, with military and no population, kills Bruno\'s last 2 population.',
    sketch: { c1: { owner: null, p: 0, r: 0 }, c5: { owner: 'b', marker: '4|=', p: 2 }, c4: { owner: 'a', marker: '3|=', m: 3 } },
    at: { step: 'actions' },
    steps: [{ a: act({ military: [raid('c4', 'c5', { v: 3 }, 'kill')] }) }],
    expect: { gameOver: true, state: { winners: [], eliminated: ['b'], endReason: 'no-players' }, decisions: [] },
  },
  {
    file: 'exodus-brings-population-back.json',
    name: 'Exodus: a player without population keeps their stored resources and gets population back by migration',
    description:
      'Seed extra rule 1: "if resources are available in an adjacent Land owned by a foreign player one excessive population per foreign resource will migrate". Bruno has no population or military, only 1 stored resource in c4: he stays in the game (nothing to decide: his turn passes). In Alba\'s step 2, c3 (0, 3 population) next to c4: 1 migrates to Bruno, 2 starve.',
    options: { exodus: true },
    sketch: { c5: { owner: null, p: 0, r: 0 }, c4: { owner: 'b', marker: '5|=', r: 1 }, c3: { owner: 'a', marker: '3|0', p: 3 } },
    at: { step: 'actions' },
    steps: [{ a: act({}) }],
    expect: {
      gameOver: false,
      state: { eliminated: [], active: 'a', step: 'moves', round: 2, lands: { c4: L('b', 1, 1), c3: L(null, 0, 0) } },
      outcome: {
        events: [
          { type: 'turn_start', player: 'b', round: 1 },
          { type: 'turn_passed', player: 'b' },
          { type: 'round_start', round: 2 },
          { type: 'turn_start', player: 'a', round: 2 },
          { type: 'production', land: 'c1' },
          { type: 'production', land: 'c3', produced: 0, starved: 2, migrated: 1 },
          { type: 'exodus', from: 'c3', to: 'c4', player: 'a', toPlayer: 'b', count: 1, joined: 1 },
        ],
      },
      decisions: [{ player: 'a', kind: 'moves', required: true }],
    },
  },
  {
    file: 'exodus-no-population-may-build.json',
    name: 'Exodus: a player with only stored resources is asked step B when they could build',
    description:
      'Seed step 5: "Two stored Resources in a Land can be spent to construct a building"; extra rule 1 (Exodus) can bring population back, so Bruno, with no population or military but 2 stored resources in c4, is still in the game. [D] with nothing to move (resources only go where population or military is) he is asked step B only.',
    options: { exodus: true },
    sketch: { c5: { owner: null, p: 0, r: 0 }, c4: { owner: 'b', marker: '5|=', r: 2 } },
    at: { step: 'actions' },
    steps: [{ a: act({}) }],
    expect: {
      gameOver: false,
      state: { eliminated: [], active: 'b', step: 'actions', round: 1 },
      decisions: [{ player: 'b', kind: 'actions', required: true }],
    },
  },
  {
    file: 'eliminated-player-skipped.json',
    name: 'A player who is out no longer takes turns',
    description: '[D] three players: Bruno has nothing left, so Carme follows Alba.',
    players: [ALBA, BRUNO, CARME],
    sketch: { f4: { owner: null, p: 0, r: 0 } },
    at: { step: 'actions' },
    steps: [{ a: act({}) }],
    expect: { gameOver: false, state: { eliminated: ['b'], active: 'c', step: 'moves' }, decisions: [{ player: 'c', kind: 'moves', required: true }] },
  },
  {
    file: 'turn-two-steps-then-next-player.json',
    name: 'A turn is two answered steps; then the next player clockwise',
    description:
      "Forum turn: step A (moves), step B (build/form/military), then the next player's steps 1–2 run and they are asked. Three players, Alba first.",
    players: [ALBA, BRUNO, CARME],
    sketch: {},
    steps: [{ a: mv() }, { a: act({}) }, {}, {}, {}, {}],
    expect: {
      state: { round: 2, active: 'a', step: 'moves' },
      outcomes: [
        { step: 'moves', player: 'a', next: { player: 'a', step: 'actions', round: 1 } },
        { step: 'actions', player: 'a', next: { player: 'b', step: 'moves', round: 1 } },
        { player: 'b', defaulted: true },
        { player: 'b' },
        { player: 'c' },
        { player: 'c', next: { player: 'a', step: 'moves', round: 2 } },
      ],
    },
  },
  {
    file: 'round-limit-most-population-wins.json',
    name: 'Round limit (option): the most population wins after the last round',
    description: 'Not in the seed: option roundLimit for forum games. After round 1, Bruno (4 + 2) beats Alba (4).',
    options: { roundLimit: 1 },
    sketch: { c4: { owner: 'b', marker: '2|=', p: 2 } },
    at: { active: 'b', step: 'actions' },
    steps: [{}],
    expect: { gameOver: true, state: { winners: ['b'], endReason: 'round-limit' } },
  },
];
