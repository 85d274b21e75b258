import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { theAwakened } from '../../src/engine/rulesets/the-awakened/descriptor.ts';
import { auth, startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 34: "The Awakened with `shuffleMarkers: false`: the public JSON report carries `input.setup.data.markers`
 * (the stack's order)". Every part of the JSON report goes through the viewer's views, the setup too: in a game
 * with hidden information (any ruleset with `hiddenInformation`) only the GM gets it before the game is over;
 * once it is over (when the case files become public) everybody does; a game that hides nothing always shows it.
 */

interface Created {
  id: string;
  gmToken: string;
  players: { id: string; token: string }[];
}

async function create(t: TestApp, ruleset: string, setup: unknown, seats: { name: string; data: Record<string, unknown> }[]): Promise<Created> {
  const created = await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'Views', ruleset, language: 'en', setup } });
  expect(created.statusCode, created.body).toBe(201);
  const { id, gmToken } = created.json() as { id: string; gmToken: string };
  const players = [];
  for (const seat of seats) {
    const seated = await t.app.inject({ method: 'POST', url: `/api/games/${id}/players`, headers: auth(gmToken), payload: seat });
    expect(seated.statusCode, seated.body).toBe(201);
    players.push(seated.json() as { id: string; token: string });
  }
  const started = await t.app.inject({ method: 'POST', url: `/api/games/${id}/start`, headers: auth(gmToken) });
  expect(started.statusCode, started.body).toBe(200);
  return { id, gmToken, players };
}

/** The JSON report of turn n as the public (the cached artifact), a player and the GM get it. */
async function reports(t: TestApp, game: Created, n: number) {
  const get = async (token?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/games/${game.id}/turns/${n}/report?format=json`,
      ...(token ? { headers: auth(token) } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.body, json: response.json() as { input: { setup: unknown; state: unknown } } };
  };
  return { public: await get(), player: await get(game.players[0]!.token), gm: await get(game.gmToken) };
}

describe('the JSON report shows the setup only to those who may see all of it (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('The Awakened with shuffleMarkers off: the stack order reaches neither the public nor a player, the GM gets it', async () => {
    const setup = theAwakened.defaultSetup();
    setup.options.shuffleMarkers = false;
    // A stack order nobody could guess: caps 6, 1, 5, 2, ... with their modifiers.
    setup.data.markers = [...setup.data.markers]
      .sort((a, b) => b.cap - a.cap || a.mod.localeCompare(b.mod))
      .map((m, i) => (i % 2 === 0 ? m : { ...m, cap: 1 }));
    const game = await create(t, 'the-awakened', setup, [
      { name: 'Alba', data: { colour: 'red' } },
      { name: 'Bruno', data: { colour: 'blue' } },
    ]);
    const view = (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/position`, headers: auth(game.gmToken) })).json() as {
      asked: { player: string }[];
    };
    const active = game.players.find((p) => p.id === view.asked[0]!.player)!;
    const sent = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${game.id}/turns/1/orders`,
      headers: auth(active.token),
      payload: { orders: { moves: [] } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` })).json()).toMatchObject({
      turns: [{ number: 1, status: 'resolved' }, { number: 2 }],
    });

    const stack = JSON.stringify(setup.data.markers);
    const copies = await reports(t, game, 1);
    for (const copy of [copies.public, copies.player]) {
      expect(copy.json.input.setup).toBeNull();
      expect(copy.body).not.toContain(stack);
      expect(copy.body).not.toContain(JSON.stringify(setup.data.markers.slice(0, 6)).slice(1, -1));
      expect(copy.json.input.state).not.toBeNull(); // the position still comes, through playerView
    }
    expect((copies.gm.json.input.setup as typeof setup).data.markers).toEqual(setup.data.markers);
    // The case file waits for the end of the game as before (it holds the setup).
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/1/case.json` })).statusCode).toBe(404);
  });

  it('a game with hidden information shows its setup to everybody once it is over; one that hides nothing always', async () => {
    const generic = {
      phases: [{ id: 'orders', name: 'Orders', secret: true, orders: true }],
      tracks: [{ id: 'gold', name: 'Gold', initial: 7, hidden: true }],
      board: 'the GM notes: the traitor is Bea',
    };
    const game = await create(t, 'generic', generic, [
      { name: 'Ana', data: {} },
      { name: 'Bea', data: {} },
    ]);
    const resolve = async (n: number, end: boolean) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/games/${game.id}/turns/${n}/resolve`,
        headers: auth(game.gmToken),
        payload: { gm: { report: `Turn ${n}`, tracks: [], end } },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await resolve(1, false);
    const during = await reports(t, game, 1);
    expect(during.public.json.input.setup).toBeNull();
    expect(during.player.json.input.setup).toBeNull();
    expect(during.gm.json.input.setup).toMatchObject(generic);
    await resolve(2, true);
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` })).json()).toMatchObject({ status: 'finished' });
    const after = await reports(t, game, 1);
    expect(after.public.json.input.setup).toMatchObject(generic);
    expect(after.player.json.input.setup).toMatchObject(generic);
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/1/case.json` })).statusCode).toBe(200);

    const open = await create(t, 'rock-paper-scissors', undefined, [
      { name: 'Ana', data: {} },
      { name: 'Bea', data: {} },
    ]);
    for (const player of open.players) {
      const sent = await t.app.inject({
        method: 'PUT',
        url: `/api/games/${open.id}/turns/1/orders`,
        headers: auth(player.token),
        payload: { orders: { throw: 'rock' } },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const rps = await reports(t, open, 1);
    expect(rps.public.json.input.setup).not.toBeNull();
  });
});
