import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { SEATS, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';
import { expectStatus, IMMUTABLE, linkTo, links, resolveTurn, REVALIDATE, VERSION, versionOf } from './helpers.ts';

/**
 * Issue 17, item 3 over HTTP: every published artifact carries a strong ETag and answers If-None-Match with
 * 304 and no body; the links the server writes carry the published version, and a request naming the current
 * version is cacheable for good, one without a version is revalidated, one naming another version is redirected.
 */
describe.each(databaseKinds())('published artifacts: ETags, 304 and versioned links (%s)', (kind) => {
  const ORIGIN = 'https://forum.example.org';
  let t: TestApp;
  let game: SeededGame;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { PUBLIC_URL: ORIGIN } });
    game = await seedGame(t.app, [SEATS.ana, SEATS.bruno]);
    await resolveTurn(t.app, game.id, game.gmToken, 1);
  });
  afterAll(async () => t?.close());

  const artifactUrls = () => {
    const turn = `/api/games/${game.id}/turns/1`;
    return [
      `${turn}/report.html`,
      `${turn}/report.bbcode`,
      `${turn}/report.bbcode?tables=1`,
      `${turn}/report.md`,
      `${turn}/report.md?short=1&lang=es`,
      `${turn}/report?format=json`,
      `${turn}/report?format=markdown`,
      `${turn}/map.svg`,
      `${turn}/map.png`,
      `/api/games/${game.id}/turns/0/map.svg`,
      `/api/games/${game.id}/turns/0/map.png`,
      `${turn}/case.json`,
      `/games/${game.id}/turns/1`,
      `/games/${game.id}/turns/1?lang=es`,
      `/games/${game.id}`,
      `/games/${game.id}?turn=0&lang=es`,
      `/games/${game.id}/feed.xml`,
      `/api/games/${game.id}/scores`,
      `/api/games/${game.id}/scores.csv`,
    ];
  };

  it('every artifact kind: a strong ETag; If-None-Match with it (strong, weak, in a list, or *) is 304 with no body; another tag is 200', async () => {
    for (const url of artifactUrls()) {
      const first = expectStatus(await get(url), 200);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(first.headers['cache-control'], url).toBe(REVALIDATE);
      for (const tag of [etag, `W/${etag}`, `"something-else", ${etag}`, '*']) {
        const again = await get(url, { 'if-none-match': tag });
        expect(again.statusCode, `${url} with If-None-Match ${tag}`).toBe(304);
        expect(again.body, url).toBe('');
        expect(again.headers.etag, url).toBe(etag);
      }
      const other = expectStatus(await get(url, { 'if-none-match': '"AAAAAAAAAAAAAAAAAAAAAAAAAAA"' }), 200);
      expect(other.rawPayload.equals(first.rawPayload), url).toBe(true);
      // Rendered once: the same bytes and the same tag every time.
      expect((await get(url)).headers.etag, url).toBe(etag);
    }
  });

  it('the gzip copy is another representation: its own strong ETag, 304 for it, the same bytes once unzipped', async () => {
    for (const url of [
      `/games/${game.id}`,
      `/games/${game.id}/turns/1`,
      `/api/games/${game.id}/turns/1/report.html`,
      `/api/games/${game.id}/turns/1/map.svg`,
      `/games/${game.id}/feed.xml`,
    ]) {
      const plain = expectStatus(await get(url), 200);
      const zipped = expectStatus(await get(url, { 'accept-encoding': 'gzip, deflate, br' }), 200);
      expect(zipped.headers['content-encoding'], url).toBe('gzip');
      expect(zipped.headers.vary, url).toMatch(/accept-encoding/i);
      expect(zipped.headers.etag, url).toBe(`${(plain.headers.etag as string).slice(0, -1)}-gz"`);
      expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload), url).toBe(true);
      expect((await get(url, { 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.etag as string })).statusCode, url).toBe(304);
      expect((await get(url, { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding'], url).toBeUndefined();
    }
    // A PNG is not gzipped again.
    expect((await get(`/api/games/${game.id}/turns/1/map.png`, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
  });

  it('the game page links every turn artifact with its version: each answers with the current version, cacheable for good', async () => {
    const page = expectStatus(await get(`/games/${game.id}`), 200).body;
    const versioned = links(page).filter((link) => versionOf(link) !== null);
    const paths = versioned.map((link) => new URL(link, 'http://x').pathname);
    for (const path of [
      `/games/${game.id}/turns/1`,
      `/api/games/${game.id}/turns/1/report.html`,
      `/api/games/${game.id}/turns/1/report.bbcode`,
      `/api/games/${game.id}/turns/1/report.md`,
      `/api/games/${game.id}/turns/1/map.svg`,
      `/api/games/${game.id}/scores.csv`,
    ]) {
      expect(paths, path).toContain(path);
    }
    for (const link of versioned) {
      expect(versionOf(link), link).toMatch(VERSION);
      const response = expectStatus(await get(link), 200);
      expect(response.headers['cache-control'], link).toBe(IMMUTABLE);
    }
    // The page itself and the feed are living addresses: never versioned, always revalidated.
    expect(versionOf(linkTo(page, `/games/${game.id}/feed.xml`))).toBeNull();
    // The report files of one turn share the turn's version; the turn page has the pages version.
    const turnVersion = versionOf(linkTo(page, `/api/games/${game.id}/turns/1/report.md`));
    expect(versionOf(linkTo(page, `/api/games/${game.id}/turns/1/map.svg`))).toBe(turnVersion);
    expect(versionOf(linkTo(page, `/games/${game.id}/turns/1`))).not.toBe(turnVersion);
  });

  it('the turn page links its report files, maps, JSON and case file with the turn version, its language switch with its own', async () => {
    const page = expectStatus(await get(`/games/${game.id}`), 200).body;
    const turnPage = expectStatus(await get(linkTo(page, `/games/${game.id}/turns/1`)), 200);
    expect(turnPage.headers['cache-control']).toBe(IMMUTABLE);
    const turnVersion = versionOf(linkTo(page, `/api/games/${game.id}/turns/1/report.md`));
    const api = `/api/games/${game.id}/turns/1`;
    for (const path of [
      `${api}/report.html`,
      `${api}/report.bbcode`,
      `${api}/report.md`,
      `${api}/report`,
      `${api}/map.svg`,
      `${api}/map.png`,
      `${api}/case.json`,
    ]) {
      const link = linkTo(turnPage.body, path);
      expect(versionOf(link), path).toBe(turnVersion);
      expect(expectStatus(await get(link), 200).headers['cache-control'], path).toBe(IMMUTABLE);
    }
    const spanish = links(turnPage.body).find((link) => link.includes('lang=es'))!;
    expect(versionOf(spanish)).toMatch(VERSION);
    expect(expectStatus(await get(spanish), 200).headers['cache-control']).toBe(IMMUTABLE);
  });

  it('a pasted report carries the version in its map image, turn page and case file links (absolute, from PUBLIC_URL)', async () => {
    const md = expectStatus(await get(`/api/games/${game.id}/turns/1/report.md`), 200).body;
    const absolute = [...md.matchAll(/<(https:\/\/forum\.example\.org[^>]+)>/g)].map((m) => m[1]!);
    const version = versionOf(absolute[0]!)!;
    expect(version).toMatch(VERSION);
    for (const path of [`/api/games/${game.id}/turns/1/map.png`, `/games/${game.id}/turns/1`, `/api/games/${game.id}/turns/1/case.json`]) {
      const link = absolute.find((url) => new URL(url).pathname === path);
      expect(link, path).toBeDefined();
      expect(versionOf(link!), path).toBe(version);
    }
    const relative = (url: string) => url.slice(ORIGIN.length);
    const png = expectStatus(await get(relative(absolute.find((url) => url.includes('map.png'))!)), 200);
    expect(png.headers['cache-control']).toBe(IMMUTABLE);
    // The turn page is of the pages version: the turn version of a pasted link redirects there once.
    const viaTurnLink = expectStatus(await get(relative(absolute.find((url) => new URL(url).pathname === `/games/${game.id}/turns/1`)!)), 302);
    expect(viaTurnLink.headers['cache-control']).toBe('no-store');
    expect(expectStatus(await get(viaTurnLink.headers.location as string), 200).headers['cache-control']).toBe(IMMUTABLE);
  });

  it('feed entries link the turn page with the turn version; the feed itself is revalidated', async () => {
    const feed = expectStatus(await get(`/games/${game.id}/feed.xml`), 200);
    expect(feed.headers['cache-control']).toBe(REVALIDATE);
    const entryLink = /<entry>[\s\S]*?<link rel="alternate" type="text\/html" href="([^"]+)"\/>/.exec(feed.body)![1]!.replaceAll('&amp;', '&');
    expect(new URL(entryLink).pathname).toBe(`/games/${game.id}/turns/1`);
    expect(versionOf(entryLink)).toMatch(VERSION);
    // The entry's id never carries a version (ids are permanent).
    expect(feed.body).toContain(`<id>${ORIGIN}/games/${game.id}/turns/1</id>`);
  });

  it('the player page and the GM console link the turn page and the report files with their versions', async () => {
    const page = expectStatus(await get(`/games/${game.id}`), 200).body;
    const pagesVersion = versionOf(linkTo(page, `/games/${game.id}/turns/1`));
    const turnVersion = versionOf(linkTo(page, `/api/games/${game.id}/turns/1/report.md`));
    const player = expectStatus(await get(`/play/${game.players[0]!.token}`), 200);
    expect(player.headers['cache-control']).toBe('no-store');
    expect(versionOf(linkTo(player.body, `/games/${game.id}/turns/1`))).toBe(pagesVersion);
    const console = expectStatus(await get(`/gm/${game.gmToken}`), 200).body;
    expect(versionOf(linkTo(console, `/games/${game.id}/turns/1`))).toBe(pagesVersion);
    for (const file of ['report.html', 'report.bbcode', 'report.md'])
      expect(versionOf(linkTo(console, `/api/games/${game.id}/turns/1/${file}`)), file).toBe(turnVersion);
  });

  it('another version (or a made-up one) is redirected, not stored, to the current one with the other parameters kept', async () => {
    const page = expectStatus(await get(`/games/${game.id}`), 200).body;
    const current = versionOf(linkTo(page, `/api/games/${game.id}/turns/1/report.md`))!;
    for (const url of [
      `/api/games/${game.id}/turns/1/report.md?lang=es&v=0000000000000000`,
      `/api/games/${game.id}/turns/1/map.png?v=feedfacefeedface`,
      `/api/games/${game.id}/turns/1/report?format=json&v=old`,
    ]) {
      const moved = expectStatus(await get(url), 302);
      expect(moved.headers['cache-control'], url).toBe('no-store');
      const location = new URL(moved.headers.location as string, 'http://x');
      expect(location.pathname, url).toBe(new URL(url, 'http://x').pathname);
      expect(location.searchParams.get('v'), url).toBe(current);
      for (const [name, value] of new URL(url, 'http://x').searchParams) if (name !== 'v') expect(location.searchParams.get(name), url).toBe(value);
      expect(expectStatus(await get(moved.headers.location as string), 200).headers['cache-control'], url).toBe(IMMUTABLE);
    }
    expect((await get(`/api/games/${game.id}/turns/1/report.md?v=${'x'.repeat(65)}`)).statusCode).toBe(400);
    // Unversioned: the current content, revalidated on every use.
    expect(expectStatus(await get(`/api/games/${game.id}/turns/1/map.png`), 200).headers['cache-control']).toBe(REVALIDATE);
    // Nothing is published for turn 2 yet: 404 whatever the version, and never stored.
    const missing = await get(`/api/games/${game.id}/turns/2/report.md?v=${current}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
