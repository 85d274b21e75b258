import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 36: a status image any forum can show. One stable address per game, public facts only (the turn, the
 * deadline in the game's time zone, the map, who has sent — never what), under 50 KB as PNG, revalidated with a
 * strong ETag that changes when a player saves.
 */
describe('the status image of a game (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('shows who has sent (never what), changes its ETag on a save, and stays small', async () => {
    const game = (
      await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'Status <Game>', ruleset: 'tic-tac-toe', language: 'en' } })
    ).json() as { id: string; gmToken: string };
    const seats: { id: string; token: string }[] = [];
    for (const name of ['Xena', 'Otto'])
      seats.push((await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/players`, headers: auth(game.gmToken), payload: { name } })).json());
    const deadline = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/start`, headers: auth(game.gmToken), payload: { deadline } })).statusCode).toBe(
      200,
    );

    const svg = await t.app.inject({ method: 'GET', url: `/games/${game.id}/status.svg` });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('public, no-cache');
    expect(XMLValidator.validate(svg.body)).toBe(true);
    const text = JSON.stringify(new XMLParser().parse(svg.body));
    expect(text).toContain('Status <Game>'); // escaped in the SVG, read back as text
    expect(text).toContain('Turn 1');
    expect(text).toContain('Orders sent: 0 of 2');
    expect(svg.body).toContain('<svg x="14"'); // the board as a thumbnail
    const etag = svg.headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url: `/games/${game.id}/status.svg`, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const png = await t.app.inject({ method: 'GET', url: `/games/${game.id}/status.png` });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.rawPayload.length).toBeLessThan(50_000);
    const pngEtag = png.headers.etag as string;

    // Xena's move is secret in nothing here, but the image says only that she has sent.
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/1/orders`, headers: auth(seats[0]!.token), payload: { orders: { cell: 'b2' } } }))
        .statusCode,
    ).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/games/${game.id}/status.svg`, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const pngAfter = await t.app.inject({ method: 'GET', url: `/games/${game.id}/status.png`, headers: { 'if-none-match': pngEtag } });
    expect(pngAfter.statusCode).toBe(200);
    expect(pngAfter.headers.etag).not.toBe(pngEtag);
    // A save that resolves nothing (simultaneous answers): only the flag changes, and with it the image.
    const rps = (
      await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'Throws', ruleset: 'rock-paper-scissors', language: 'en' } })
    ).json() as { id: string; gmToken: string };
    const throwers: { id: string; token: string }[] = [];
    for (const name of ['Ana', 'Bo'])
      throwers.push((await t.app.inject({ method: 'POST', url: `/api/games/${rps.id}/players`, headers: auth(rps.gmToken), payload: { name } })).json());
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${rps.id}/start`, headers: auth(rps.gmToken) })).statusCode).toBe(200);
    const before = await t.app.inject({ method: 'GET', url: `/games/${rps.id}/status.png` });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${rps.id}/turns/1/orders`,
      headers: auth(throwers[0]!.token),
      payload: { orders: { throw: 'rock' } },
    });
    expect(saved.json()).toMatchObject({ resolved: false });
    const changed = await t.app.inject({ method: 'GET', url: `/games/${rps.id}/status.png`, headers: { 'if-none-match': before.headers.etag as string } });
    expect(changed.statusCode).toBe(200);
    const card = (await t.app.inject({ method: 'GET', url: `/games/${rps.id}/status.svg` })).body;
    expect(card).toContain('Orders sent: 1 of 2');
    expect(card).not.toContain('rock');

    // Spanish on request; an unknown game is a 404.
    expect(JSON.stringify(new XMLParser().parse((await t.app.inject({ method: 'GET', url: `/games/${game.id}/status.svg?lang=es` })).body))).toContain('Turno');
    expect((await t.app.inject({ method: 'GET', url: '/games/nope/status.png' })).statusCode).toBe(404);
  });
});
