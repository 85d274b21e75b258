import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { plainText, type ReportDocument } from '../../../src/engine/core/document.ts';
import type { Lang, ReportInput, Viewer } from '../../../src/engine/core/ruleset.ts';
import type { Outcome } from '../../../src/engine/rulesets/the-awakened/outcome.ts';
import type { Player, Setup, Sheet, State } from '../../../src/engine/rulesets/the-awakened/schemas.ts';
import { rollDice } from '../../../src/engine/dice/roll.ts';
import { renderBbcode } from '../../../src/reports/render-bbcode.ts';
import { renderHtml } from '../../../src/reports/render-html.ts';
import { renderMarkdown } from '../../../src/reports/render-markdown.ts';
import { goldenFiles } from '../../helpers/golden.ts';
import { prettyJson } from './json.ts';
import { play, position, R } from './helpers.ts';

const { check: expectGolden, read: readGolden } = goldenFiles(join(import.meta.dirname, 'golden'));

/** The 2-player scripted game, replayed from its golden answers: every step's before/after/outcome. */
function replay(): { setup: Setup; players: Player[]; steps: { before: State; after: State; outcome: Outcome }[] } {
  const golden = JSON.parse(readGolden('game-2p.json')!) as { players: Player[]; gameSeed: string; steps: { answer: Sheet }[] };
  const setup = R.defaultSetup();
  const players = golden.players;
  let state = R.initialState(setup, players, { gameSeed: golden.gameSeed });
  const steps: { before: State; after: State; outcome: Outcome }[] = [];
  for (const { answer } of golden.steps) {
    const result = R.resolve({ setup, players, state, orders: { [state.active!]: answer }, seed: 's', gameSeed: golden.gameSeed });
    const after = JSON.parse(JSON.stringify(result.nextState)) as State;
    steps.push({ before: state, after, outcome: JSON.parse(JSON.stringify(result.outcome)) as Outcome });
    state = after;
  }
  return { setup, players, steps };
}

const game = replay();
const GM: Viewer = { role: 'gm' };

function reportOf(
  step: number,
  lang: Lang,
  short = false,
  viewer: Viewer = GM,
  corrections: ReportInput<Setup, Player, State, Outcome>['corrections'] = [],
): ReportDocument {
  const { before, after, outcome } = game.steps[step - 1]!;
  const input: ReportInput<Setup, Player, State, Outcome> = {
    setup: game.setup,
    players: game.players,
    before,
    after,
    outcome,
    step,
    game: { id: 'g', name: 'Test' },
    lang,
    viewer,
    rolls: [],
    corrections,
    ...(short ? { short } : {}),
  };
  return R.report!(input);
}

const text = (doc: ReportDocument) => [plainText(doc.title), ...doc.blocks.map((b) => JSON.stringify(b))].join('\n');

