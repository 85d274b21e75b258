import { renderMarkdown } from '../../../src/reports/render-markdown.ts';
import { rollSection } from '../../../src/reports/common-sections.ts';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { ReportRoll, Viewer } from '../../../src/engine/core/ruleset.ts';
import { rollDice } from '../../../src/engine/dice/index.ts';
import {
  generic,
  GenericStateSchema,
  type GenericOutcome,
  type GenericSetup,
  type GenericSheet,
  type GenericState,
} from '../../../src/engine/rulesets/generic/index.ts';
import { ANA, BO, CY, PLAYERS, SETUP, start } from './fixtures.ts';
import { goldenFiles } from '../../helpers/golden.ts';

/**
 * A step's report as the server composes it (src/services/published/views.ts): the ruleset's document, then
 * the dice of the step the viewer may see (private rolls: the GM and their roller), written as Markdown.
 */
function reportText(entry: { outcome: GenericOutcome; rolls: ReportRoll[] }, step: number, lang: 'es' | 'en', viewer: Viewer): string {
  const before = generic.initialState(SETUP, PLAYERS);
  const doc = generic.report!({
    setup: SETUP,
    players: PLAYERS,
    before,
    after: before,
    outcome: entry.outcome,
    step,
    game: { id: 'g', name: 'G' },
    lang,
    viewer,
    rolls: [],
    corrections: [],
  });
  const seen = entry.rolls.filter((r) => !r.private || viewer.role === 'gm' || (viewer.role === 'player' && viewer.id === r.by));
  const name = (id: string) => PLAYERS.find((p) => p.id === id)?.name ?? id;
  return renderMarkdown({ title: doc.title, blocks: [...doc.blocks, ...rollSection({ gameId: 'g', step, lang, rolls: seen, playerLabel: name })] });
}

interface Step {
  orders: Record<string, GenericSheet>;
  gm?: unknown;
  rolls?: { by: string; reason: string; expr: string; private?: boolean }[];
}

/** What the server does per step: check sheets, store state as JSON, parse the GM input, resolve, render. */
function play(setup: GenericSetup, steps: Step[]) {
  let state: GenericState = start();
  let counter = 0;
  const log: { before: GenericState; outcome: GenericOutcome; rolls: ReportRoll[]; seed: string }[] = [];
  for (const [i, step] of steps.entries()) {
    const seed = `generic-play-seed-${i + 1}`;
    for (const [player, sheet] of Object.entries(step.orders)) {
      expect(generic.checkSheet(setup, PLAYERS, state, player, sheet, 'en').errors).toEqual([]);
    }
    const gmInput = step.gm === undefined ? undefined : generic.gmInputSchema!.parse(step.gm);
    if (gmInput) expect(generic.checkGmInput!(setup, PLAYERS, state, gmInput, 'en')).toEqual([]);
    const rolls: ReportRoll[] = (step.rolls ?? []).map((r) => {
      const outcome = rollDice(r.expr, { seed, counter: counter++, customDice: generic.customDice!(setup) });
      if (!outcome.ok) throw new Error(r.expr);
      return { by: r.by, reason: r.reason, private: r.private ?? false, roll: outcome.roll };
    });
    const result = generic.resolve({ setup, players: PLAYERS, state, orders: step.orders, seed, gmInput });
    expect(result.gameOver).toBe(result.outcome.gameOver);
    log.push({ before: state, outcome: result.outcome, rolls, seed });
    state = GenericStateSchema.parse(JSON.parse(JSON.stringify(result.nextState)));
  }
  return { state, log };
}

const turn = (n: number): Step[] => [
  {
    orders: { [ANA.id]: { text: `Ana turn ${n}: march on the pass` }, [BO.id]: { text: `Bo turn ${n}: fortify` } },
    gm: {
      report: `Turn ${n}: Ana marches, Bo fortifies. Cy sent nothing.`,
      tracks: [
        { player: ANA.id, track: 'vp', delta: n },
        { player: BO.id, track: 'power', delta: -1, note: 'fortifications' },
      ],
    },
    rolls: [
      { by: ANA.id, reason: 'march', expr: '2d6+1' },
      { by: 'gm', reason: 'ambush', expr: '3dcw', private: true },
    ],
  },
  {
    orders: { [BO.id]: { text: `Bo offers Cy an alliance (turn ${n})` }, [CY.id]: { text: 'Cy accepts' } },
    gm: { report: 'Bo and Cy are allies.', tracks: [{ player: CY.id, track: 'doom', set: 2 + n }] },
  },
  {
    orders: {},
    gm: { report: `Upkeep ${n}.`, board: { turn: n, pass: n === 1 ? 'Ana' : 'contested' }, end: n === 3 },
  },
];

