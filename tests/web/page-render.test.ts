import { describe, expect, it } from 'vitest';
import { normalizeState } from '../../src/engine/rulesets/lords-of-chaos/index.ts';
import { DEFAULT_MAP } from '../../src/engine/rulesets/lords-of-chaos/maps/index.ts';
import type { Player } from '../../src/engine/rulesets/lords-of-chaos/schemas.ts';
import { LANGUAGES } from '../../src/i18n/index.ts';
import { orderOptions } from '../../src/engine/rulesets/lords-of-chaos/web/order-options.ts';
import { emptyRow, orderToRow } from '../../src/engine/rulesets/lords-of-chaos/web/order-rows.ts';
import { renderGmConsolePage, emptyPlayerForm } from '../../src/web/pages/gm-console-page.ts';
import { renderGmCreatePage } from '../../src/web/pages/gm-create-page.ts';
import { renderPlayerPage } from '../../src/web/pages/player-page.ts';
import type { PlayerNotice } from '../../src/web/pages/player-page.ts';

// A catalogue key that is missing comes out as the key itself ("order.legend"): none may reach a page.
const MISSING_KEY = /(?<![\w-])(layout|player|summary|order|deed|planet|problems|gmCreate|gm|godKind|error)\.[a-z][A-Za-z_]*(\.[A-Za-z_]+)*/g;
const textOf = (page: string) => page.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]*>/g, ' ');

const players: Player[] = [
  { id: 'K', name: 'World Eaters', god: 'Khorne', godKind: 'major' },
  { id: 'N', name: 'Death <Guard>', god: 'Nurgle', godKind: 'major' },
];
const state = normalizeState(DEFAULT_MAP, players, { control: { vraks: 'K', ofidia: 'K', sarum: 'N' } });

function playerPage(lang: 'es' | 'en', notice: PlayerNotice) {
  return renderPlayerPage({
    lang,
    path: '/play/token',
    game: { name: 'Game & <friends>', status: 'running', publicUrl: '/games/g' },
    turn: { number: 2, maxTurns: 8, deadline: '2099-01-01T00:00:00.000Z' },
    me: { id: 'K', name: 'Ana', warband: 'World Eaters', god: 'Khorne', godKind: 'major' },
    players: [
      { id: 'K', name: 'World Eaters (Ana)', warband: 'World Eaters' },
      { id: 'N', name: 'Death <Guard> (Bruno)', warband: 'Death <Guard>' },
    ],
    map: DEFAULT_MAP,
    control: state.control,
    mapSvg: '<svg viewBox="0 0 1 1"></svg>',
    options: orderOptions(DEFAULT_MAP, players, state, 'K'),
    rows: [
      orderToRow({ type: 'invade', planet: 'mordian', count: 9, alliance: { members: ['K', 'N'], beneficiary: 'N' } }, 'K'),
      orderToRow({ type: 'cede', planet: 'vraks', to: 'N', exchangeFor: 'sarum' }, 'K'),
      orderToRow({ type: 'claimDeed', deed: 'chosen', choice: 'Nurgle' }, 'K'),
      emptyRow(),
    ],
    statuses: [{ cost: null, error: 'Not enough <actions>' }, { cost: 0, error: null }, { cost: 0, error: null }],
    summary: { actionsAvailable: 3, actionsUsed: 0, actionsLeft: 3 },
    notice,
    saved: { version: 2 },
    deedNames: { chosen: 'Chosen' },
    reports: [{ turn: 1, url: '/games/g/turns/1' }],
  });
}

describe('page templates', () => {
  it.each(LANGUAGES.flatMap((lang) => (['saved', 'checked', 'refused', null] as const).map((notice) => [lang, notice] as const)))(
    'player page (%s, notice %s): every string comes from the catalogue, values are escaped',
    (lang, notice) => {
      const page = playerPage(lang, notice);
      expect(textOf(page).match(MISSING_KEY)).toBeNull();
      expect(page).toContain(`<html lang="${lang}">`);
      expect(page).toContain('Game &amp; &lt;friends&gt;');
      expect(page).toContain('Death &lt;Guard&gt; (Bruno)');
      expect(page).not.toContain('<Guard>');
      expect(page).toContain('<option value="mordian" selected>');
      expect(page).toMatch(/<input type="checkbox" name="o0\.allies" value="N" checked>/);
      expect(page).toMatch(/<option value="sarum" selected>/);
      expect(page).toContain('name="o3.type"');
      if (notice === 'refused') expect(page).toContain('Not enough &lt;actions&gt;');
    },
  );

  it.each(LANGUAGES)('GM pages (%s): every string comes from the catalogue', (lang) => {
    const create = renderGmCreatePage({
      lang,
      rulesets: [{ id: 'lords-of-chaos', name: 'Lords of Chaos' }],
      maps: [{ id: 'eye-of-terror', name: 'Eye' }],
      values: { name: '', ruleset: 'lords-of-chaos', language: lang, map: 'custom', mapJson: '</textarea><b>', turnHours: '' },
      problems: [{ path: 'map.planets[0]', code: 'duplicate_id', message: 'dup <id>' }],
    });
    expect(textOf(create).match(MISSING_KEY)).toBeNull();
    expect(create).toContain('&lt;/textarea&gt;&lt;b&gt;');
    for (const status of ['setup', 'running', 'finished'] as const) {
      for (const notice of ['created', 'player_added', 'started', 'resolved', null] as const) {
        const console = renderGmConsolePage({
          lang,
          path: '/gm/t',
          origin: 'http://x',
          game: { id: 'g', name: 'G', rulesetName: 'R', language: lang, status, publicUrl: '/games/g' },
          turn: status === 'running' ? { number: 1, status: 'open', deadline: null } : null,
          players: [{ id: 'K', seat: 0, name: 'Ana', warband: 'WE', god: 'Khorne', godKind: 'major', planets: ['vraks'], submitted: true }],
          planets: [{ id: 'vraks', name: 'Vraks', group: 'Agripinaa', taken: true }, { id: 'cadia', name: 'Cadia', group: 'Cadia', taken: false }],
          notice,
          invite: notice === 'player_added' ? { playerName: 'WE (Ana)', path: '/play/abc' } : null,
          problems: [],
          error: status === 'finished' ? 'boom' : null,
          playerForm: emptyPlayerForm(),
          reports: [{ turn: 1, url: '/games/g/turns/1', formats: { html: '/h', bbcode: '/b', markdown: '/m' } }],
        });
        expect(textOf(console).match(MISSING_KEY)).toBeNull();
        expect(console.includes('value="vraks"')).toBe(false); // a taken planet is not offered again
      }
    }
  });
});