describe('reports (documents in es/en; HTML, BBCode and Markdown written by the server)', () => {
  // Step 1: Bruno's moves (a move and an exploration). Step 24: Alba builds, forms, raids; Bruno's turn starts.
  // Step 56: Bruno reaches 25 population.
  test.each([1, 24, 56])('step %i: golden document and its three formats, es and en', (step) => {
    for (const lang of ['en', 'es'] as const) {
      const doc = reportOf(step, lang);
      expectGolden(`report-step${step}.${lang}.json`, `${prettyJson(doc)}\n`);
      expectGolden(`report-step${step}.${lang}.html`, renderHtml(doc));
      expectGolden(`report-step${step}.${lang}.bbcode`, renderBbcode(doc));
      expectGolden(`report-step${step}.${lang}.md`, renderMarkdown(doc));
    }
  });

  test('the raid step reads in the seed’s order: build, ageing, forming, military, then the next turn', () => {
    const headings = reportOf(24, 'en')
      .blocks.filter((b) => b.kind === 'heading')
      .map((b) => plainText(b.content));
    expect(headings).toEqual([
      '5. Buildings',
      '7. Military forming',
      '8. Military actions',
      'Turn of Bruno (round 7)',
      '1. Population',
      '2. Resources',
      'Population',
    ]);
  });

  test.each([1, 24, 56])('step %i: the short copy fits a chat message', (step) => {
    for (const lang of ['en', 'es'] as const) {
      const doc = reportOf(step, lang, true);
      expect(renderMarkdown(doc).length).toBeLessThan(1500);
      expectGolden(`report-step${step}.${lang}.short.md`, renderMarkdown(doc));
    }
  });

  test.each([
    ['en', '### GM corrections\n\n- **b2 (', '— population 3, resources 1, military 2 M, buildings — — a typo. Reason: *forum post 12*\n'],
    ['es', '### Correcciones del DJ\n\n- **b2 (', '— población 3, recursos 1, militares 2 M, edificios — — a typo. Motivo: *forum post 12*\n'],
  ] as const)('%s: GM corrections in words, in the full report and in the short copy (issue 37)', (lang, start, end) => {
    const owner = game.players[0]!;
    const correction = {
      kind: 'set-land',
      reason: 'forum post 12',
      data: {
        land: 'b2',
        owner: owner.id,
        population: 3,
        resources: 1,
        m: 2,
        v: 0,
        buildings: [],
        note: 'a typo',
        id: 'adj_1',
        createdAt: '2025-01-02T03:04:05.000Z',
      },
    };
    for (const short of [false, true]) {
      const md = renderMarkdown(reportOf(24, lang, short, GM, [correction]));
      const at = md.indexOf(start);
      const section = at < 0 ? '' : md.slice(at, md.indexOf('\n', at + start.length) + 1);
      expect(section, `short: ${short}`).toContain(start);
      expect(section).toContain(`: **${owner.name}** `);
      expect(section.endsWith(end), section).toBe(true);
      expect(md).not.toMatch(/set-land|adj_1/);
    }
    expect(renderMarkdown(reportOf(24, lang, true))).not.toContain(start.slice(0, 10));
  });

  test('every copy is the same: nothing is hidden from players or the public', () => {
    for (const step of [1, 24]) {
      expect(reportOf(step, 'en', false, { role: 'public' })).toEqual(reportOf(step, 'en', false, GM));
      expect(reportOf(step, 'en', false, { role: 'player', id: 'a' })).toEqual(reportOf(step, 'en', false, GM));
    }
  });

  test('no singular count is written as a plural ("1 resources", "1 units", "1 veterans")', () => {
    for (let step = 1; step <= game.steps.length; step++) {
      for (const lang of ['en', 'es'] as const) {
        const all = text(reportOf(step, lang));
        expect(all).not.toMatch(/\b1 (resources|units|veterans|military units|recursos|unidades|veteranos|habitantes)\b/);
      }
    }
  });

  test('dice the players or the GM rolled during the step are listed with every die', () => {
    const rolled = rollDice('4d6kh3', { seed: 'step-seed', counter: 0 });
    if (!rolled.ok) throw new Error('roll');
    const { before, after, outcome } = game.steps[0]!;
    const doc = R.report!({
      setup: game.setup,
      players: game.players,
      before,
      after,
      outcome,
      step: 1,
      game: { id: 'g', name: 'T' },
      lang: 'en',
      viewer: GM,
      rolls: [{ by: 'a', reason: 'who goes first', private: false, roll: rolled.roll }],
      corrections: [],
    });
    const md = renderMarkdown(doc);
    const dice = rolled.roll.result.terms[0]!;
    if (dice.type !== 'dice') throw new Error('dice');
    const shown = dice.dice.map((d) => (d.kept ? String(d.value) : `(${d.value})`)).join(', ');
    expect(md).toContain('### Dice rolled in this step');
    expect(md).toContain(`**Alba**: who goes first — 4d6kh3 \\[${shown}\\] = ${rolled.roll.result.total}`);
  });

  test('a deadline step says the player did nothing', () => {
    const g = position({});
    const result = R.resolve({ setup: g.setup, players: g.players, state: g.state, orders: {}, seed: 's', gameSeed: 'test' });
    const doc = R.report!({
      setup: g.setup,
      players: g.players,
      before: g.state,
      after: result.nextState,
      outcome: result.outcome,
      step: 1,
      game: { id: 'g', name: 'T' },
      lang: 'en',
      viewer: GM,
      rolls: [],
      corrections: [],
    });
    expect(plainText(doc.title)).toBe('The Awakened — round 1: Alba, moves and exploration');
    expect(doc.blocks.map((b) => (b.kind === 'paragraph' ? plainText(b.content) : b.kind))[0]).toBe(
      'Alba did not answer in time: nothing is done in this step.',
    );
  });

  test('text a GM typed (land names) is escaped by every format, never pre-escaped', () => {
    const g = position({ c2: { owner: 'a', marker: '3|=', p: 2 } }, { setup: { ...R.defaultSetup() } });
    g.setup.data.boards.two.lands.find((l) => l.id === 'c3')!.name = '<b>[b]*Evil*[/b]</b> & co';
    const { outcome, state } = play(g, { moves: [{ from: 'c2', to: 'c3', population: 2, resources: 0 }] });
    const doc = R.report!({
      setup: g.setup,
      players: g.players,
      before: g.state,
      after: state,
      outcome,
      step: 1,
      game: { id: 'g', name: 'T' },
      lang: 'en',
      viewer: GM,
      rolls: [],
      corrections: [],
    });
    expect(JSON.stringify(doc)).toContain('<b>[b]*Evil*[/b]</b> & co');
    expect(renderHtml(doc)).toContain('&lt;b&gt;[b]*Evil*[/b]&lt;/b&gt; &amp; co');
    expect(renderHtml(doc)).not.toContain('<b>[b]');
    const svg = R.renderMap!(g.setup, state, 'en');
    expect(svg).toContain('&lt;b&gt;[b]*Evil*[/b]&lt;/b&gt; &amp; co');
    expect(svg).not.toContain('<b>');
  });
});

