import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { plainText, type ReportDocument } from '../../../src/engine/core/document.ts';
import type { Viewer } from '../../../src/engine/core/ruleset.ts';
import type { Outcome } from '../../../src/engine/rulesets/cthulhu-wars/outcome.ts';
import type { State } from '../../../src/engine/rulesets/cthulhu-wars/types.ts';
import { renderBbcode } from '../../../src/reports/render-bbcode.ts';
import { renderHtml } from '../../../src/reports/render-html.ts';
import { renderMarkdown } from '../../../src/reports/render-markdown.ts';
import { goldenFiles } from '../../helpers/golden.ts';
import { CARLA, DARIO, G2, cw, play, position, withData, type Game } from './helpers.ts';

const { check: golden } = goldenFiles(join(import.meta.dirname, 'golden'));

/** Reports (es/en, three formats) of the three kinds of step a battle brings: the roll, the assignments, the end. */
const GAME: Game = { setup: withData({ ritualTrack: [5] }), players: G2.players };

function battleSteps() {
  const start = position(
    {
      phase: 'action',
      firstPlayer: 'a',
      power: { a: 2, b: 0 },
      doom: { a: 4, b: 6 },
      units: {
        'gc.starspawn.1': 'north-atlantic',
        'gc.acolyte.2': 'north-atlantic',
        'gc.acolyte.1': 'south-pacific',
        'ys.acolyte.2': 'north-atlantic',
        'ys.undead.1': 'north-atlantic',
        'ys.acolyte.1': 'europe',
      },
      gates: { 'south-pacific': 'gc.acolyte.1', europe: 'ys.acolyte.1' },
      elderSigns: { a: [{ id: 'es1', value: 3 }], b: [] },
      signsDrawn: 1,
    },
    GAME,
  );
  const rolled = play(start, { a: { actions: [{ type: 'battle', area: 'north-atlantic', opponent: 'b' }] } }, GAME, 'battle-23');
  const assigned = play(rolled.state, { a: { kills: [], pains: ['gc.acolyte.2'] }, b: { kills: ['ys.acolyte.2'], pains: ['ys.undead.1'] } }, GAME, 'assign');
  // the end: Bruno's ritual runs the one-space track out; Alba's hidden Elder Sign turns into Doom
  const doom = position(
    {
      phase: 'doom',
      firstPlayer: 'b',
      power: { a: 0, b: 9 },
      doom: { a: 4, b: 6 },
      units: { 'ys.acolyte.1': 'europe', 'ys.king-in-yellow.1': 'europe', 'gc.acolyte.1': 'south-pacific' },
      gates: { europe: 'ys.acolyte.1', 'south-pacific': 'gc.acolyte.1' },
      elderSigns: { a: [{ id: 'es1', value: 3 }], b: [] },
      elderSignPool: [2, 1],
      signsDrawn: 1,
    },
    GAME,
  );
  const ended = play(doom, { b: { perform: true } }, GAME, 'end');
  return [
    { name: 'roll', before: start, after: rolled.state, outcome: rolled.outcome },
    { name: 'assign', before: rolled.state, after: assigned.state, outcome: assigned.outcome },
    { name: 'end', before: doom, after: ended.state, outcome: ended.outcome },
  ];
}

function doc(step: { before: State; after: State; outcome: Outcome }, lang: 'es' | 'en', viewer: Viewer, short = false): ReportDocument {
  return cw.report!(docInput(step, lang, viewer, short));
}

function docInput(step: { before: State; after: State; outcome: Outcome }, lang: 'es' | 'en', viewer: Viewer = { role: 'public' }, short = false) {
  return {
    setup: GAME.setup,
    players: GAME.players,
    before: step.before,
    after: step.after,
    outcome: step.outcome,
    step: 7,
    game: { id: 'g1', name: 'La Noche <Eterna>' },
    lang,
    viewer,
    rolls: [],
    corrections: [{ kind: 'power', reason: 'Dreams', data: { player: 'b', delta: 1 } }],
    short,
  };
}

