import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRuleset } from '../../src/engine/registry.ts';
import { addPlayer } from '../../src/services/add-player.ts';
import { auth, startTestApp, type TestApp } from '../helpers/test-app.ts';

const TOKEN_ADDRESS = 30;
const LIMITS = {
  RATE_LIMIT_ANON_PER_MINUTE: '1000',
  RATE_LIMIT_TOKEN_PER_MINUTE: '20',
  RATE_LIMIT_TOKEN_ADDRESS_PER_MINUTE: String(TOKEN_ADDRESS),
  RATE_LIMIT_CREATE_PER_HOUR: '5',
  RATE_LIMIT_SEATS_PER_HOUR: '8',
};

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/**
 * Issue 34: "One address created a generic game, seated 40 players and got 40 tokens, each with its own 600/min
 * budget: 1,500 requests passed in 13 s after the address was limited."
 */
describe('tokens an address minted for itself share one budget; seats per address are limited (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: LIMITS });
  });
  afterAll(async () => t?.close());

  async function genericGame(remoteAddress: string): Promise<{ id: string; gmToken: string }> {
    const created = await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'many seats', ruleset: 'generic' }, remoteAddress });
    expect(created.statusCode).toBe(201);
    return created.json();
  }

  it('the tokens of a game one address seated for itself give it no more than its budget for token requests', async () => {
    const minter = '192.0.2.40';
    const game = await genericGame(minter);
    const tokens: string[] = [];
    for (let i = 0; i < 8; i++) {
      const seated = await t.app.inject({
        method: 'POST',
        url: `/api/games/${game.id}/players`,
        headers: auth(game.gmToken),
        payload: { name: `P${i}` },
        remoteAddress: minter,
      });
      expect(seated.statusCode).toBe(201);
      tokens.push(seated.json().token);
    }
    // Eight tokens x 20 per token would be 160 requests a minute; the address has 30 for all its token requests,
    // 8 of which the GM token spent seating the players.
    const statuses: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const token of tokens) statuses.push((await t.app.inject({ method: 'GET', url: `/play/${token}`, remoteAddress: minter })).statusCode);
    }
    expect(statuses.filter((status) => status === 200).length).toBe(TOKEN_ADDRESS - 8);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    const refused = await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/settings`, headers: auth(game.gmToken), remoteAddress: minter });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();

    // Each token keeps its own budget elsewhere (a player at home), and anonymous reads from the address go on.
    expect((await t.app.inject({ method: 'GET', url: `/play/${tokens[0]}`, remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/settings`, headers: auth(game.gmToken), remoteAddress: '198.51.100.8' })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}`, remoteAddress: minter })).statusCode).toBe(200);
  });

  it('seats added per address: the API and the console form share the budget, refused seats do not count', async () => {
    const gmAddress = '192.0.2.41';
    const game = await genericGame(gmAddress);
    const api = (name: string) =>
      t.app.inject({ method: 'POST', url: `/api/games/${game.id}/players`, headers: auth(game.gmToken), payload: { name }, remoteAddress: gmAddress });
    const consoleForm = (fields: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/gm/${game.gmToken}/players?lang=en`, ...form(fields), remoteAddress: gmAddress });
    for (const name of ['A', 'B', 'C', 'D']) expect((await api(name)).statusCode).toBe(201);
    expect((await api('a')).statusCode).toBe(422); // the name is taken: refused, not counted
    expect((await consoleForm({ name: '' })).statusCode).toBe(422); // no name: refused, not counted
    expect((await consoleForm({ name: 'X', __add: 'seat.rows' })).statusCode).toBe(200); // only asked for another row
    for (const name of ['E', 'F', 'G', 'H']) {
      const added = await consoleForm({ name });
      expect(added.statusCode).toBe(303); // seated, then the console with the seat's link (issue 37)
      expect(added.headers.location).toContain('notice=player_added');
    }
    expect((await consoleForm({ name: 'I' })).statusCode).toBe(429);
    const refused = await api('I');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', message: expect.stringContaining('Too many seats added from this address') });
    expect(refused.headers['retry-after']).toBeDefined();
    // The budget is the address's: the GM seats from elsewhere.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/games/${game.id}/players`,
          headers: auth(game.gmToken),
          payload: { name: 'I' },
          remoteAddress: '198.51.100.9',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('a game seats at most what its ruleset declares: the generic ruleset too', async () => {
    const max = getRuleset('generic')?.seats?.max;
    expect(max).toBe(50);
    const game = await genericGame('192.0.2.42');
    for (let i = 0; i < max!; i++) await addPlayer(t.app.db, { role: 'gm' }, game.id, { name: `Seat ${i}` }, game.gmToken);
    const over = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/players`,
      headers: auth(game.gmToken),
      payload: { name: 'One more' },
      remoteAddress: '192.0.2.43',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ error: 'invalid_player' });
  });
});