describe('the position (player page, public page)', () => {
  test.each(['en', 'es'] as const)('golden position after step 24 (%s)', (lang) => {
    const doc = R.describePosition!({ setup: game.setup, players: game.players, state: game.steps[23]!.after, lang, viewer: GM });
    expectGolden(`position-step24.${lang}.json`, `${prettyJson(doc)}\n`);
    expectGolden(`position-step24.${lang}.md`, renderMarkdown(doc));
  });

  test('the position shows the start of the turn (steps 1–2) and the race', () => {
    const doc = R.describePosition!({ setup: game.setup, players: game.players, state: game.steps[23]!.after, lang: 'en', viewer: GM });
    const md = renderMarkdown(doc);
    expect(md).toContain('To play: **Bruno**, moves and exploration.');
    expect(md).toContain('Start of this turn (steps 1–2):');
    expect(md).toContain('Target: 25 population.');
  });

  test('views: every viewer sees the same position; it survives JSON', () => {
    const state = game.steps[23]!.after;
    const gm = R.playerView!(game.setup, game.players, state, GM);
    expect(R.playerView!(game.setup, game.players, state, { role: 'public' })).toEqual(gm);
    expect(R.playerView!(game.setup, game.players, state, { role: 'player', id: 'b' })).toEqual(gm);
    expect(JSON.parse(JSON.stringify(gm))).toEqual(gm);
    expect(gm).toMatchObject({ round: 7, active: 'b', step: 'moves', target: 25, markers: { left: 42, total: 50 } });
  });
});

describe('the map (SVG)', () => {
  test.each(['en', 'es'] as const)('golden map after step 24 (%s)', (lang) => {
    expectGolden(`map-step24.${lang}.svg`, R.renderMap!(game.setup, game.steps[23]!.after, lang));
  });

  test('a standalone accessible SVG: role, label, title, one group per land, readable text', () => {
    const svg = R.renderMap!(game.setup, game.steps[23]!.after, 'en');
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="(\d+)"[^>]* role="img" aria-label="The Awakened, round 7: green to play \(moves and exploration\)">/,
    );
    expect(svg).toContain('<title>The Awakened, round 7: green to play (moves and exploration)</title>');
    expect(svg.match(/<g class="land" data-land=/g)).toHaveLength(25);
    const sizes = [...svg.matchAll(/font-size="(\d+)"/g)].map((m) => Number(m[1]));
    const width = Number(/width="(\d+)"/.exec(svg)![1]);
    // Scaled to 800 px wide, no text is smaller than 12 px.
    expect(Math.min(...sizes) * (800 / width)).toBeGreaterThanOrEqual(12);
    expect(svg).toContain('data-land="c5" data-owner="green"');
    expect(svg).not.toMatch(/font-size="\d+"[^>]*font-size=/);
  });

  test('unexplored lands show "?" only: the marker waiting under them is never drawn', () => {
    const g = position({}, { setup: { ...R.defaultSetup(), options: { ...R.defaultSetup().options, shuffleMarkers: false } } });
    const svg = R.renderMap!(g.setup, g.state, 'en');
    // The first marker of the unshuffled stack is [2 | =]; only the two chambers show markers.
    expect(svg.match(/\[\d+ \| [^\]]+\]/g)).toEqual(['[4 | =]', '[4 | =]', '[4 | =]', '[4 | =]'].slice(0, (svg.match(/\[\d+ \| [^\]]+\]/g) ?? []).length));
    expect(svg).not.toContain('[2 | =]');
    expect(svg).toContain('Markers face down: 50');
  });
});
