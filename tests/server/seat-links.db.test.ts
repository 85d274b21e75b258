import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { auth, startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 37: a GM can always issue a new link for a seat and remove a seat before the start, through the API as in
 * the console; the seat links the GM issues are derived from the GM token (the console shows them again), stored
 * only hashed like every token.
 */
describe.each(databaseKinds())('seat links and removal through the API (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });

  it('new link: the old token stops working at once; remove before the start renumbers the seats; not after the start', async () => {
    const game = (await call('POST', '/api/games', undefined, { name: 'Seats', ruleset: 'generic', language: 'en' })).json() as { id: string; gmToken: string };
    const seated = [];
    for (const name of ['Ana', 'Bo', 'Cy'])
      seated.push((await call('POST', `/api/games/${game.id}/players`, game.gmToken, { name })).json() as { id: string; token: string });
    const [ana, bo, cy] = seated as [{ id: string; token: string }, { id: string; token: string }, { id: string; token: string }];
    // Stored hashed: the database holds neither the token nor anything that gives it without the GM token.
    const row = await t.app.db.player.findUniqueOrThrow({ where: { id: ana.id } });
    expect(JSON.stringify(row)).not.toContain(ana.token);

    const byPlayer = await call('POST', `/api/games/${game.id}/players/${ana.id}/link`, bo.token);
    expect(byPlayer.statusCode, byPlayer.body + JSON.stringify(seated)).toBe(403);
    const renewed = await call('POST', `/api/games/${game.id}/players/${ana.id}/link`, game.gmToken);
    expect(renewed.statusCode).toBe(200);
    const { token } = renewed.json() as { token: string };
    expect(token).not.toBe(ana.token);
    expect((await call('GET', `/api/games/${game.id}/position`, ana.token)).statusCode).toBe(401);
    expect((await call('GET', `/api/games/${game.id}/position`, token)).statusCode).toBe(200);

    const byCy = await call('DELETE', `/api/games/${game.id}/players/${bo.id}`, cy.token);
    expect(byCy.statusCode, byCy.body).toBe(403);
    expect((await call('DELETE', `/api/games/${game.id}/players/${bo.id}`, game.gmToken)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/games/${game.id}/players/${bo.id}`, game.gmToken)).statusCode).toBe(404);
    const view = (await call('GET', `/api/games/${game.id}`)).json() as { players: { id: string; seat: number }[] };
    expect(view.players.map((p) => [p.id, p.seat])).toEqual([
      [ana.id, 0],
      [cy.id, 1],
    ]);
    expect((await call('GET', `/api/games/${game.id}/position`, bo.token)).statusCode).toBe(401);

    expect((await call('POST', `/api/games/${game.id}/start`, game.gmToken)).statusCode).toBe(200);
    const late = await call('DELETE', `/api/games/${game.id}/players/${cy.id}`, game.gmToken);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'game_started' });
    // A lost link mid-game: a new one still works.
    expect((await call('POST', `/api/games/${game.id}/players/${cy.id}/link`, game.gmToken)).statusCode).toBe(200);
  });
});