describe('reports: documents and the three formats, es and en (golden)', () => {
  const steps = battleSteps();
  test.each(steps.flatMap((s) => (['es', 'en'] as const).map((lang) => [s.name, lang, s] as const)))('%s (%s)', (name, lang, step) => {
    const document = doc(step, lang, { role: 'public' });
    golden(`report-${name}.${lang}.json`, `${JSON.stringify(document, null, 1)}\n`);
    golden(`report-${name}.${lang}.html`, renderHtml(document));
    golden(`report-${name}.${lang}.bbcode`, renderBbcode(document));
    golden(`report-${name}.${lang}.md`, renderMarkdown(document));
  });

  test('every die is shown, kills marked ! and pains *', () => {
    const text = renderMarkdown(doc(steps[0]!, 'en', { role: 'public' }));
    expect(text).toContain('3 dice \\[2, 6!, 4\\*\\] → 1 kill, 1 pain.');
    expect(text).toContain('1 die \\[5\\*\\] → 0 kills, 1 pain.');
    const es = renderMarkdown(doc(steps[0]!, 'es', { role: 'public' }));
    expect(es).toContain('1 dado \\[5\\*\\] → 0 muertes, 1 dolor.');
  });

  test('a direction the player chose reads as theirs; a default (deadline or GM) says so (issue 37)', () => {
    const before = position({ phase: 'start', pending: { kind: 'direction', player: 'a' } }, GAME);
    const chosen = play(before, { a: { direction: 'counterclockwise' } }, GAME);
    const forced = play(before, {}, GAME, 'step', ['a']);
    const text = (played: { state: State; outcome: Outcome }, lang: 'es' | 'en') =>
      renderMarkdown(doc({ before, after: played.state, outcome: played.outcome }, lang, { role: 'public' }));
    expect(text(chosen, 'en')).toContain('**Alba** plays counter-clockwise.');
    expect(text(forced, 'en')).toContain('**Alba** did not choose in time: play goes clockwise (the default).');
    expect(text(forced, 'en')).not.toContain('**Alba** plays');
    expect(text(forced, 'es')).toContain('**Alba** no eligió a tiempo: se juega en sentido horario (por defecto).');
  });

  test('user text is escaped by each format (never pre-escaped in the document)', () => {
    const document = doc(steps[0]!, 'en', { role: 'public' });
    expect(plainText(document.title)).toContain('La Noche <Eterna>');
    expect(renderHtml(document)).toContain('La Noche &lt;Eterna&gt;');
  });

  test("GM corrections in words, with names: never ids nor the stored record's own fields", () => {
    const corrections = [
      { kind: 'eliminate', reason: 'Devour', data: { id: 'c-1', createdAt: '2026-01-01T00:00:00Z', unit: 'ys.acolyte.2' } },
      { kind: 'battle-results', reason: 'Madness', data: { side: 'defender', kills: 1, pains: 2 } },
      { kind: 'place', reason: 'Abduct', data: { unit: 'ys.acolyte.2', area: null } },
      { kind: 'teleport', reason: 'unknown shape', data: { x: 1 } },
    ];
    const text = renderMarkdown(cw.report!({ ...docInput(steps[0]!, 'en'), corrections }));
    expect(text).toContain('- **Eliminate a unit**: Acolyte 2 (Yellow Sign) — Devour');
    expect(text).toContain('- **Extra battle results (after the roll)**: defender: 1 kill, 2 pains — Madness');
    expect(text).toContain('- **Place a unit (or return it to the pool)**: Acolyte 2 (Yellow Sign) → in the pool — Abduct');
    expect(text).toContain('- **teleport**: unknown shape `{"x":1}`');
    expect(text).not.toContain('c-1');
    expect(text).not.toContain('ys.acolyte');
  });

  test('a shared win says so: "Winners (a tie)", one winner "Winner"', () => {
    const tied = position(
      {
        phase: 'doom',
        firstPlayer: 'a',
        power: { a: 0, b: 0 },
        doom: { a: 29, b: 29 },
        units: { 'gc.acolyte.1': 'south-pacific', 'ys.acolyte.1': 'europe' },
        gates: { 'south-pacific': 'gc.acolyte.1', europe: 'ys.acolyte.1' },
      },
      GAME,
    );
    expect(tied.phase).toBe('over');
    const step = {
      before: tied,
      after: tied,
      outcome: {
        round: 1,
        phase: 'doom',
        events: [
          { type: 'game-end', reason: 'doom-threshold', converted: { a: [], b: [] }, doom: { a: 30, b: 30 }, spellbooks: { a: 0, b: 0 }, winners: ['a', 'b'] },
        ],
      } as unknown as Outcome,
    };
    expect(renderMarkdown(doc(step, 'en', { role: 'public' }))).toContain('Winners (a tie): **Alba**, **Bruno**.');
    expect(renderMarkdown(doc(step, 'es', { role: 'public' }))).toContain('Ganan (empate): **Alba**, **Bruno**.');
    expect(renderMarkdown(doc(steps[2]!, 'en', { role: 'public' }))).toMatch(/Winner: \*\*(Alba|Bruno)\*\*\./);
    const described = (state: State) =>
      renderMarkdown(cw.describePosition!({ setup: GAME.setup, players: GAME.players, state, lang: 'en', viewer: { role: 'public' } }));
    expect(described({ ...tied, winners: ['a', 'b'] })).toContain('Winners (a tie): **Alba**, **Bruno**.');
    expect(described({ ...tied, winners: ['b'] })).toContain('Winner: **Bruno**.');
  });

  test('Elder Sign values: the owner sees them, others see a count', () => {
    expect(renderMarkdown(doc(steps[0]!, 'en', { role: 'player', id: 'a' }))).toContain('| 1: worth 3 ');
    expect(renderMarkdown(doc(steps[0]!, 'en', { role: 'player', id: 'b' }))).toContain('1 (hidden)');
  });

  test.each(['es', 'en'] as const)('the short copy (%s) keeps the headline facts under 1,500 characters', (lang) => {
    for (const step of steps) {
      const text = renderMarkdown(doc(step, lang, { role: 'public' }, true));
      expect(text.length).toBeLessThan(1500);
    }
    expect(renderMarkdown(doc(steps[0]!, lang, { role: 'public' }, true))).toContain('6!');
  });

  test.each([
    ['es', '### Correcciones del DJ\n\n- **Poder (sumar o fijar)**: '],
    ['en', '### GM corrections\n\n- **Power (add or set)**: '],
  ] as const)('the short copy (%s) keeps the GM corrections, in words (issue 37)', (lang, heading) => {
    const short = renderMarkdown(doc(steps[0]!, lang, { role: 'public' }, true));
    expect(short).toContain(heading);
    expect(short).toMatch(/ — Dreams\n/);
    expect(short).not.toContain('delta');
  });

  test('a long step stays short in the short copy', () => {
    const many: Outcome = { ...steps[0]!.outcome, events: Array.from({ length: 200 }, () => steps[0]!.outcome.events[0]!) };
    expect(renderMarkdown(doc({ ...steps[0]!, outcome: many }, 'en', { role: 'public' }, true)).length).toBeLessThan(1500);
  });
});