describe('a generic game of three turns (secret, public and GM-only phases)', () => {
  const game = play(SETUP, [...turn(1), ...turn(2), ...turn(3)]);

  test('phases and turns advance; the GM ends the game after turn 3', () => {
    expect(game.log.map((l) => `${l.outcome.turn}.${l.outcome.phase.id}`)).toEqual([
      '1.orders',
      '1.diplomacy',
      '1.upkeep',
      '2.orders',
      '2.diplomacy',
      '2.upkeep',
      '3.orders',
      '3.diplomacy',
      '3.upkeep',
    ]);
    expect(game.log.map((l) => l.outcome.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(game.log.map((l) => l.outcome.gameOver)).toEqual([false, false, false, false, false, false, false, false, true]);
    expect(game.state).toMatchObject({ ended: true, turn: 3, phase: 2, step: 10 });
    expect(generic.isOver!(SETUP, game.state)).toBe(true);
    expect(generic.phase!(SETUP, game.state).acceptsOrders).toBe(false);
  });

  test('tracks add up and keep their history', () => {
    expect(game.state.tracks).toEqual({
      [ANA.id]: { vp: 6, doom: 2, power: 5 },
      [BO.id]: { vp: 0, doom: 2, power: 2 },
      [CY.id]: { vp: 0, doom: 5, power: 5 },
    });
    const cyDoom = game.state.trackHistory.filter((c) => c.player === CY.id).map((c) => [c.turn, c.phase, c.from, c.to]);
    // Turn 1 sets doom 2 -> 3; later sets move it 3 -> 4 -> 5.
    expect(cyDoom).toEqual([
      [1, 'diplomacy', 2, 3],
      [2, 'diplomacy', 3, 4],
      [3, 'diplomacy', 4, 5],
    ]);
    expect(game.state.trackHistory.filter((c) => c.track === 'power').map((c) => c.note)).toEqual(['fortifications', 'fortifications', 'fortifications']);
  });

  test('the winner by default is the top of the score track (the first track, VP)', () => {
    expect(game.state.winners).toEqual([ANA.id]);
    expect(generic.publicState(SETUP, game.state)).toEqual({ turn: 3, scores: { [ANA.id]: 6, [BO.id]: 0, [CY.id]: 0 } });
  });

  test('orders are revealed in the outcome of their phase only; a GM-only phase reveals none', () => {
    expect(game.log[0]!.outcome.orders).toEqual({ [ANA.id]: 'Ana turn 1: march on the pass', [BO.id]: 'Bo turn 1: fortify' });
    expect(game.log[2]!.outcome.orders).toEqual({});
  });

  test('board: unchanged unless the GM sends one', () => {
    expect(game.log[0]!.outcome.board).toEqual({ changed: false, value: 'Empty board' });
    expect(game.log[2]!.outcome.board).toEqual({ changed: true, value: { turn: 1, pass: 'Ana' } });
    expect(game.state.board).toEqual({ turn: 3, pass: 'contested' });
  });

  test('reports (golden files): public copy, a player copy, the GM copy', () => {
    const copies: [string, Viewer][] = [
      ['public', { role: 'public' }],
      ['bo', { role: 'player', id: BO.id }],
      ['gm', { role: 'gm' }],
    ];
    for (const [name, viewer] of copies) {
      for (const lang of ['en', 'es'] as const) {
        const text = game.log.map((l, i) => reportText(l, i + 1, lang, viewer)).join('\n');
        goldenFiles(join(import.meta.dirname, 'golden')).check(`three-turns.${name}.${lang}.md`, text);
        // Secrets: Bo's hidden power and the GM's private roll appear only where they may.
        expect(text.includes('Power')).toBe(name !== 'public');
        expect(text.includes('ambush')).toBe(name === 'gm');
      }
    }
  });
});

describe('secrecy before resolution', () => {
  const sheets = { [ANA.id]: { text: 'secret plan' }, [BO.id]: { text: 'other plan' } };
  const secret = start();
  const open = { ...start(), phase: 1 };

  test.each([
    { name: 'secret phase, Ana', state: secret, viewer: { role: 'player', id: ANA.id } as Viewer, sees: [ANA.id] },
    { name: 'secret phase, Cy (sent nothing)', state: secret, viewer: { role: 'player', id: CY.id } as Viewer, sees: [] },
    { name: 'secret phase, public', state: secret, viewer: { role: 'public' } as Viewer, sees: [] },
    { name: 'secret phase, GM', state: secret, viewer: { role: 'gm' } as Viewer, sees: [ANA.id, BO.id] },
    { name: 'public phase, Cy', state: open, viewer: { role: 'player', id: CY.id } as Viewer, sees: [ANA.id, BO.id] },
    { name: 'public phase, public', state: open, viewer: { role: 'public' } as Viewer, sees: [ANA.id, BO.id] },
  ])('$name', ({ state, viewer, sees }) => {
    expect(Object.keys(generic.visibleSheets!(SETUP, state, viewer, sheets))).toEqual(sees);
  });

  test('a player id named like an object key is no backdoor', () => {
    expect(generic.visibleSheets!(SETUP, secret, { role: 'player', id: '__proto__' }, sheets)).toEqual({});
  });

  test("playerView hides other players' hidden tracks and their history", () => {
    const { state } = play(SETUP, turn(1));
    const bo = generic.playerView!(SETUP, PLAYERS, state, { role: 'player', id: BO.id }) as { tracks: Record<string, object>; trackHistory: unknown[] };
    expect(bo.tracks[BO.id]).toEqual({ vp: 0, doom: 2, power: 4 });
    expect(bo.tracks[ANA.id]).toEqual({ vp: 1, doom: 2 });
    const publicView = generic.playerView!(SETUP, PLAYERS, state, { role: 'public' }) as { tracks: Record<string, object>; trackHistory: { track: string }[] };
    expect(publicView.trackHistory.map((c) => c.track)).not.toContain('power');
    const gm = generic.playerView!(SETUP, PLAYERS, state, { role: 'gm' }) as { tracks: Record<string, object> };
    expect(gm.tracks).toEqual(state.tracks);
  });
});

describe('other endings and edge cases', () => {
  test('turnLimit ends the game after the last phase of that turn', () => {
    const setup = { ...SETUP, turnLimit: 2 };
    const { log, state } = play(
      setup,
      [...turn(1), ...turn(2)].map((s) => ({ ...s, gm: { ...(s.gm as object), end: false } })),
    );
    expect(log.map((l) => l.outcome.gameOver)).toEqual([false, false, false, false, false, true]);
    expect(state.ended).toBe(true);
  });

  test('named winners override the score; a tie at the top makes everybody tied win', () => {
    const named = generic.resolve({
      setup: SETUP,
      players: PLAYERS,
      state: start(),
      orders: {},
      seed: 's',
      gmInput: generic.gmInputSchema!.parse({ end: true, winners: [CY.id] }),
    });
    expect(named.outcome.winners).toEqual([CY.id]);
    const tie = generic.resolve({
      setup: SETUP,
      players: PLAYERS,
      state: start(),
      orders: {},
      seed: 's',
      gmInput: generic.gmInputSchema!.parse({ end: true }),
    });
    expect(tie.outcome.winners).toEqual([ANA.id, BO.id, CY.id]);
  });

  test('without GM input a phase closes with an empty report and no changes', () => {
    const result = generic.resolve({ setup: SETUP, players: PLAYERS, state: start(), orders: { [ANA.id]: { text: 'go' } }, seed: 's' });
    expect(result.outcome).toMatchObject({ report: '', trackChanges: [], orders: { [ANA.id]: 'go' }, gameOver: false });
    expect(result.nextState).toMatchObject({ turn: 1, phase: 1, step: 2, tracks: start().tracks });
  });

  test('resolve is pure: same input, same result, input untouched', () => {
    const state = start();
    const before = structuredClone(state);
    const gmInput = generic.gmInputSchema!.parse({ tracks: [{ player: ANA.id, track: 'vp', delta: 2 }] });
    const a = generic.resolve({ setup: SETUP, players: PLAYERS, state, orders: {}, seed: 's', gmInput });
    const b = generic.resolve({ setup: SETUP, players: PLAYERS, state, orders: {}, seed: 's', gmInput });
    expect(a).toEqual(b);
    expect(state).toEqual(before);
  });

  test('malformed stored sheets and orders of strangers are ignored, not thrown', () => {
    const orders = { [ANA.id]: { text: 42 }, stranger: { text: 'hi' } } as unknown as Record<string, GenericSheet>;
    const result = generic.resolve({ setup: SETUP, players: PLAYERS, state: start(), orders, seed: 's' });
    expect(result.outcome.orders).toEqual({});
  });
});
