import type { FastifyInstance } from 'fastify';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { checkAnswersAgainstSpec } from '../helpers/contract-hook.ts';
import { getRuleset } from '../../src/engine/registry.ts';
import { caseDifferences } from '../../src/services/game-archive/replay.ts';
import { databaseKinds, freshDatabase, type DatabaseKind, type TestDatabase } from '../helpers/databases.ts';
import { testConfig } from '../helpers/test-app.ts';
import {
  fetchAll,
  gmAddresses,
  injectHttp,
  json,
  playGeneric,
  playLordsOfChaos,
  publishedAddresses,
  type Answer,
  type Http,
  type PlayedGame,
} from './campaign.ts';

/** The same PUBLIC_URL everywhere: absolute links in pasted reports and the feed are part of the bytes compared. */
const ENV = { PUBLIC_URL: 'https://forum.example.org' };

interface Server {
  kind: DatabaseKind;
  app: FastifyInstance;
  http: Http;
  db: TestDatabase;
  close(): Promise<void>;
}

async function server(kind: DatabaseKind, env: Record<string, string> = {}): Promise<Server> {
  const db = await freshDatabase(kind);
  const app = await buildApp({ db: db.database.prisma, config: testConfig({ ...ENV, ...env }), runScheduler: false });
  await app.ready();
  checkAnswersAgainstSpec(app, kind);
  return { kind, app, http: injectHttp(app), db, close: async () => (await app.close(), await db.close()) };
}

/** PostgreSQL when this run has it, else a second embedded database (the test still moves a game between servers). */
const other: DatabaseKind = databaseKinds().includes('postgresql') ? 'postgresql' : 'pglite';

function expectSameBytes(before: Map<string, Answer>, after: Map<string, Answer>): void {
  expect([...after.keys()]).toEqual([...before.keys()]);
  for (const [url, answer] of before) {
    const again = after.get(url)!;
    expect({ url, status: again.status, type: again.type }).toEqual({ url, status: answer.status, type: answer.type });
    expect(again.body.equals(answer.body), `${url}: the bytes differ`).toBe(true);
  }
}

async function exportArchive(s: Server, game: PlayedGame, token = game.gmToken): Promise<{ text: string; archive: any }> {
  const answer = await s.http('GET', `/api/games/${game.id}/export`, { token });
  expect(answer.status, answer.body.toString()).toBe(200);
  const text = answer.body.toString('utf8');
  return { text, archive: JSON.parse(text) };
}

async function importArchive(s: Server, archive: unknown, query = ''): Promise<Answer> {
  return s.app
    .inject({ method: 'POST', url: `/api/games/import${query}`, payload: archive as object })
    .then((r) => ({ status: r.statusCode, body: r.rawPayload, type: String(r.headers['content-type']) }));
}

