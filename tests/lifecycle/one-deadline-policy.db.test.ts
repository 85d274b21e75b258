import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, FIXTURE_RULESET, SEATS, seatBody, startTestApp, type TestApp } from '../helpers/test-app.ts';

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/**
 * Issue 19: a game created with "hours per turn" showed "No deadline" in its settings while its turns got 48-hour
 * deadlines, and saving "No deadline" did not clear it. One source of truth: the game's deadline policy.
 */
describe('one deadline policy per game (real app, embedded database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('"hours per turn" at creation is the policy the settings show; "No deadline" clears it for the next turns', async () => {
    const { app } = t;
    const created = await app.inject({
      method: 'POST',
      url: '/gm?lang=en',
      ...form({ name: 'Hours', ruleset: FIXTURE_RULESET, language: 'en', preset: 'ring', turnHours: '48' }),
    });
    expect(created.statusCode).toBe(303);
    const gmToken = created.headers.location!.split('/gm/')[1]!.split('?')[0]!;
    const gameId = (await app.inject({ url: `/gm/${gmToken}?lang=en` })).body.match(/href="\/games\/([0-9a-f-]{36})/)![1]!;
    const settings = await app.inject({ url: `/api/games/${gameId}/settings`, headers: auth(gmToken) });
    expect(settings.json()).toMatchObject({ deadlinePolicy: { kind: 'duration', hours: 48 } });

    for (const player of [SEATS.ana, SEATS.bruno]) {
      expect((await app.inject({ method: 'POST', url: `/api/games/${gameId}/players`, headers: auth(gmToken), payload: seatBody(player) })).statusCode).toBe(
        201,
      );
    }
    expect((await app.inject({ method: 'POST', url: `/api/games/${gameId}/start`, headers: auth(gmToken) })).statusCode).toBe(200);
    const console1 = await app.inject({ url: `/gm/${gmToken}?lang=en` });
    expect(console1.body).toMatch(/<input type="radio" name="policy" value="duration" checked>/);
    expect(console1.body).toMatch(/id="lc-hours" name="hours"[^>]*value="48"/);

    const none = await app.inject({ method: 'POST', url: `/gm/${gmToken}/settings?lang=en`, ...form({ policy: 'none', nmr: 'none', timeZone: 'UTC' }) });
    expect(none.statusCode).toBe(303);
    expect((await app.inject({ url: `/api/games/${gameId}/settings`, headers: auth(gmToken) })).json()).toMatchObject({ deadlinePolicy: null });
    expect((await app.inject({ method: 'POST', url: `/api/games/${gameId}/turns/1/resolve`, headers: auth(gmToken) })).statusCode).toBe(200);
    const after = (await app.inject({ url: `/api/games/${gameId}`, headers: auth(gmToken) })).json() as { turn: number; deadline: string | null };
    expect(after).toMatchObject({ turn: 2, deadline: null }); // turn 2 opened without a deadline, as the settings say
  });
});
