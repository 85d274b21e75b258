import { describe, expect, test } from 'vitest';
import { compareCase, genericCaseSupport } from '../../src/engine/core/case-file.ts';
import { applySetupPatch, droppedPatchFields } from '../../src/engine/core/setup-patch.ts';
import { answersFor, sealedAnswers } from '../../src/engine/core/views.ts';
import { RULESETS } from '../../src/engine/registry.ts';

/** The generic case format's new keys (src/engine/core/case-file.ts): setupPatch, views, open, draws, state checks. */
const rps = RULESETS['rock-paper-scissors']!;
const ttt = RULESETS['tic-tac-toe']!;
const chaos = RULESETS['chaos-in-the-old-world']!;
const PLAYERS = [
  { id: 'a', name: 'Ana' },
  { id: 'b', name: 'Bruno' },
];

function parse(ruleset: typeof rps, json: Record<string, unknown>) {
  const parsed = genericCaseSupport(ruleset).parse(json);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.value;
}

function problems(ruleset: typeof rps, json: Record<string, unknown>): string[] {
  const parsed = genericCaseSupport(ruleset).parse(json);
  return parsed.ok ? [] : parsed.problems.map((p) => `${p.path} ${p.code}`);
}

describe('setupPatch', () => {
  test('objects merge entry by entry; arrays, scalars and null replace', () => {
    const base = { options: { a: 1, b: { c: 2, d: 3 }, list: [1, 2] }, data: { x: 'y' } };
    expect(applySetupPatch(base, { options: { b: { d: 4 }, list: [9], n: null } })).toEqual({
      options: { a: 1, b: { c: 2, d: 4 }, list: [9], n: null },
      data: { x: 'y' },
    });
    expect(base.options.b.d).toBe(3);
  });

  test('a patched field the schema drops is a problem by path', () => {
    expect(droppedPatchFields({ options: { known: 1, typo: 2 } }, { options: { known: 1 } })).toEqual([
      { path: 'setupPatch.options.typo', code: 'unknown_setup_field', message: '"typo" is not a field of the setup (the schema dropped it).' },
    ]);
    expect(problems(ttt, { players: PLAYERS, setupPatch: { sise: 4 }, expect: { gameOver: false } })).toEqual(['setupPatch.sise unknown_setup_field']);
    expect(problems(ttt, { players: PLAYERS, setupPatch: { size: 9 }, expect: { gameOver: false } })).toEqual(['setupPatch.size invalid_shape']);
  });

  test('the patched setup is the one the case runs', () => {
    const run = parse(rps, {
      players: PLAYERS,
      setupPatch: { target: 1 },
      steps: [{ orders: { a: { throw: 'rock' }, b: { throw: 'scissors' } } }],
      expect: { gameOver: true },
    });
    expect(compareCase(run.expect, run.run())).toEqual([]);
  });
});

describe('views', () => {
  const base = {
    ruleset: 'rock-paper-scissors',
    players: PLAYERS,
    steps: [{ orders: { a: { throw: 'paper' }, b: { throw: 'rock' } }, seed: 'r1' }],
    open: { a: { throw: 'scissors' } },
  };

  test('secret answers to the open step: the owner and the GM read them, the other player and the public do not', () => {
    const run = parse(rps, {
      ...base,
      expect: {
        views: {
          a: { sheets: { a: { throw: 'scissors' } } },
          gm: { sheets: { a: { throw: 'scissors' } } },
          b: { sheets: { $allOf: [{ a: { $absent: true } }, { $length: 0 }] } },
          public: { sheets: { $length: 0 } },
        },
      },
    });
    const result = run.run();
    expect(compareCase(run.expect, result)).toEqual([]);
    // Only the views asked for are computed.
    expect(Object.keys((result.views as Record<string, object>).b!)).toEqual(['sheets']);
  });

  test('a leak fails with the path of what leaked', () => {
    const run = parse(rps, { ...base, expect: { views: { b: { sheets: { a: { $absent: true } } } } } });
    const leaking = { ...run.run(), views: { b: { sheets: { a: { throw: 'scissors' } } } } };
    expect(compareCase(run.expect, leaking)).toEqual(['views.b.sheets.a: expected absent, got {"throw":"scissors"}']);
  });

  test('the last step: answers, outcome and report as text', () => {
    const run = parse(rps, {
      ...base,
      expect: { views: { public: { answers: { a: { throw: 'paper' } }, outcome: { roundWinner: 'a' }, report: { $contains: 'Ana' }, map: null } } },
    });
    expect(compareCase(run.expect, run.run())).toEqual([]);
  });

  test('unknown viewers and views are problems by path', () => {
    expect(problems(rps, { ...base, expect: { views: { zed: { position: {} }, a: { positon: {} }, gm: 3 } } })).toEqual([
      'expect.views.zed unknown_viewer',
      'expect.views.a.positon unknown_view',
      'expect.views.gm invalid_views',
    ]);
  });

  test('sealed answers stay with their owner (and the GM) until the game ends', () => {
    const requests = [
      { player: 'a', kind: 'mission', prompt: { es: '', en: '' }, secret: true, sealed: true, required: true },
      { player: 'b', kind: 'mission', prompt: { es: '', en: '' }, secret: true, required: true },
    ];
    const orders = { a: { m: 1 }, b: { m: 2 } };
    const sealed = sealedAnswers(requests, orders);
    expect(sealed).toEqual(['a']);
    expect(answersFor(orders, sealed, { role: 'player', id: 'b' }, false)).toEqual({ b: { m: 2 } });
    expect(answersFor(orders, sealed, { role: 'player', id: 'a' }, false)).toEqual(orders);
    expect(answersFor(orders, sealed, { role: 'public' }, true)).toEqual(orders);
  });
});

