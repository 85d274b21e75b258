import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollDice, verifyRoll } from '../../src/engine/dice/index.ts';
import type { RollRecord } from '../../src/engine/dice/verify.ts';
import { seedHash } from '../../src/engine/core/rng.ts';
import { auth, SEATS, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';

interface RollView {
  id: string;
  by: string;
  private: boolean;
  counter: number;
  expr: string;
  seed: string | null;
  record: RollRecord & { format?: number };
}

describe('fresh seeds after a revert, secret nonces for private rolls (PGlite)', () => {
  let t: TestApp;
  let game: SeededGame;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    game = await seedGame(t.app, [SEATS.ana, SEATS.bruno]);
  });
  afterAll(async () => t?.close());

  const gm = () => auth(game.gmToken);
  const rolls = async (headers: Record<string, string> = {}) =>
    ((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/rolls`, headers })).json() as { rolls: RollView[] }).rolls;

  it('private rolls carry a secret nonce: they verify for those who see them, and the revealed seed alone does not give them away', async () => {
    const roll = (headers: Record<string, string>, body: object) =>
      t.app.inject({ method: 'POST', url: `/api/games/${game.id}/rolls`, headers, payload: body });
    expect((await roll(gm(), { expr: '20d20', reason: 'hidden ambush', private: true })).statusCode).toBe(201);
    expect((await roll(auth(game.players[0]!.token), { expr: '20d20', reason: 'open charge' })).statusCode).toBe(201);
    expect((await roll(auth(game.players[0]!.token), { expr: '20d20', reason: 'secret scouting', private: true })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/resolve`, headers: gm() })).statusCode).toBe(200);

    const seen = await rolls(gm());
    expect(seen).toHaveLength(3);
    const seed = seen[0]!.seed!;
    for (const view of seen) {
      expect(verifyRoll(view.record, seed)).toEqual({ ok: true }); // the record verifies for whoever may see it
      if (!view.private) {
        expect(view.record.nonce).toBeUndefined();
        continue;
      }
      expect(view.record).toMatchObject({ format: 2, nonce: expect.stringMatching(/^[0-9a-f]{32}$/) });
      // What anybody can compute from the revealed seed and the (guessed) expression and counter: not the roll.
      const guessed = rollDice(view.expr, { seed, counter: view.counter });
      expect(guessed.ok && guessed.roll.result).not.toEqual(view.record.result);
      const { nonce: _nonce, ...withoutNonce } = view.record;
      expect(verifyRoll(withoutNonce, seed).ok).toBe(false);
    }
    // The public and the other player see neither private roll (so neither nonce); the roller sees their own.
    expect((await rolls()).map((r) => r.private)).toEqual([false]);
    expect((await rolls(auth(game.players[1]!.token))).map((r) => r.private)).toEqual([false]);
    const own = await rolls(auth(game.players[0]!.token));
    expect(own.map((r) => r.private)).toEqual([false, true]);
    const report = await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/1/report?format=json` });
    expect(report.body).not.toContain(seen.find((r) => r.private)!.record.nonce!);
  });

  it('a revert reopens the turn with a new seed, never the revealed one (and without the rolls drawn from it)', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` })).json();
    const revealed = (await rolls(gm()))[0]!.seed!;
    expect(seedHash(revealed)).toBe(before.turns[0].seedHash);
    const reverted = await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/revert`, headers: gm(), payload: { turn: 1 } });
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json().seedHash).not.toBe(before.turns[0].seedHash);
    const after = (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` })).json();
    expect(after.turns[0]).toMatchObject({ number: 1, status: 'open', seedHash: reverted.json().seedHash });
    expect(await rolls(gm())).toEqual([]);
    // Resolved again: a different seed is revealed, and it matches the new published hash.
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/resolve`, headers: gm() })).statusCode).toBe(200);
    const json = (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/1/report?format=json` })).json();
    expect(json.input.seed).not.toBe(revealed);
    expect(seedHash(json.input.seed)).toBe(reverted.json().seedHash);
  });
});
