import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, SEATS, seedGame, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** Issue 19 over HTTP: pasted copies carry the map image and absolute links from PUBLIC_URL (never relative paths). */
describe('report files ready to paste (PUBLIC_URL set, PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { PUBLIC_URL: 'https://forum-games.example.org' } });
  });
  afterAll(async () => t?.close());

  it('Markdown and BBCode, full and short: absolute map image and links, no relative API path; the short one fits Discord', async () => {
    const game = await seedGame(t.app, [SEATS.ana, SEATS.bruno, SEATS.carla]);
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/resolve`, headers: auth(game.gmToken) })).statusCode).toBe(200);
    const origin = 'https://forum-games.example.org';
    const get = async (path: string) => (await t.app.inject({ url: `/api/games/${game.id}/turns/1/${path}`, headers: { host: 'evil.example' } })).body;
    // Every absolute link to the turn's artifacts carries its published version (docs/server.md "Published artifacts").
    const v = /\?v=([0-9a-f]{16})/.exec(await get('report.md?lang=en'))![1]!;
    for (const md of [await get('report.md?lang=en'), await get('report.md?lang=en&short=1')]) {
      expect(md).toContain(`![Map after turn 1](<${origin}/api/games/${game.id}/turns/1/map.png?v=${v}>)`);
      expect(md).toContain(`(<${origin}/games/${game.id}/turns/1?v=${v}>)`);
      expect(md).not.toContain('GET /api');
      expect(md).not.toContain('evil.example'); // the Host header never reaches a cacheable copy
    }
    expect((await get('report.md?lang=en&short=1')).length).toBeLessThanOrEqual(2000);
    const bbcode = await get('report.bbcode?lang=en&short=1');
    expect(bbcode).toContain(`[img]${origin}/api/games/${game.id}/turns/1/map.png?v=${v}[/img]`);
    const full = await get('report.md?lang=en');
    expect(full).toContain(`[${origin}/api/games/${game.id}/turns/1/case.json?v=${v}](<${origin}/api/games/${game.id}/turns/1/case.json?v=${v}>)`);
  });
});