// Seed, "Strid", steps 1 and 3: the attacker's pre-battle abilities before the defender's; the kills, the
// post-battle abilities (in turn order, outsiders included), then the pains.
describe("reports of the battle steps in the seed's order", () => {
  const game: Game = { setup: GAME.setup, players: [G2.players[0]!, DARIO, CARLA] };
  const text = (before: State, played: { state: State; outcome: Outcome }, lang: 'es' | 'en') =>
    renderMarkdown(
      cw.report!({ ...docInput({ before, after: played.state, outcome: played.outcome }, lang), setup: game.setup, players: game.players, corrections: [] }),
    );

  test.each([
    [
      'en',
      '**Darío** assigns kills: Acolyte 2.',
      '**Carla** (outside the battle) uses post-battle: Necrophagy.',
      '**Darío** (defender) uses post-battle: Madness.',
      'Pause: the GM applies the post-battle abilities',
      '**Alba** assigns pains: Acolyte 1.',
    ],
    [
      'es',
      '**Darío** asigna muertes: Acólito 2.',
      '**Carla** (fuera de la batalla) usa después de la batalla: Necrofagia.',
      '**Darío** (defensor) usa después de la batalla: Locura.',
      'Pausa: el DJ aplica las habilidades posteriores',
      '**Alba** asigna dolores: Acólito 1.',
    ],
  ] as const)('%s', (lang, kills, outsider, defender, pause, pains) => {
    const rolled = position(
      {
        phase: 'action',
        firstPlayer: 'c',
        power: { a: 3, d: 3, c: 3 },
        spellbooks: { d: ['madness'], c: ['necrophagy'] },
        units: {
          'gc.shoggoth.1': 'europe',
          'gc.acolyte.1': 'europe',
          'cc.acolyte.1': 'europe',
          'cc.acolyte.2': 'europe',
          'cc.acolyte.3': 'europe',
          'bg.ghoul.1': 'west-africa',
        },
        initiative: { player: 'a', mainDone: true, battled: ['europe'], flexibleBattle: false },
        battle: {
          area: 'europe',
          attacker: 'a',
          defender: 'd',
          stage: 'assign',
          dice: { attacker: [6, 4], defender: [] },
          produced: { attacker: { kills: 1, pains: 1 }, defender: { kills: 0, pains: 1 } },
        },
      },
      game,
    );
    const killed = play(rolled, { d: { kills: ['cc.acolyte.2'] } }, game);
    const carla = play(killed.state, { c: { abilities: ['necrophagy'] } }, game);
    const dario = play(carla.state, { d: { abilities: ['madness'] } }, game);
    const resumed = play(dario.state, {}, game);
    const pained = play(resumed.state, { a: { pains: ['gc.acolyte.1'] }, d: { pains: ['cc.acolyte.1'] } }, game);
    expect(text(rolled, killed, lang)).toContain(kills);
    expect(text(killed.state, carla, lang)).toContain(outsider);
    const declared = text(carla.state, dario, lang);
    expect(declared).toContain(defender);
    expect(declared).toContain(pause);
    expect(text(resumed.state, pained, lang)).toContain(pains);
  });

  test.each([
    ['en', "Pause: the GM applies the attacker's pre-battle abilities before the defender chooses theirs."],
    ['es', 'Pausa: el DJ aplica las habilidades previas del atacante antes de que el defensor elija las suyas.'],
  ] as const)("the attacker's pause (%s)", (lang, pause) => {
    const start = position({ phase: 'action', firstPlayer: 'a', power: { a: 6, d: 6 }, units: { 'gc.cthulhu.1': 'europe', 'cc.acolyte.1': 'europe' } }, game);
    const battle = play(start, { a: { actions: [{ type: 'battle', area: 'europe', opponent: 'd' }] } }, game);
    expect(text(battle.state, play(battle.state, { a: { abilities: ['devour'] } }, game), lang)).toContain(pause);
  });
});