describe(`game archives: PGlite -> ${other} -> PGlite`, () => {
  let source: Server;
  let target: Server;
  let back: Server;
  let loc: PlayedGame;
  let generic: PlayedGame;
  let published: Map<string, Answer>;
  let privateReads: Map<string, Answer>;
  let first: { text: string; archive: any };

  beforeAll(async () => {
    [source, target, back] = [await server('pglite'), await server(other), await server('pglite')];
    loc = await playLordsOfChaos(source.http, 6);
    generic = await playGeneric(source.http);
    published = await fetchAll(source.http, [...publishedAddresses(loc.id, loc.resolved), ...publishedAddresses(generic.id, generic.resolved)]);
    privateReads = await fetchAll(
      source.http,
      gmAddresses(loc.id, loc.resolved).filter((url) => !url.endsWith('/audit')),
      loc.gmToken,
    );
    // Every address answers with content, but the generic game's maps (it has none) and case files (it has a
    // hidden track: published when it ends).
    const empty = [...published].filter(([url, answer]) => answer.status !== 200 && !/\/turns\/\d+\/(map\.(svg|png)|case\.json)$/.test(url));
    expect(empty.map(([url, answer]) => `${answer.status} ${url}`)).toEqual([]);
    expect(published.size).toBeGreaterThan(150);
  });
  afterAll(async () => {
    await Promise.all([source, target, back].map((s) => s?.close()));
  });

  it('exports every row the game owns (GM only), one consistent snapshot, audited', async () => {
    expect((await source.http('GET', `/api/games/${loc.id}/export`)).status).toBe(401);
    expect((await source.http('GET', `/api/games/${loc.id}/export`, { token: loc.players[0]!.token })).status).toBe(403);
    expect((await source.http('GET', `/api/games/${generic.id}/export`, { token: loc.gmToken })).status).toBe(403);
    first = await exportArchive(source, loc);
    // From a browser, the GM link is the credential (as for the console); a player's link gets nothing.
    const fromLink = await source.http('GET', `/gm/${loc.gmToken}/export`);
    expect(fromLink.status).toBe(200);
    expect(JSON.parse(fromLink.body.toString()).game.id).toBe(loc.id);
    expect((await source.http('GET', `/gm/${loc.players[0]!.token}/export`)).status).toBe(404);
    const { archive } = first;
    expect(archive).toMatchObject({ format: 'turnkeeper-game-archive', version: 1, game: { id: loc.id, ruleset: 'lords-of-chaos' } });
    expect(archive.schema).toMatch(/^\d{4}_/);
    expect(archive.players).toHaveLength(3);
    // Turns 1..6 and the open turn 7; the turns a revert withdrew are kept as archived turns.
    expect(archive.turns.map((t: { number: number }) => t.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(archive.resolutions).toHaveLength(6);
    expect(archive.archivedTurns.length).toBeGreaterThan(0);
    expect(archive.sheets.length).toBeGreaterThan(archive.latestSheets.length); // every version, not only the latest
    expect(archive.rolls.length).toBeGreaterThan(0);
    expect(archive.adjustments.length).toBeGreaterThan(0);
    expect(archive.auditLog.at(-1)).toMatchObject({ actor: 'gm', action: 'export_game' });
    // The secrets travel: the open turn's seed, token hashes (the GM downloads them, nobody else).
    expect(archive.turns.at(-1)).toMatchObject({ status: 'open', seed: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(archive.game.gmTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it(`imports into ${other}: every published artifact is byte-identical, the game replays, and its links keep working`, async () => {
    for (const game of [loc, generic]) {
      const { archive } = game === loc ? first : await exportArchive(source, generic);
      const imported = await importArchive(target, archive);
      expect(imported.status, imported.body.toString()).toBe(201);
      expect(json(imported)).toMatchObject({ id: game.id, links: 'keep', replayed: game.resolved });
    }
    expectSameBytes(published, await fetchAll(target.http, [...published.keys()]));
    expectSameBytes(privateReads, await fetchAll(target.http, [...privateReads.keys()], loc.gmToken));

    // The whole game's case file, as the GM downloads it here, replays as `adjudicate --check` replays it.
    const caseFile = json(await target.http('GET', `/api/games/${loc.id}/case.json`, { token: loc.gmToken }));
    expect(caseFile.steps).toHaveLength(6);
    expect(caseDifferences(getRuleset('lords-of-chaos') as never, caseFile)).toEqual([]);

    // The same game twice on one server: refused, nothing changed.
    const again = await importArchive(target, first.archive);
    expect(again.status).toBe(409);
    expect(json(again)).toMatchObject({ error: 'game_exists' });
  });

  it('comes back to PGlite as it left: the same rows, the same bytes', async () => {
    const second = await exportArchive(target, loc);
    expect((await importArchive(back, second.archive)).status).toBe(201);
    const { archive: a } = first;
    const { archive: b } = second;
    for (const table of [
      'game',
      'players',
      'turns',
      'sheets',
      'latestSheets',
      'resolutions',
      'rolls',
      'adjustments',
      'archivedTurns',
      'emailConfirmations',
      'joinRequests',
    ]) {
      expect(b[table], table).toEqual(a[table]);
    }
    // The audit log gained what happened to the game since: imported here, exported again.
    expect(b.auditLog.slice(0, a.auditLog.length)).toEqual(a.auditLog);
    expect(b.auditLog.slice(a.auditLog.length).map((line: { action: string }) => line.action)).toEqual(['import_game', 'export_game']);
    const after = await fetchAll(back.http, publishedAddresses(loc.id, loc.resolved));
    expectSameBytes(new Map([...published].filter(([url]) => url.includes(loc.id))), after);
  });

  it('the links keep working on the new server: players save orders, the GM resolves', async () => {
    const open = loc.resolved + 1;
    const saved = await target.http('PUT', `/api/games/${loc.id}/turns/${open}/orders`, { token: loc.players[1]!.token, body: { orders: [] } });
    expect(saved.status, saved.body.toString()).toBe(200);
    const resolved = await target.http('POST', `/api/games/${loc.id}/turns/${open}/resolve`, { token: loc.gmToken, body: {} });
    expect(resolved.status, resolved.body.toString()).toBe(200);
  });

  it('rotates every link on request: the old ones stop working, the new ones work (shown once)', async () => {
    const fresh = await server('pglite');
    try {
      const imported = await importArchive(fresh, first.archive, '?links=rotate');
      expect(imported.status, imported.body.toString()).toBe(201);
      const { rotated } = json(imported);
      expect(rotated.players).toHaveLength(3);
      // Published artifacts do not depend on links: the same bytes.
      const urls = publishedAddresses(loc.id, loc.resolved);
      expectSameBytes(new Map(urls.map((url) => [url, published.get(url)!])), await fetchAll(fresh.http, urls));
      expect((await fresh.http('GET', `/api/games/${loc.id}/audit`, { token: loc.gmToken })).status).toBe(401);
      expect((await fresh.http('GET', `/api/games/${loc.id}/audit`, { token: rotated.gmToken })).status).toBe(200);
      const open = loc.resolved + 1;
      expect((await fresh.http('PUT', `/api/games/${loc.id}/turns/${open}/orders`, { token: loc.players[0]!.token, body: { orders: [] } })).status).toBe(401);
      expect((await fresh.http('PUT', `/api/games/${loc.id}/turns/${open}/orders`, { token: rotated.players[0].token, body: { orders: [] } })).status).toBe(
        200,
      );
    } finally {
      await fresh.close();
    }
  });
});

describe('a hostile or broken archive is refused with every problem by path, never a 500', () => {
  let s: Server;
  let archive: any;
  beforeAll(async () => {
    s = await server('pglite', { ARCHIVE_BODY_LIMIT: '400000' });
    const game = await playLordsOfChaos(s.http, 2, 'Small');
    archive = json(await s.http('GET', `/api/games/${game.id}/export`, { token: game.gmToken }));
    await s.db.database.prisma.game.delete({ where: { id: game.id } });
  });
  afterAll(async () => s?.close());

  const copy = () => structuredClone(archive);

  const broken: [string, (a: any) => unknown, number, string, string[]][] = [
    ['not an object', () => [1, 2], 400, 'invalid_archive', ['']],
    ['another format', () => ({ format: 'zip' }), 400, 'invalid_archive', ['format']],
    [
      'wrong shapes',
      (a) => {
        a.players[1].seat = 'x';
        a.turns[0].seedHash = 'abc';
        delete a.game.name;
        a.extra = 1;
        return a;
      },
      400,
      'invalid_archive',
      ['game.name', 'players[1].seat', 'turns[0].seedHash', ''],
    ],
    [
      'a roll of no turn, a seed that is not the committed one',
      (a) => {
        a.rolls[0].turnId = 'nowhere';
        a.turns[1].seed = 'f'.repeat(64);
        return a;
      },
      400,
      'invalid_archive',
      ['rolls[0].turnId', 'turns[1].seed', 'resolutions[1].seed'],
    ],
    ['a newer format', (a) => ({ ...a, version: 2 }), 422, 'archive_too_new', ['version']],
    ['a newer database schema', (a) => ({ ...a, schema: '9999_future' }), 422, 'archive_too_new', ['schema']],
    [
      'an unknown ruleset',
      (a) => {
        a.game.ruleset = 'chess';
        return a;
      },
      422,
      'unknown_ruleset',
      ['ruleset'],
    ],
    [
      'an outcome the rules do not give',
      (a) => {
        a.resolutions[0].outcome = { ...a.resolutions[0].outcome, forged: true };
        return a;
      },
      422,
      'archive_does_not_replay',
      ['resolutions'],
    ],
  ];
  it.each(broken)('%s', async (_name, make, status, error, paths) => {
    const answer = await importArchive(s, make(copy()));
    expect(answer.status, answer.body.toString()).toBe(status);
    const parsed = json(answer);
    expect(parsed.error).toBe(error);
    expect(new Set(parsed.problems.map((p: { path: string }) => p.path)), JSON.stringify(parsed.problems)).toEqual(new Set(paths));
    expect(await s.db.database.prisma.game.count()).toBe(0);
  });

  it('not JSON, too deep, too large: 400 / 413', async () => {
    const raw = (payload: string) => s.app.inject({ method: 'POST', url: '/api/games/import', headers: { 'content-type': 'application/json' }, payload });
    expect((await raw('{"format": ')).statusCode).toBe(400);
    expect((await raw('['.repeat(100) + ']'.repeat(100))).statusCode).toBe(400);
    const big = copy();
    big.auditLog.push({ ...big.auditLog[0], id: 'padding', details: { text: 'x'.repeat(500_000) } });
    expect((await importArchive(s, big)).status).toBe(413);
    expect(await s.db.database.prisma.game.count()).toBe(0);
  });

  it('an archive whose rows or links are already here under another game id: 409, nothing imported', async () => {
    expect((await importArchive(s, archive)).status).toBe(201);
    const renamed = copy();
    renamed.game.id = '00000000-0000-4000-8000-000000000000';
    const answer = await importArchive(s, renamed);
    expect(answer.status, answer.body.toString()).toBe(409);
    expect(json(answer)).toMatchObject({ error: 'archive_conflict' });
    expect(await s.db.database.prisma.game.count()).toBe(1);
    await s.db.database.prisma.game.delete({ where: { id: archive.game.id } });
  });

  it('takes a gzipped archive (Content-Encoding: gzip); the limit counts the bytes once unpacked', async () => {
    const gzipped = (body: Buffer) =>
      s.app.inject({
        method: 'POST',
        url: '/api/games/import',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: gzipSync(body),
      });
    const bomb = await gzipped(Buffer.concat([Buffer.from('{"format":"turnkeeper-game-archive","x":"'), Buffer.alloc(20_000_000, 97), Buffer.from('"}')]));
    expect(bomb.statusCode).toBe(413);
    const answer = await gzipped(Buffer.from(JSON.stringify(archive)));
    expect(answer.statusCode, answer.body).toBe(201);
    await s.db.database.prisma.game.delete({ where: { id: archive.game.id } });
  });

  it('a game that does not replay can still be kept on purpose (replay=skip, audited)', async () => {
    const a = copy();
    a.resolutions[0].outcome = { ...a.resolutions[0].outcome, forged: true };
    const answer = await importArchive(s, a, '?replay=skip');
    expect(answer.status, answer.body.toString()).toBe(201);
    expect(json(answer)).toMatchObject({ replayed: null });
    const audit = await s.db.database.prisma.auditLog.findFirst({ where: { gameId: a.game.id, action: 'import_game' } });
    expect(audit?.details).toMatchObject({ replay: 'skip' });
  });
});
