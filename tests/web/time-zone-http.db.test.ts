import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, SEATS, seedGame, startTestApp, type TestApp } from '../helpers/test-app.ts';

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** Issue 19: the GM types deadlines in the game's time zone and everybody reads them in it (not UTC only). */
describe("deadlines in the game's time zone (real app, embedded database)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('typed in New York time, stored as the instant, shown in the zone; the GM moves the game to Madrid', async () => {
    const { app } = t;
    const game = await seedGame(app, [SEATS.ana, SEATS.bruno], { start: false });
    const gm = `/gm/${game.gmToken}`;
    const zone = await app.inject({
      method: 'PATCH',
      url: `/api/games/${game.id}/settings`,
      headers: auth(game.gmToken),
      payload: { timeZone: 'America/New_York' },
    });
    expect(zone.statusCode).toBe(200);
    expect(zone.json()).toMatchObject({ timeZone: 'America/New_York' });
    expect(
      (await app.inject({ method: 'PATCH', url: `/api/games/${game.id}/settings`, headers: auth(game.gmToken), payload: { timeZone: 'Mars/Olympus' } }))
        .statusCode,
    ).toBe(400);

    const console1 = await app.inject({ url: `${gm}?lang=en` });
    expect(console1.body).toContain('Date and time in the game&#39;s time zone (America/New_York).');
    const started = await app.inject({ method: 'POST', url: `${gm}/start?lang=en`, ...form({ deadline: '2099-01-02T18:30' }) });
    expect(started.statusCode).toBe(303);
    const api = await app.inject({ url: `/api/games/${game.id}`, headers: auth(game.gmToken) });
    expect(api.json()).toMatchObject({ deadline: '2099-01-02T23:30:00.000Z' });

    const player = await app.inject({ url: `/play/${game.players[0]!.token}?lang=en` });
    expect(player.body).toContain('<time datetime="2099-01-02T23:30:00.000Z" data-countdown>Fri 2 Jan 2099, 18:30 GMT-5</time>');
    const publicPage = await app.inject({ url: `/games/${game.id}?lang=en` });
    expect(publicPage.body).toContain('Fri 2 Jan 2099, 18:30 GMT-5');

    // The GM moves the deadline with the console form: typed in the game's zone too.
    const moved = await app.inject({ method: 'POST', url: `${gm}/deadline?lang=en`, ...form({ deadline: '2099-01-03T09:00' }) });
    expect(moved.statusCode).toBe(303);
    expect((await app.inject({ url: `/api/games/${game.id}`, headers: auth(game.gmToken) })).json()).toMatchObject({ deadline: '2099-01-03T14:00:00.000Z' });

    // The settings form changes the zone: the same instant now reads in Madrid time.
    const settings = await app.inject({ method: 'POST', url: `${gm}/settings?lang=en`, ...form({ timeZone: 'Europe/Madrid', policy: 'none', nmr: 'none' }) });
    expect(settings.statusCode).toBe(303);
    const console2 = await app.inject({ url: `${gm}?lang=en` });
    expect(console2.body).toContain('Sat 3 Jan 2099, 15:00 CET');
    expect(console2.body).toContain('value="Europe/Madrid"');
  });

  it('a new game in Spanish starts in Madrid time, one in English in UTC; the create form takes another zone', async () => {
    const es = await app().inject({ method: 'POST', url: '/api/games', payload: { name: 'Partida', ruleset: 'rock-paper-scissors', language: 'es' } });
    const en = await app().inject({ method: 'POST', url: '/api/games', payload: { name: 'Game', ruleset: 'rock-paper-scissors', language: 'en' } });
    const zoneOf = async (created: { json(): unknown }) => {
      const { id, gmToken } = created.json() as { id: string; gmToken: string };
      return ((await app().inject({ url: `/api/games/${id}/settings`, headers: auth(gmToken) })).json() as { timeZone: string }).timeZone;
    };
    expect(await zoneOf(es)).toBe('Europe/Madrid');
    expect(await zoneOf(en)).toBe('UTC');
    const created = await app().inject({
      method: 'POST',
      url: '/gm?lang=en',
      ...form({ name: 'Chilango', ruleset: 'rock-paper-scissors', language: 'es', timeZone: 'America/Mexico_City', 'setup.target': '1' }),
    });
    expect(created.statusCode).toBe(303);
    const console1 = await app().inject({ url: created.headers.location! });
    expect(console1.body).toContain('America/Mexico_City');
    const refused = await app().inject({
      method: 'POST',
      url: '/gm?lang=en',
      ...form({ name: 'Nowhere', ruleset: 'rock-paper-scissors', timeZone: 'Europe/Atlantis', 'setup.target': '1' }),
    });
    expect(refused.statusCode).toBe(422);
  });

  const app = () => t.app;
});