describe('draws and state checks', () => {
  const players = [
    { id: 'k', name: 'Kira', god: 'khorne' },
    { id: 'n', name: 'Nils', god: 'nurgle' },
    { id: 't', name: 'Tove', god: 'tzeentch' },
  ];

  test('a hand-written state is checked before the case runs, every problem by path', () => {
    expect(
      problems(chaos, {
        players,
        state: {
          at: 'battle',
          regions: { atlantis: {}, norsca: { figures: { khorne: { dragon: 1 }, slaanesh: { cultist: 1 } } } },
          hands: { nurgle: ['no-such-card'] },
        },
        expect: { gameOver: false },
      }),
    ).toEqual([
      'state.hands.nurgle.0 unknown_card',
      'state.regions.atlantis unknown_region',
      'state.regions.norsca.figures.khorne.dragon unknown_figure',
      'state.regions.norsca.figures.slaanesh god_not_seated',
    ]);
    expect(problems(chaos, { players, state: { round: 0 }, expect: { gameOver: false } })).toEqual(['state.round invalid_shape']);
  });

  test("the start's draws need the start: not with a state", () => {
    expect(problems(chaos, { players, state: {}, draws: { 'hidden/setup-tokens': [[0]] }, expect: { gameOver: false } })).toEqual([
      'draws draws_without_start',
    ]);
  });

  test('fixed dice decide a battle; the streams drawn are in the result; script problems are differences', () => {
    const json = {
      players,
      state: { at: 'battle', regions: { norsca: { figures: { khorne: { bloodletter: 1 }, nurgle: { cultist: 2 } } } } },
      steps: [{ orders: {}, draws: { 'battle:1:norsca:khorne': [6, 1, 4] } }],
      expect: { outcome: { events: { $contains: { type: 'rolled', dice: [6, 1], rerolls: [[4]], hits: 2 } } } },
    };
    const run = parse(chaos, json);
    const result = run.run();
    expect(compareCase(run.expect, result)).toEqual([]);
    expect(result.draws).toEqual([{ step: 1, stream: 'battle:1:norsca:khorne', scripted: true, values: [6, 1, 4], problems: [] }]);
    const short = parse(chaos, { ...json, steps: [{ orders: {}, draws: { 'battle:1:norsca:khorne': [6, 1] } }] });
    expect(compareCase({}, short.run())).toEqual([
      'draws (step 1) battle:1:norsca:khorne: ran out after 2 scripted value(s): the rules drew once more (int 1..6); the seed gave the rest',
    ]);
    const typo = parse(chaos, { ...json, steps: [{ orders: {}, draws: { 'battle:norsca:khorne': [6, 1, 4] } }] });
    expect(compareCase({}, typo.run())).toContain(
      'draws (step 1) battle:norsca:khorne: the rules never drew from this stream (they drew from: battle:1:norsca:khorne)',
    );
  });
});
