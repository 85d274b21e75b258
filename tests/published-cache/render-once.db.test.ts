import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCount, type ArtifactKind } from '../../src/services/published/artifact-cache.ts';
import { databaseKinds } from '../helpers/databases.ts';
import { auth, SEATS, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';
import { expectStatus, resolveTurn } from './helpers.ts';

/**
 * Each variant of each artifact is rendered once per published version (src/services/published/artifact-cache.ts
 * counts renders): repeated and concurrent requests share it, the two addresses of one report share it, and a
 * later resolution renders again only what it changed. The public game page keeps the position of a resolution
 * and rebuilds only its live part (who has sent) when a player sends orders.
 */
describe.each(databaseKinds())('published artifacts are rendered once per variant and version (%s)', (kind) => {
  let t: TestApp;
  let game: SeededGame;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const turn1 = () => `/api/games/${game.id}/turns/1`;

  beforeAll(async () => {
    t = await startTestApp(kind);
    game = await seedGame(t.app, [SEATS.ana, SEATS.bruno]);
    await resolveTurn(t.app, game.id, game.gmToken, 1);
  });
  afterAll(async () => t?.close());

  /** How many renders of `kind` the requests made (`urls` twelve times each, half of them at once). */
  async function rendersOf(kind: ArtifactKind, urls: string[]): Promise<number> {
    const before = renderCount(kind);
    for (const url of urls) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => get(url)));
      for (const answer of answers) expectStatus(answer, 200);
      for (let i = 0; i < 6; i++) expectStatus(await get(url), 200);
    }
    return renderCount(kind) - before;
  }

  it('one render per variant, however many requests, concurrent or not', async () => {
    expect(await rendersOf('report', [`${turn1()}/report.md`])).toBe(1);
    // Already rendered: ?format=markdown is the same variant as report.md.
    expect(await rendersOf('report', [`${turn1()}/report.md`, `${turn1()}/report?format=markdown`])).toBe(0);
    // Every other variant once: language, short copy, BBCode tables, format, the version named in the link.
    expect(
      await rendersOf('report', [
        `${turn1()}/report.md?lang=es`,
        `${turn1()}/report.md?short=1`,
        `${turn1()}/report.bbcode`,
        `${turn1()}/report.bbcode?tables=1`,
        `${turn1()}/report.html`,
      ]),
    ).toBe(5);
    expect(await rendersOf('report-json', [`${turn1()}/report?format=json`, `${turn1()}/report?format=json&lang=en`])).toBe(1);
    expect(await rendersOf('map-png', [`${turn1()}/map.png`])).toBe(1);
    expect(await rendersOf('map-svg', [`${turn1()}/map.svg`, `${turn1()}/map.png`])).toBe(0); // the PNG was drawn from the SVG
    expect(await rendersOf('map-svg', [`/api/games/${game.id}/turns/0/map.svg`])).toBe(1);
    expect(await rendersOf('case', [`${turn1()}/case.json`])).toBe(1);
    expect(await rendersOf('turn-page', [`/games/${game.id}/turns/1`, `/games/${game.id}/turns/1?lang=es`])).toBe(2);
    expect(await rendersOf('feed', [`/games/${game.id}/feed.xml`])).toBe(1);
    expect(await rendersOf('scores', [`/api/games/${game.id}/scores`])).toBe(1);
    expect(await rendersOf('scores-csv', [`/api/games/${game.id}/scores.csv`])).toBe(1);
    // The game page: its position, turn list and standings once; the page once per turn shown.
    const parts = renderCount('game-parts');
    expect(await rendersOf('game-page', [`/games/${game.id}`, `/games/${game.id}?turn=0`])).toBe(2);
    expect(renderCount('game-parts') - parts).toBe(1);
  });

  it('a new resolution renders again what it changed, and only that', async () => {
    await resolveTurn(t.app, game.id, game.gmToken, 2);
    // Turn 1's report and map are of turn 1's version: not drawn again.
    expect(await rendersOf('report', [`${turn1()}/report.md`, `${turn1()}/report.html`])).toBe(0);
    expect(await rendersOf('map-png', [`${turn1()}/map.png`])).toBe(0);
    // The turn page (its "next" link), the feed, the scores and the game page's position are of the pages version.
    expect(await rendersOf('turn-page', [`/games/${game.id}/turns/1`])).toBe(1);
    expect((await get(`/games/${game.id}/turns/1`)).body).toContain('rel="next"');
    expect(await rendersOf('feed', [`/games/${game.id}/feed.xml`])).toBe(1);
    expect(await rendersOf('scores', [`/api/games/${game.id}/scores`])).toBe(1);
    expect(await rendersOf('game-parts', [`/games/${game.id}`])).toBe(1);
  });

  it('orders sent in the open turn: the game page shows it at once, rebuilt from the kept position (the position is not recomputed)', async () => {
    const page = expectStatus(await get(`/games/${game.id}`), 200).body;
    expect(page).toContain('Orders sent: 0 of 2.');
    const parts = renderCount('game-parts');
    const pages = renderCount('game-page');
    const sent = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${game.id}/turns/3/orders`,
      headers: auth(game.players[0]!.token),
      payload: { orders: [] },
    });
    expectStatus(sent, 200);
    expect(expectStatus(await get(`/games/${game.id}`), 200).body).toContain('Orders sent: 1 of 2.');
    expect(renderCount('game-parts') - parts).toBe(0);
    expect(renderCount('game-page') - pages).toBe(1);
    // Ready marks the latest version: shown at once too.
    expectStatus(
      await t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/3/ready`, headers: auth(game.players[0]!.token), payload: { ready: true } }),
      200,
    );
    const ready = expectStatus(await get(`/games/${game.id}`), 200).body;
    expect(ready).toMatch(/<th scope="row">Amber Hawks<\/th><td data-sent="yes">[^<]*<\/td><td>yes<\/td>/);
    expect(renderCount('game-parts') - parts).toBe(0);
  });
});
