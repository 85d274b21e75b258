import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareExpect, parseCase, runCase } from '../../src/engine/rulesets/lords-of-chaos/case-file.ts';
import { auth, seedGame, startTestApp } from '../helpers/test-app.ts';
import { LOC_PLAYERS as PLAYERS } from '../rulesets/lords-of-chaos/seats.ts';
import type { SeededGame, TestApp } from '../helpers/test-app.ts';

/**
 * Lords of Chaos's case format, checked by `npm run adjudicate` in a child process (which knows the shipped rulesets
 * only). Nurgle and Tzeentch both reach Cypra Mundi (no inhabitants) from their starting planets: equal attacks tie.
 */
const LOC = { ruleset: 'lords-of-chaos', language: 'en' } as const;
const TIED_PLANET = 'cypra-mundi';

describe('turn -> adjudication case export over HTTP (PGlite)', () => {
  let t: TestApp;
  let game: SeededGame;
  let openedSeedHash: string;
  const dir = mkdtempSync(join(tmpdir(), 'turnkeeper-case-'));
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const caseUrl = (gameId: string, turn: number) => `/api/games/${gameId}/turns/${turn}/case.json`;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    game = await seedGame(t.app, [PLAYERS.nurgle, PLAYERS.tzeentch], LOC);
    openedSeedHash = (await get(`/api/games/${game.id}`)).json().seedHash;
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  it('is 404 before the turn is resolved (orders and seed stay secret)', async () => {
    const [nurgle] = game.players;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${game.id}/turns/1/orders`,
      headers: auth(nurgle!.token),
      payload: { orders: [{ type: 'invade', planet: TIED_PLANET, count: 1 }] },
    });
    expect(put.statusCode).toBe(200);
    const before = await get(caseUrl(game.id, 1));
    expect(before.statusCode).toBe(404);
    expect(before.body).not.toContain(TIED_PLANET);
    expect((await get(caseUrl('no-such-game', 1))).statusCode).toBe(404);
  });

  it('after resolution: a spec case file that re-runs to the stored outcome, also through the real command', async () => {
    const [, tzeentch] = game.players;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${game.id}/turns/1/orders`,
      headers: auth(tzeentch!.token),
      payload: { orders: [{ type: 'invade', planet: TIED_PLANET, count: 1 }] },
    });
    expect(put.statusCode).toBe(200);
    const resolved = await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/resolve`, headers: auth(game.gmToken) });
    expect(resolved.statusCode).toBe(200);

    const response = await get(caseUrl(game.id, 1));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="case.json"');
    const file = response.json();
    expect(Object.keys(file)).toEqual(['name', 'description', 'map', 'players', 'state', 'orders', 'seed', 'rng', 'expect']);
    // Turns opened now draw with derivation 2, which the published hash does not give away (issue 18).
    expect(file.rng).toBe(2);
    expect(file.name).toBe(`${game.id}-turn-1`);
    expect(Object.keys(file.expect)).toEqual([
      'control',
      'inhabitants',
      'turnPoints',
      'scores',
      'deeds',
      'actions',
      'permanentActions',
      'favours',
      'eliminated',
      'kills',
      'rejected',
      'draws',
    ]);
    expect(file.players).toEqual([
      { id: game.players[0]!.id, name: 'Death Guard', god: 'Nurgle', godKind: 'major' },
      { id: game.players[1]!.id, name: 'Thousand Sons', god: 'Tzeentch', godKind: 'major' },
    ]);
    expect(file.orders[tzeentch!.id]).toEqual([{ type: 'invade', planet: TIED_PLANET, count: 1 }]);
    // The revealed seed is the one whose hash was published when the turn opened.
    expect(file.seed).toBe(resolved.json().seed);
    expect(createHash('sha256').update(file.seed).digest('hex')).toBe(openedSeedHash);
    expect(file.description).toContain(openedSeedHash);
    // The tie was settled by the seed.
    expect(file.expect.draws).toHaveLength(1);
    expect(file.expect.draws[0]).toMatchObject({ what: `contender:${TIED_PLANET}`, among: [game.players[0]!.id, game.players[1]!.id].sort() });

    const parsed = parseCase(file);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    expect(compareExpect(parsed.value.expect, runCase(parsed.value))).toEqual([]);

    // The per-turn page links it.
    expect((await get(`/games/${game.id}/turns/1`)).body).toMatch(new RegExp(`href="${caseUrl(game.id, 1)}\\?v=[0-9a-f]{16}"`));

    const path = join(dir, 'case.json');
    writeFileSync(path, response.body);
    const run = spawnSync('npx', ['tsx', 'scripts/adjudicate.ts', '--check', path], { encoding: 'utf8' });
    expect(run.stderr.replace(/npm warn[^\n]*\n/g, '')).toBe('');
    expect(run.stdout).toBe(`ok ${game.id}-turn-1\n`);
    expect(run.status).toBe(0);
  });

  it('a tampered seed no longer reproduces the stored outcome (the draw comes out differently)', async () => {
    const file = (await get(caseUrl(game.id, 1))).json();
    // Each other seed settles the two-way tie the other way with probability 1/2: among 32, one does (p(miss) = 2^-32).
    const tampered = Array.from({ length: 32 }, (_, i) => `${file.seed}-tampered-${i}`)
      .map((seed) => {
        const parsed = parseCase({ ...file, seed });
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
        return compareExpect(parsed.value.expect, runCase(parsed.value));
      })
      .find((diffs) => diffs.length > 0);
    expect(tampered).toBeDefined();
    expect(tampered!.some((line) => line.startsWith('draws'))).toBe(true);
    expect(tampered!.some((line) => line.startsWith(`control.${TIED_PLANET}`))).toBe(true);
  });

  it('a turn opened under derivation 1 (before the fairness fix) is resolved and exported with it, and replays', async () => {
    const old = await seedGame(t.app, [PLAYERS.nurgle, PLAYERS.tzeentch], LOC);
    await t.db.database.prisma.turn.updateMany({ where: { gameId: old.id, number: 1 }, data: { rngVersion: 1 } });
    for (const player of old.players) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/games/${old.id}/turns/1/orders`,
        headers: auth(player.token),
        payload: { orders: [{ type: 'invade', planet: TIED_PLANET, count: 1 }] },
      });
      expect(put.statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${old.id}/turns/1/resolve`, headers: auth(old.gmToken) })).statusCode).toBe(200);
    const file = (await get(caseUrl(old.id, 1))).json();
    expect(file.rng).toBe(1);
    const parsed = parseCase(file);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    expect(compareExpect(parsed.value.expect, runCase(parsed.value))).toEqual([]);
    // The stored draw is the one derivation 1 gives: SHA-256(seed), i.e. the published hash, seeded it.
    const asV2 = parseCase({ ...file, rng: 2 });
    if (!asV2.ok) throw new Error(JSON.stringify(asV2.problems));
    expect(runCase(asV2.value).draws).toHaveLength(1);
  });

  it('is 404 for a turn not resolved yet; other rulesets export the generic format, which replays', async () => {
    expect((await get(caseUrl(game.id, 2))).statusCode).toBe(404);
    expect((await get(caseUrl(game.id, 99))).statusCode).toBe(404);
    expect((await get(`/api/games/${game.id}/turns/0/case.json`)).statusCode).toBe(400);
    const created = await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'RPS', ruleset: 'rock-paper-scissors', language: 'en' } });
    expect(created.statusCode).toBe(201);
    const other = created.json() as { id: string; gmToken: string };
    for (const name of ['Alba', 'Bruno']) {
      const seated = await t.app.inject({ method: 'POST', url: `/api/games/${other.id}/players`, headers: auth(other.gmToken), payload: { name } });
      expect(seated.statusCode, seated.body).toBe(201);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${other.id}/start`, headers: auth(other.gmToken) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${other.id}/turns/1/resolve`, headers: auth(other.gmToken) })).statusCode).toBe(200);
    expect((await get(`/api/games/${other.id}/turns/1/report?format=json`)).statusCode).toBe(200);
    const generic = await get(caseUrl(other.id, 1));
    expect(generic.statusCode).toBe(200);
    const file = generic.json();
    expect(file).toMatchObject({ ruleset: 'rock-paper-scissors', steps: [{ orders: {}, rng: 2 }], expect: { gameOver: false } });
    const path = join(dir, 'rps-case.json');
    writeFileSync(path, generic.body);
    const run = spawnSync('npx', ['tsx', 'scripts/adjudicate.ts', '--check', path], { encoding: 'utf8' });
    expect(run.stdout).toBe(`ok ${other.id}-turn-1\n`);
    expect(run.status).toBe(0);
  });
});
