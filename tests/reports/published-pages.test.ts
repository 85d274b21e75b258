import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { atomFeed } from '../../src/reports/atom-feed.ts';
import { buildReport } from '../../src/engine/rulesets/lords-of-chaos/presentation/build-report.ts';
import { plainText } from '../../src/engine/core/document.ts';
import { renderMapSvg } from '../../src/engine/rulesets/lords-of-chaos/presentation/map-svg.ts';
import { gamePage } from '../../src/reports/pages.ts';
import { renderHtml } from '../../src/reports/render-html.ts';
import { csvCell, scoreHistoryCsv } from '../../src/reports/csv.ts';
import { scoreHistory } from '../../src/services/published/views.ts';
import { FIXED_MAP, REPORT_PLAYERS, fixedTurns, reportInput } from './fixtures/fixed-game.ts';
import { fixedContext, fixedSteps } from './fixtures/fixed-context.ts';

/** The players as the pages name them (Lords of Chaos: the warband). */
const PAGE_PLAYERS = REPORT_PLAYERS.map((p) => ({ id: p.id, label: p.warband ?? p.name }));
const PAGE_GAME = (game: { id: string; name: string; language: 'es' | 'en' }) => ({ ...game, rulesetName: 'Señores del Caos', status: 'running' as const });
import { scanTags } from './markup-scan.ts';
import { fixedTurnPage } from './fixtures/render.ts';

const history = () => scoreHistory(fixedContext(), fixedSteps(), 'es')!;

describe('score history', () => {
  it('has points, totals and shared ranks per turn', () => {
    const { turns } = history();
    expect(turns.map((turn) => turn.turn)).toEqual([3, 4]);
    expect(turns[0]!.totals).toEqual(fixedTurns()[0]!.outcome.scores);
    expect(turns[0]!.points).toEqual(fixedTurns()[0]!.outcome.turnPoints);
    expect(turns[1]!.ranks.N).toBe(1);
    const tiedStep = { ...fixedSteps()[0]!, after: { ...fixedTurns()[0]!.outcome.nextState, scores: { K: 5, N: 5, T: 1, S: 0, U: 0 } } };
    const tied = scoreHistory(fixedContext(), [tiedStep], 'es')!;
    expect(tied.turns[0]!.ranks).toMatchObject({ K: 1, N: 1, T: 3 });
  });

  it('CSV: a header, one row per turn and player, quoted and formula-safe', () => {
    const players = REPORT_PLAYERS.map((player, index) => ({
      id: player.id,
      name: index === 0 ? '=HYPERLINK("x")' : player.name,
      label: index === 0 ? 'a,b' : (player.warband ?? ''),
    }));
    const csv = scoreHistoryCsv({ players, turns: [{ turn: 1, points: { K: 2 }, totals: { K: 2 }, ranks: { K: 1 } }] });
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"turn","player_id","player","label","turn_points","total","rank"');
    expect(lines).toHaveLength(1 + players.length);
    expect(lines[1]).toBe(`"1","K","'=HYPERLINK(""x"")","a,b","2","2","1"`);
    expect(csvCell('-1')).toBe(`"'-1"`);
    expect(csvCell(-1)).toBe('"-1"');
    expect(csvCell('plain')).toBe('"plain"');
  });
});

describe('Atom feed', () => {
  it('is valid XML with one entry per resolved turn, newest first, with the report as HTML content', () => {
    const entries = fixedTurns().map((turn, index) => {
      const doc = buildReport(reportInput(turn, 'es'));
      return { turn: turn.turn, title: plainText(doc.title), html: renderHtml(doc), resolvedAt: `2026-11-2${index}T20:00:00.000Z` };
    });
    const xml = atomFeed({
      gameId: 'golden-game',
      gameName: 'Señores <del> Caos',
      language: 'es',
      baseUrl: 'https://tk.example',
      entries,
      fallbackUpdated: '2026-11-01T00:00:00.000Z',
    });
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' }).parse(xml).feed;
    expect(feed.title).toBe('Señores <del> Caos');
    expect(feed.updated).toBe('2026-11-21T20:00:00.000Z');
    expect(feed.entry.map((entry: { id: string }) => entry.id)).toEqual([
      'https://tk.example/games/golden-game/turns/4',
      'https://tk.example/games/golden-game/turns/3',
    ]);
    expect(feed.entry[1].content['#text']).toContain('<h3>Gestas del Caos</h3>');
  });
});

