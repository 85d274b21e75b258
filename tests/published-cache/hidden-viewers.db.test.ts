import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCount } from '../../src/services/published/artifact-cache.ts';
import { databaseKinds } from '../helpers/databases.ts';
import { auth, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { seedSession, type SessionGame } from '../sessions/session-helpers.ts';
import { expectStatus, REVALIDATE } from './helpers.ts';

/**
 * A game with hidden information (the generic ruleset: private rolls, a hidden track): what a token decides is
 * rendered for that caller, sent with no-store and never cached, so no cached copy ever reaches another viewer
 * (asked first or last), and no ETag of a private copy validates the public one.
 */
describe.each(databaseKinds())('hidden information never reaches the wrong viewer through the cache (%s)', (kind) => {
  let t: TestApp;
  let game: SessionGame;
  const as = (who: 'gm' | number | 'public') => (who === 'public' ? {} : who === 'gm' ? auth(game.gmToken) : auth(game.players[who]!.token));
  const get = (url: string, who: 'gm' | number | 'public', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...as(who), ...headers } });
  const PRIVATE = ['PRIVATE-ROLL-GM', 'PRIVATE-ROLL-CARLA', 'DOOM-NOTE'];

  beforeAll(async () => {
    t = await startTestApp(kind);
    game = await seedSession(t.app);
    const roll = async (who: 'gm' | number, expr: string, reason: string, secret: boolean) =>
      expectStatus(
        await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/rolls`, headers: as(who), payload: { expr, reason, private: secret } }),
        201,
      );
    await roll(0, '2d6', 'PUBLIC-ROLL-ALBA', false);
    await roll('gm', 'd20', 'PRIVATE-ROLL-GM ambush', true);
    await roll(2, 'd8', 'PRIVATE-ROLL-CARLA scouting', true);
    const bruno = game.players[1]!;
    const gm = { report: 'The fleets move.', tracks: [{ player: bruno.id, track: 'doom', set: 5, note: 'DOOM-NOTE' }] };
    expectStatus(await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/resolve`, headers: as('gm'), payload: { gm } }), 200);
  });
  afterAll(async () => t?.close());

  it('the report asked by the GM and by a player first: their own copies, no-store, not rendered into the cache; the public copy after them holds nothing private', async () => {
    const base = `/api/games/${game.id}/turns/1/report`;
    for (const format of ['json', 'markdown', 'html']) {
      const url = `${base}?format=${format}`;
      const before = renderCount();
      const gmCopy = expectStatus(await get(url, 'gm'), 200);
      expect(gmCopy.body, url).toContain('PRIVATE-ROLL-GM');
      expect(gmCopy.headers['cache-control'], url).toBe('private, no-store');
      expect(gmCopy.headers.vary, url).toMatch(/authorization/i);
      const carlaCopy = expectStatus(await get(url, 2), 200);
      expect(carlaCopy.body, url).toContain('PRIVATE-ROLL-CARLA');
      expect(carlaCopy.body, url).not.toContain('PRIVATE-ROLL-GM');
      expect(carlaCopy.headers['cache-control'], url).toBe('private, no-store');
      expect(renderCount(), `${url}: private copies are never rendered into the cache`).toBe(before);

      const publicCopy = expectStatus(await get(url, 'public', { 'accept-encoding': 'identity' }), 200);
      expect(publicCopy.headers['cache-control'], url).toBe(REVALIDATE);
      // Caches on the way keep the public copy apart from copies asked with a token (and gzip from plain).
      const zipped = expectStatus(await get(url, 'public', { 'accept-encoding': 'gzip' }), 200);
      expect(
        String(zipped.headers.vary)
          .split(/,\s*/)
          .map((f) => f.toLowerCase())
          .sort(),
        url,
      ).toEqual(['accept-encoding', 'authorization']);
      expect(publicCopy.body, url).toContain('PUBLIC-ROLL-ALBA');
      for (const secret of PRIVATE) expect(publicCopy.body, `${url}: ${secret}`).not.toContain(secret);
      // The private copy's tag does not validate the public one, nor the other way round.
      expect((await get(url, 'public', { 'if-none-match': gmCopy.headers.etag as string })).statusCode, url).toBe(200);
      const gmAgain = expectStatus(await get(url, 'gm', { 'if-none-match': publicCopy.headers.etag as string }), 200);
      expect(gmAgain.body, `${url}: the GM after the public copy is cached`).toContain('PRIVATE-ROLL-GM');
      expect(expectStatus(await get(url, 1), 200).body, `${url}: Bruno`).not.toContain('PRIVATE-ROLL-CARLA');
    }
    // The forum files are the public copy whoever asks; the GM's request of the same format did not leak into them.
    for (const file of ['report.md', 'report.html', 'report.bbcode']) {
      const body = expectStatus(await get(`/api/games/${game.id}/turns/1/${file}`, 'public'), 200).body;
      for (const secret of PRIVATE) expect(body, `${file}: ${secret}`).not.toContain(secret);
    }
  });

  it('case files of a game with hidden information: 404 for the public until the end, the GM gets them uncached, the public still 404 after', async () => {
    for (const url of [`/api/games/${game.id}/turns/1/case.json`, `/api/games/${game.id}/case.json`]) {
      const before = renderCount('case') + renderCount('game-case');
      const hidden = await get(url, 'public');
      expect(hidden.statusCode, url).toBe(404);
      expect(hidden.headers['cache-control'], url).toBe('no-store');
      const gmCopy = expectStatus(await get(url, 'gm'), 200);
      expect(gmCopy.headers['cache-control'], url).toBe('private, no-store');
      expect(gmCopy.headers.vary, url).toMatch(/authorization/i);
      expect((await get(url, 'public')).statusCode, url).toBe(404);
      expect((await get(url, 'public', { 'if-none-match': gmCopy.headers.etag as string })).statusCode, url).toBe(404);
      // A player is not the GM: nothing before the end.
      expect((await get(url, 0)).statusCode, url).toBe(404);
      expect(renderCount('case') + renderCount('game-case') - before, url).toBe(0);
    }
  });

  it('public pages and the feed of that game hold nothing private, however often they are served from the cache', async () => {
    for (const url of [`/games/${game.id}`, `/games/${game.id}/turns/1`, `/games/${game.id}/feed.xml`, `/api/games/${game.id}/scores`]) {
      for (let i = 0; i < 3; i++) {
        const response = expectStatus(await get(url, i === 0 ? 'gm' : 'public'), 200);
        for (const secret of PRIVATE) expect(response.body, `${url}: ${secret}`).not.toContain(secret);
      }
    }
  });
});
