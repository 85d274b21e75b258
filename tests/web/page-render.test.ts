import { describe, expect, it } from 'vitest';
import { lordsOfChaos, normalizeState } from '../../src/engine/rulesets/lords-of-chaos/index.ts';
import { DEFAULT_MAP } from '../../src/engine/rulesets/lords-of-chaos/maps/index.ts';
import type { LocPlayer } from '../../src/engine/rulesets/lords-of-chaos/players.ts';
import { LANGUAGES } from '../../src/i18n/index.ts';
import { renderGmConsolePage } from '../../src/web/pages/gm-console-page.ts';
import { renderGmCreatePage } from '../../src/web/pages/gm-create-page.ts';
import { renderPlayerPage } from '../../src/web/pages/player-page.ts';
import type { PlayerNotice } from '../../src/web/pages/player-page.ts';
import { answerFeedback } from '../../src/web/answer-feedback.ts';
import { schemaFormFields, SCHEMA_FORM_SCRIPTS } from '../../src/web/schema-form.ts';

// A catalogue key that is missing comes out as the key itself ("order.legend"): none may reach a page.
const MISSING_KEY = /(?<![\w-])(layout|player|summary|order|deed|planet|problems|gmCreate|gm|godKind|error|dice|form)\.[a-z][A-Za-z_]*(\.[A-Za-z_]+)*/g;
const textOf = (page: string) => page.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]*>/g, ' ');

const players: LocPlayer[] = [
  { id: 'K', name: 'Ana', warband: 'World Eaters', god: 'Khorne', godKind: 'major', planets: ['vraks', 'ofidia'] },
  { id: 'N', name: 'Bruno', warband: 'Death <Guard>', god: 'Nurgle', godKind: 'major', planets: ['sarum'] },
];
const state = normalizeState(DEFAULT_MAP, players, { control: { vraks: 'K', ofidia: 'K', sarum: 'N' } });
const sheet = [
  { type: 'invade', planet: 'mordian', count: 9, alliance: { members: ['K', 'N'], beneficiary: 'N' } },
  { type: 'cede', planet: 'vraks', to: 'N', exchangeFor: 'sarum' },
  { type: 'claimDeed', deed: 'chosen', choice: 'Nurgle' },
];

function playerPage(lang: 'es' | 'en', notice: PlayerNotice) {
  // The Lords of Chaos order form as the player page draws it: generated from its schema, its choices and check.
  const check = lordsOfChaos.checkSheet({ map: DEFAULT_MAP }, players, state, 'K', sheet, lang);
  const feedback = answerFeedback(check, sheet);
  const formHtml = schemaFormFields({
    schema: lordsOfChaos.sheetSchema,
    value: sheet,
    choices: lordsOfChaos.sheetChoices!({ map: DEFAULT_MAP }, players, state, 'K', lang),
    errors: feedback.errors,
    notes: feedback.notes,
    summary: feedback.lines,
    lang,
    prefix: 'answer',
  }).toString();
  return renderPlayerPage({
    lang,
    path: '/play/token',
    game: { name: 'Game & <friends>', rulesetName: 'Lords of Chaos', status: 'running', publicUrl: '/games/g' },
    me: { name: 'Ana', label: 'World Eaters' },
    turn: { number: 2, maxTurns: 8, deadline: '2099-01-01T00:00:00.000Z', phase: null },
    request: { prompt: 'Your orders', required: false },
    waitingFor: [],
    formHtml,
    notice,
    refusals: check.errors.map((e) => ({ label: `Order ${e.index + 1}: ${e.message}`, href: `#answer-${e.index}-row` })),
    saved: { version: 2 },
    ready: false,
    positionHtml: null,
    mapSvg: '<svg viewBox="0 0 1 1"></svg>',
    mapUrl: '/play/token/map.svg?lang=en',
    others: [{ label: 'Death <Guard>', text: 'hello <b>' }],
    rolls: ['Ana: 2d6 for “<x>” → 7 (roll #1)'],
    latestReport: null,
    reports: [{ turn: 1, url: '/games/g/turns/1' }],
    scripts: SCHEMA_FORM_SCRIPTS,
  });
}