describe('public pages', () => {
  const turn = fixedTurns()[0]!;
  const input = reportInput(turn, 'es');
  const svg = renderMapSvg({ map: FIXED_MAP, lang: 'es', players: REPORT_PLAYERS, control: turn.outcome.control, turn: 3 });

  it('turn page: a full document in the game language, the map inline, headings in order, formats linked', () => {
    const page = fixedTurnPage(input, { mapSvg: svg, hasPrevious: true, caseFile: true });
    expect(page.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('<meta name="viewport"');
    expect(page).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(page).toContain('href="/games/golden-game/turns/2"');
    expect(page).not.toContain('/turns/4"');
    expect(page).toContain('/api/games/golden-game/turns/3/report.bbcode');
    expect(page).toContain('<a href="/api/games/golden-game/turns/3/case.json">Caso de arbitraje (case.json, para verificar)</a>');
    const headings = scanTags(page.replace(/<svg[\s\S]*<\/svg>/, '')).tags.filter((tag) => /^h\d$/.test(tag.name) && !tag.closing);
    expect(headings[0]!.name).toBe('h1');
    expect(headings.slice(1).every((tag) => tag.name === 'h2')).toBe(true);
    expect(page).not.toContain('<script');
  });

  it('game page: turns, map, score history, feed and CSV links; names escaped', () => {
    const page = gamePage({
      game: PAGE_GAME({ ...input.game, name: '<b>Partida</b>' }),
      players: PAGE_PLAYERS,
      open: null,
      positionHtml: null,
      turns: [{ turn: 3, title: 'Turno 3' }],
      mapSvg: svg,
      mapTurn: 3,
      history: history(),
    });
    expect(page).toContain('<h1>&lt;b&gt;Partida&lt;/b&gt;</h1>');
    expect(page).toContain('<a href="/games/golden-game/turns/3">Turno 3</a>');
    expect(page).toContain('type="application/atom+xml"');
    expect(page).toContain('/api/games/golden-game/scores.csv');
    expect(page).toContain('<th scope="row">Death Guard</th><td>19 (+14) #1</td><td>22 (+3) #1</td>');
  });

  it('game page: a labelled turn slider over 0..last that works as a GET form and as links, one external script', () => {
    const page = gamePage({
      game: PAGE_GAME(input.game),
      players: PAGE_PLAYERS,
      open: null,
      positionHtml: null,
      turns: [
        { turn: 4, title: 'Turno 4' },
        { turn: 3, title: 'Turno 3' },
      ],
      mapSvg: svg,
      mapTurn: 3,
      history: history(),
      langParam: 'es',
    });
    expect(page).toContain('<form class="turn-picker" method="get" action="/games/golden-game" data-turn-slider>');
    expect(page).toContain('<label for="turn-slider">Turno mostrado</label>');
    expect(page).toContain('<input type="range" id="turn-slider" name="turn" min="0" max="4" step="1" value="3" aria-valuetext="Turno 3">');
    expect(page).toContain('<input type="hidden" name="lang" value="es">');
    expect(page).toContain('<button type="submit">Mostrar</button>');
    const links = [...page.matchAll(/<a href="([^"]+)" data-turn-link="(\d+)"( aria-current="true")?>([^<]*)<\/a>/g)];
    expect(links.map((link) => [link[1], link[4], link[3] !== undefined])).toEqual([
      ['/games/golden-game?turn=0&amp;lang=es', 'Mapa inicial', false],
      ['/games/golden-game?turn=1&amp;lang=es', 'Turno 1', false],
      ['/games/golden-game?turn=2&amp;lang=es', 'Turno 2', false],
      ['/games/golden-game?turn=3&amp;lang=es', 'Turno 3', true],
      ['/games/golden-game?turn=4&amp;lang=es', 'Turno 4', false],
    ]);
    // The swapped block: turn 3's map and standings (Death Guard first with 19 points, 14 this turn).
    const start = page.indexOf('<div id="turn-view" data-turn="3">');
    const view = page.slice(start, page.indexOf('</div>\n<h2>', start));
    expect(view).toContain('<h3>Mapa: Turno 3</h3>');
    expect(view).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(view).toContain('<h3>Clasificación tras el turno 3</h3>');
    expect(view).toMatch(/<tr><td>1<\/td><th scope="row">Death Guard<\/th><td>14<\/td><td>19<\/td><\/tr>/);
    expect(view).toContain('<a href="/games/golden-game/turns/3">Informe del turno 3</a>');
    // Paste-ready formats of the latest resolved turn (4), whichever turn the slider shows.
    expect(page).toContain('<h2>Copiar el informe del turno 4 para el foro</h2>');
    for (const ext of ['html', 'bbcode', 'md']) expect(page).toContain(`<a href="/api/games/golden-game/turns/4/report.${ext}">`);
    // Scripts: only the static file (the CSP forbids inline scripts).
    expect([...page.matchAll(/<script[^>]*>/g)].map((tag) => tag[0])).toEqual(['<script src="/assets/published/turn-slider.js" defer>']);
  });

  it('game page before any resolution: the start map, no slider, no script', () => {
    const page = gamePage({
      game: PAGE_GAME(input.game),
      players: PAGE_PLAYERS,
      open: null,
      positionHtml: null,
      turns: [],
      mapSvg: svg,
      mapTurn: 0,
      history: { turns: [] },
    });
    expect(page).toContain('<div id="turn-view" data-turn="0">');
    expect(page).toContain('<h3>Mapa: Mapa inicial</h3>');
    expect(page).toContain('Al empezar nadie tiene puntos.');
    expect(page).not.toContain('type="range"');
    expect(page).not.toContain('<script');
  });
});
