import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { spawnServer, type SpawnedServer } from '../helpers/spawned-server.ts';
import { LOC_PLAYERS } from '../rulesets/lords-of-chaos/seats.ts';
import { seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';
import { IMMUTABLE, linkTo, resolveTurn, revert, versionOf } from './helpers.ts';

const onPostgres = databaseKinds().includes('postgresql');

/**
 * Several server processes on one PostgreSQL database: every process caches what it rendered, keyed by version,
 * so none serves another state of the game as current. With PUBLISHED_REVALIDATE_MS=0 a process reads the
 * versions on every request: a revert made by another process is seen at once. With a long interval, a link
 * naming a version the process does not know yet (made by another process) is still served, not sent back.
 */
describe.skipIf(!onPostgres)('published artifacts with several server processes (PostgreSQL)', () => {
  let t: TestApp;
  let game: SeededGame;
  let exact: SpawnedServer;
  let lazy: SpawnedServer;

  beforeAll(async () => {
    t = await startTestApp('postgresql');
    // The other processes are `npm start` servers, which run the shipped rulesets only: a Lords of Chaos game.
    game = await seedGame(t.app, [LOC_PLAYERS.khorne, LOC_PLAYERS.nurgle], { ruleset: 'lords-of-chaos' });
    const env = { ...t.db.env, DEMO: '0', SCHEDULER: '0', LOG_LEVEL: 'warn', RATE_LIMIT_ANON_PER_MINUTE: '0', RATE_LIMIT_TOKEN_PER_MINUTE: '0' };
    [exact, lazy] = await Promise.all([spawnServer({ ...env, PUBLISHED_REVALIDATE_MS: '0' }), spawnServer({ ...env, PUBLISHED_REVALIDATE_MS: '60000' })]);
  }, 180_000);
  afterAll(async () => {
    await exact?.stop();
    await lazy?.stop();
    await t?.close();
  });

  const fetchFrom = (server: SpawnedServer, path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });
  const turnVersion = async (n: number) =>
    versionOf(linkTo((await t.app.inject({ url: `/games/${game.id}?turn=${n}` })).body, `/api/games/${game.id}/turns/${n}/map.svg`));

  it(
    'a revert made by one process: another that reads the versions on every request never serves the withdrawn report again',
    { timeout: 120_000 },
    async () => {
      const first = await resolveTurn(t.app, game.id, game.gmToken, 1);
      const v1 = (await turnVersion(1))!;
      const report = `/api/games/${game.id}/turns/1/report.md`;
      // Rendered and cached by the other process.
      for (let i = 0; i < 2; i++) {
        const cached = await fetchFrom(exact, `${report}?v=${v1}`);
        expect(cached.status).toBe(200);
        expect(cached.headers.get('cache-control')).toBe(IMMUTABLE);
        expect(await cached.text()).toContain(first.seed);
      }

      await revert(t.app, game.id, game.gmToken, 1);
      for (const path of [`${report}?v=${v1}`, report, `/games/${game.id}/turns/1`]) {
        const gone = await fetchFrom(exact, path);
        expect(gone.status, path).toBe(410);
        expect(await gone.text(), path).not.toContain(first.seed);
      }

      const again = await resolveTurn(t.app, game.id, game.gmToken, 1);
      const moved = await fetchFrom(exact, `${report}?v=${v1}`);
      expect(moved.status).toBe(302);
      const v1b = versionOf(moved.headers.get('location')!)!;
      expect(v1b).not.toBe(v1);
      expect(v1b).toBe(await turnVersion(1));
      const current = await fetchFrom(exact, `${report}?v=${v1b}`);
      expect(current.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(await current.text()).toContain(again.seed);
    },
  );

  it(
    'a process that trusts its versions for a minute still serves a newer version named by a link, and never redirects it to its older one',
    { timeout: 120_000 },
    async () => {
      const report = `/api/games/${game.id}/turns/2/report.md`;
      const before = await fetchFrom(lazy, report);
      expect(before.status).toBe(404); // turn 2 not resolved: this process has read the head
      const resolved = await resolveTurn(t.app, game.id, game.gmToken, 2);
      const v2 = (await turnVersion(2))!;
      const named = await fetchFrom(lazy, `${report}?v=${v2}`);
      expect(named.status).toBe(200);
      expect(named.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(await named.text()).toContain(resolved.seed);
      // Having read the new head for that link, its pages link the new turn too.
      const page = await (await fetchFrom(lazy, `/games/${game.id}`)).text();
      expect(versionOf(linkTo(page, `/api/games/${game.id}/turns/2/report.md`))).toBe(v2);
    },
  );
});
