import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { SEATS, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';
import { expectStatus, IMMUTABLE, linkTo, links, resolveTurn, revert, versionOf } from './helpers.ts';

/**
 * A GM revert withdraws the published turn and a new resolution publishes another one: the old version is
 * never served as current content again (410 while the turn is being played again, then a redirect to the new
 * version), the links change, and what the revert did not touch keeps its version and its cached copy.
 */
describe.each(databaseKinds())('a revert and a new resolution change the versions (%s)', (kind) => {
  let t: TestApp;
  let game: SeededGame;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const api = (n: number) => `/api/games/${game.id}/turns/${n}`;

  beforeAll(async () => {
    t = await startTestApp(kind);
    game = await seedGame(t.app, [SEATS.ana, SEATS.bruno]);
  });
  afterAll(async () => t?.close());

  /** The versions the game page links now: pages version (turn pages, scores) and each turn's (its map, via ?turn=n). */
  async function linked() {
    const page = expectStatus(await get(`/games/${game.id}`), 200).body;
    const turnVersions = new Map<number, string | null>();
    for (const n of [1, 2]) {
      const shown = await get(`/games/${game.id}?turn=${n}`);
      const link = shown.statusCode === 200 ? links(shown.body).find((l) => new URL(l, 'http://x').pathname === `${api(n)}/map.svg`) : undefined;
      turnVersions.set(n, link ? versionOf(link) : null);
    }
    return { page, pages: versionOf(linkTo(page, `/api/games/${game.id}/scores.csv`)), turn: (n: number) => turnVersions.get(n) ?? null };
  }

  it('withdrawn: 410 for every version of the turn; later resolved again: the old version redirects to the new one, whose content differs', async () => {
    const first = await resolveTurn(t.app, game.id, game.gmToken, 1);
    const second = await resolveTurn(t.app, game.id, game.gmToken, 2);
    const before = await linked();
    const v1 = before.turn(1)!;
    const v2 = before.turn(2)!;
    const turnPage2 = linkTo(before.page, `/games/${game.id}/turns/2`);
    const report2 = expectStatus(await get(`${api(2)}/report.md?v=${v2}`), 200);
    expect(report2.headers['cache-control']).toBe(IMMUTABLE);
    expect(report2.body).toContain(second.seed);
    const report1 = expectStatus(await get(`${api(1)}/report.md?v=${v1}`), 200);
    expect(report1.body).toContain(first.seed);
    expectStatus(await get(turnPage2), 200);

    await revert(t.app, game.id, game.gmToken, 2);

    // Turn 2 is being played again: every address of its report answers 410, whatever version it names.
    for (const url of [
      `${api(2)}/report.md?v=${v2}`,
      `${api(2)}/report.md`,
      `${api(2)}/map.png?v=${v2}`,
      `${api(2)}/report?format=json&v=${v2}`,
      `${api(2)}/case.json?v=${v2}`,
      turnPage2,
      `/games/${game.id}/turns/2`,
    ]) {
      const gone = await get(url);
      expect(gone.statusCode, url).toBe(410);
      expect(gone.headers['cache-control'], url).toBe('no-store');
      expect(gone.body, url).not.toContain(second.seed);
    }
    // Turn 1 was not touched: same version, same bytes, still cacheable for good, still 304 for its ETag.
    const after = await linked();
    expect(after.turn(1)).toBe(v1);
    expect(after.turn(2)).toBeNull();
    expect(after.page).not.toContain(`/games/${game.id}/turns/2`);
    const same = expectStatus(await get(`${api(1)}/report.md?v=${v1}`), 200);
    expect(same.headers.etag).toBe(report1.headers.etag);
    expect(same.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get(`${api(1)}/report.md?v=${v1}`, { 'if-none-match': report1.headers.etag as string })).statusCode).toBe(304);
    // The pages version moved on (the withdrawal is news on the turn pages and the feed).
    expect(after.pages).not.toBe(before.pages);
    const oldTurnPage1 = expectStatus(await get(`/games/${game.id}/turns/1?v=${before.pages}`), 302);
    expect(versionOf(oldTurnPage1.headers.location as string)).toBe(after.pages);
    expect(expectStatus(await get(oldTurnPage1.headers.location as string), 200).body).not.toContain('rel="next"');
    expect(expectStatus(await get(`/games/${game.id}/feed.xml`), 200).body).toContain('withdrawn');

    // Turn 2 resolved again with a new seed: the new report has a new version; the old one redirects to it.
    const again = await resolveTurn(t.app, game.id, game.gmToken, 2);
    expect(again.seed).not.toBe(second.seed);
    const resolvedAgain = await linked();
    const v2b = resolvedAgain.turn(2)!;
    expect(v2b).not.toBe(v2);
    expect(resolvedAgain.page).not.toContain(`v=${v2}`);
    for (const path of [`${api(2)}/report.md`, `${api(2)}/map.svg`, `${api(2)}/report?format=json`]) {
      const url = `${path}${path.includes('?') ? '&' : '?'}v=${v2}`;
      const moved = expectStatus(await get(url), 302);
      expect(moved.headers['cache-control'], url).toBe('no-store');
      expect(versionOf(moved.headers.location as string), url).toBe(v2b);
    }
    const current = expectStatus(await get(`${api(2)}/report.md?v=${v2b}`), 200);
    expect(current.headers['cache-control']).toBe(IMMUTABLE);
    expect(current.body).toContain(again.seed);
    expect(current.body).not.toContain(second.seed);
    // A reader holding the withdrawn copy revalidates the unversioned address and gets the new one, not a 304.
    const revalidated = expectStatus(await get(`${api(2)}/report.md`, { 'if-none-match': report2.headers.etag as string }), 200);
    expect(revalidated.body).toBe(current.body);
    // The turn page of the old pages version redirects to the new one, which shows the new report.
    const page2 = expectStatus(await get(turnPage2), 302);
    const newPage2 = expectStatus(await get(page2.headers.location as string), 200);
    expect(newPage2.body).toContain(again.seed);
    expect(newPage2.body).not.toContain(second.seed);
  });
});