describe('page templates', () => {
  it.each(LANGUAGES.flatMap((lang) => (['saved', 'checked', 'refused', null] as const).map((notice) => [lang, notice] as const)))(
    'player page (%s, notice %s): every string comes from the catalogues, values are escaped',
    (lang, notice) => {
      const page = playerPage(lang, notice);
      expect(textOf(page).match(MISSING_KEY)).toBeNull();
      expect(page).toContain(`<html lang="${lang}">`);
      expect(page).toContain('Game &amp; &lt;friends&gt;');
      expect(page).toContain('Death &lt;Guard&gt; (Bruno)');
      expect(page).not.toContain('<Guard>');
      expect(page).toContain('hello &lt;b&gt;');
      expect(page).toContain('<option value="mordian" selected>');
      expect(page).toMatch(/<input type="checkbox" id="answer-0-__invade-alliance-members-1" name="answer\.0\.__invade\.alliance\.members" value="N" checked>/);
      expect(page).toMatch(/<option value="sarum" selected>/);
      expect(page).toContain('name="answer.3.__variant"'); // a spare row after the three orders
      expect(page).toContain('data-sheet-summary');
      expect(page).toContain('<script src="/assets/schema-form.js" defer></script>');
      if (notice === 'refused') expect(page).toContain('id="error-summary"');
    },
  );

  it.each(LANGUAGES)('GM pages (%s): every string comes from the catalogue', (lang) => {
    const create = renderGmCreatePage({
      lang,
      rulesets: [{ id: 'lords-of-chaos', name: 'Lords of Chaos', summary: '' }],
      presets: [{ id: 'eye-of-terror', name: 'Eye' }],
      values: { name: '</textarea><b>', ruleset: 'lords-of-chaos', language: lang, preset: '', turnHours: '', resolveWhen: 'answers' },
      setupFieldsHtml: '',
      problems: [{ path: 'map.planets[0]', code: 'duplicate_id', message: 'dup <id>' }],
    });
    expect(textOf(create).match(MISSING_KEY)).toBeNull();
    expect(create).toContain('&lt;/textarea&gt;&lt;b&gt;');
    expect(create).toContain('dup &lt;id&gt;');
    for (const status of ['setup', 'running', 'finished'] as const) {
      for (const notice of ['created', 'player_added', 'started', 'resolved', null] as const) {
        const console = renderGmConsolePage({
          lang,
          path: '/gm/t',
          origin: 'http://x',
          game: { id: 'g', name: 'G', rulesetName: 'R', language: lang, status, publicUrl: '/games/g' },
          turn: status === 'running' ? { number: 1, deadline: null, phase: null } : null,
          players: [{ id: 'K', seat: 0, name: 'Ana', label: 'W<E>', asked: true, submitted: true }],
          notice,
          invites: notice === 'player_added' ? [{ playerName: 'WE (Ana)', path: '/play/abc' }] : [],
          newConsole: null,
          problems: [],
          error: status === 'finished' ? 'boom' : null,
          seatFieldsHtml: status === 'setup' ? '<div class="field"></div>' : null,
          setupFieldsHtml: status === 'setup' ? '' : null,
          setupLink: status === 'running' ? '/gm/t?lang=en&setup=1#setup-title' : null,
          gmInputHtml: null,
          answers: status === 'running' ? [{ label: 'W<E>', text: '<script>' }] : [],
          rolls: [],
          correctionFieldsHtml: null,
          mapSvg: null,
          positionHtml: status === 'running' ? '<p>Board</p>' : null,
          campaign: status === 'finished',
          reports: [{ turn: 1, url: '/games/g/turns/1', formats: { html: '/h', bbcode: '/b', markdown: '/m' } }],
        });
        expect(textOf(console).match(MISSING_KEY)).toBeNull();
        expect(console).toContain('W&lt;E&gt;');
        expect(console).not.toContain('<script>');
      }
    }
  });
});