describe('describePosition and the map', () => {
  const state = battleSteps()[0]!.after;
  test.each(['es', 'en'] as const)('position document (%s, golden)', (lang) => {
    const document = cw.describePosition!({ setup: GAME.setup, players: GAME.players, state, lang, viewer: { role: 'player', id: 'a' } });
    golden(`position.${lang}.md`, renderMarkdown(document));
  });

  test('the SVG: role, aria-label, title, readable text, escaped names, no hidden value', () => {
    const players = [{ ...G2.players[0]!, name: 'Alba <script>&' }, G2.players[1]!];
    const withNames = position({ ...JSON.parse(JSON.stringify(state)), seats: players }, { setup: GAME.setup, players });
    const svg = cw.renderMap!(GAME.setup, withNames, 'en', { role: 'public' });
    expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*aria-label="Cthulhu Wars, round 1: Battle"/);
    expect(svg).toContain('<title>Cthulhu Wars, round 1: Battle</title>');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Alba &lt;script&gt;&amp;');
    const sizes = [...svg.matchAll(/font-size="(\d+)"/g)].map((m) => Number(m[1]));
    const width = Number(/viewBox="0 0 (\d+)/.exec(svg)![1]);
    // at 800 px wide every text is at least 12 px
    expect(Math.min(...sizes) * (800 / width)).toBeGreaterThanOrEqual(12);
    expect(svg.match(/class="area"/g)).toHaveLength(GAME.setup.data.map.areas.length);
    expect(svg).toContain('data-area="north-atlantic"');
    expect(svg).not.toMatch(/es1|Elder/);
    golden('map.en.svg', cw.renderMap!(GAME.setup, state, 'en', { role: 'public' }));
  });
});
