import { gunzipSync } from 'node:zlib';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, SEATS, seedGame, startTestApp } from '../helpers/test-app.ts';
import type { SeededGame, TestApp } from '../helpers/test-app.ts';
import { scanTags } from './markup-scan.ts';
import { ALLOWED_HTML_TAGS } from '../../src/reports/render-html.ts';

describe('published reports and maps over HTTP (PGlite)', () => {
  let t: TestApp;
  let game: SeededGame;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await startTestApp('pglite');
    game = await seedGame(t.app, [SEATS.ana, SEATS.bruno], { language: 'es' });
  });
  afterAll(async () => t?.close());

  it('before any resolution: nothing of turn 1 is published, the start map and the game page are', async () => {
    for (const url of [
      `/api/games/${game.id}/turns/1/report.html`,
      `/api/games/${game.id}/turns/1/report.bbcode`,
      `/api/games/${game.id}/turns/1/report.md`,
      `/api/games/${game.id}/turns/1/map.svg`,
      `/api/games/${game.id}/turns/1/map.png`,
      `/games/${game.id}/turns/1`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    const start = await get(`/api/games/${game.id}/turns/0/map.svg`);
    expect(start.statusCode).toBe(200);
    expect(start.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(start.body).toContain('situación inicial');
    const page = await get(`/games/${game.id}`);
    // The public pages switch language (the game is in Spanish): English is one link away, Spanish is current.
    expect(page.body).toContain(`<a href="/games/${game.id}?lang=en" lang="en" hreflang="en">English</a>`);
    expect(page.body).toContain('<span aria-current="true" lang="es">Español</span>');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Todavía no se ha resuelto ningún turno.');
    const feed = await get(`/games/${game.id}/feed.xml`);
    expect(XMLValidator.validate(feed.body)).toBe(true);
    expect(feed.body).not.toContain('<entry>');
  });

  it('after resolving turn 1: every format, the maps, scores, pages and feed; turn 2 orders stay secret', async () => {
    const [ana, bruno] = game.players;
    const put = (token: string, turn: number, orders: unknown[]) =>
      t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/${turn}/orders`, headers: auth(token), payload: { orders } });
    expect((await put(ana!.token, 1, [{ type: 'raid', site: 'granite', count: 1 }])).statusCode).toBe(200);
    expect((await put(bruno!.token, 1, [{ type: 'raid', site: 'harbor', count: 1 }])).statusCode).toBe(200);
    const resolved = await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/resolve`, headers: auth(game.gmToken) });
    expect(resolved.statusCode).toBe(200);
    // Turn 2 orders (not resolved): Ana goes for Jasper.
    expect((await put(ana!.token, 2, [{ type: 'raid', site: 'jasper', count: 1 }])).statusCode).toBe(200);

    const html = await get(`/api/games/${game.id}/turns/1/report.html`);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toContain('<b>Amber Hawks</b> toma <b>Granite</b>');
    for (const tag of scanTags(html.body).tags) expect(ALLOWED_HTML_TAGS as readonly string[]).toContain(tag.name);
    expect(html.body).toContain(resolved.json().seed);
    // A resolved report never changes: its ETag gets a 304 without the body; gzip for readers that accept it.
    const etag = html.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/1/report.html`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gzipped = await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/1/report.html`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(html.body);

    const english = await get(`/api/games/${game.id}/turns/1/report.md?lang=en`);
    expect(english.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(english.body).toContain('**Amber Hawks** takes **Granite**');
    const bbcode = await get(`/api/games/${game.id}/turns/1/report.bbcode?tables=1`);
    expect(bbcode.body).toContain('[table]');
    // Issue 33: ?flavor=gfm writes pipe tables (the default keeps Discord's code block); an unknown flavour is a 400.
    const gfm = await get(`/api/games/${game.id}/turns/1/report.md?lang=en&flavor=gfm`);
    expect(gfm.body).toMatch(/\n\| [^\n]+ \|\n\|( --- \|)+\n/);
    expect(english.body).not.toMatch(/\n\|( --- \|)+\n/);
    expect((await get(`/api/games/${game.id}/turns/1/report?format=markdown&lang=en&flavor=gfm`)).body).toBe(gfm.body);
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/1/report.md?flavor=reddit` })).statusCode).toBe(400);

    for (const format of ['html', 'bbcode', 'md']) {
      // Jasper is only in Ana's unresolved turn-2 orders.
      expect((await get(`/api/games/${game.id}/turns/1/report.${format}`)).body).not.toMatch(/jasper/i);
    }
    expect((await get(`/api/games/${game.id}/turns/2/report.md`)).statusCode).toBe(404);

    // The canonical form, ?format=, serves the same documents as the .ext aliases.
    for (const [format, ext] of [
      ['html', 'html'],
      ['bbcode', 'bbcode'],
      ['markdown', 'md'],
    ] as const) {
      const viaQuery = await get(`/api/games/${game.id}/turns/1/report?format=${format}&lang=en`);
      expect(viaQuery.statusCode, format).toBe(200);
      expect(viaQuery.body).toBe((await get(`/api/games/${game.id}/turns/1/report.${ext}?lang=en`)).body);
      expect(viaQuery.headers['content-type']).toBe((await get(`/api/games/${game.id}/turns/1/report.${ext}`)).headers['content-type']);
    }
    expect((await get(`/api/games/${game.id}/turns/2/report?format=html`)).statusCode).toBe(404);
    expect((await get(`/api/games/${game.id}/turns/1/report?format=pdf`)).statusCode).toBe(400);
    expect((await get(`/api/games/${game.id}/turns/2/map.svg`)).statusCode).toBe(404);

    const svg = await get(`/api/games/${game.id}/turns/1/map.svg`);
    expect(svg.statusCode).toBe(200);
    expect(XMLValidator.validate(svg.body)).toBe(true);
    expect(svg.body).toMatch(/<g class="site" data-site="granite" data-owner="[^"]+"><title>[^<]*<\/title><circle class="taken"/);
    const png = await get(`/api/games/${game.id}/turns/1/map.png`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    const scores = (await get(`/api/games/${game.id}/scores`)).json();
    expect(scores.turns).toHaveLength(1);
    expect(scores.turns[0].totals[ana!.id]).toBeGreaterThan(0);
    const csv = await get(`/api/games/${game.id}/scores.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')[0]).toBe('"turn","player_id","player","label","turn_points","total","rank"');
    expect(csv.body).toContain(`"1","${ana!.id}","Ana","Amber Hawks",`);

    const page = await get(`/games/${game.id}`);
    // Links carry the published version (docs/server.md "Published artifacts").
    expect(page.body).toMatch(new RegExp(`<a href="/games/${game.id}/turns/1\\?v=[0-9a-f]{16}">Turno 1`));
    expect(page.body).toContain('<div id="turn-view" data-turn="1">');
    expect(page.body).toMatch(/<g class="site" data-site="granite" data-owner="[^"]+">/);
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; script-src 'self'; connect-src 'self'",
    );
    // The slider without JavaScript: ?turn=0 renders the starting map, where Granite is nobody's.
    const start = await get(`/games/${game.id}?turn=0`);
    expect(start.statusCode).toBe(200);
    expect(start.body).toContain('<div id="turn-view" data-turn="0">');
    expect(start.body).toContain('value="0" aria-valuetext="Mapa inicial"');
    expect(start.body).toMatch(/<g class="site" data-site="granite" data-owner="">/);
    expect((await get(`/games/${game.id}?turn=2`)).statusCode).toBe(404);
    expect((await get(`/games/${game.id}?turn=uno`)).statusCode).toBe(400);
    const script = await get('/assets/published/turn-slider.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("getElementById('turn-view')");
    const turnPage = await get(`/games/${game.id}/turns/1`);
    expect(turnPage.statusCode).toBe(200);
    expect(turnPage.headers['content-security-policy']).toContain("default-src 'none'");
    expect(turnPage.body).toContain('<html lang="es">');
    expect(turnPage.body).not.toContain('rel="next"');

    const feed = await get(`/games/${game.id}/feed.xml`);
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const parsed = new XMLParser({ isArray: (name) => name === 'entry' }).parse(feed.body);
    expect(parsed.feed.entry).toHaveLength(1);
    expect(parsed.feed.entry[0].content).toContain('toma');
  });

  it('answers bad input with 4xx, never 500', async () => {
    expect((await get(`/api/games/${game.id}/turns/1/report.exe`)).statusCode).toBe(400);
    expect((await get(`/api/games/${game.id}/turns/-1/map.svg`)).statusCode).toBe(400);
    expect((await get(`/api/games/${game.id}/turns/1/report.md?lang=fr`)).statusCode).toBe(400);
    expect((await get('/api/games/no-such-game/scores')).statusCode).toBe(404);
    const missingPage = await get('/games/no-such-game');
    expect(missingPage.statusCode).toBe(404);
    expect(missingPage.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
