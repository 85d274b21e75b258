import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAP } from '../../src/engine/rulesets/lords-of-chaos/maps/index.ts';
import { databaseKinds } from '../helpers/databases.ts';
import { auth, PLAYERS, seedGame, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { expectStatus } from './session-helpers.ts';

/** Lords of Chaos keeps its API exactly; another registered ruleset runs through the same routes with no server change. */
describe.each(databaseKinds())('rulesets through the generic server API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('Lords of Chaos: `setup: { map }` equals `map`; LoC player fields still required (400); no GM input (400); array sheets only', async () => {
    const viaMap = expectStatus(await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'a', ruleset: 'lords-of-chaos', map: DEFAULT_MAP } }), 201).json();
    const viaSetup = expectStatus(await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'b', ruleset: 'lords-of-chaos', setup: { map: DEFAULT_MAP } } }), 201).json();
    const stored = await t.db.database.prisma.game.findMany({ where: { id: { in: [viaMap.id, viaSetup.id] } }, select: { id: true, setup: true } });
    expect(stored[0]!.setup).toEqual(stored[1]!.setup);

    const { warband: _w, ...withoutWarband } = PLAYERS.khorne;
    const missing = await t.app.inject({ method: 'POST', url: `/api/games/${viaMap.id}/players`, headers: auth(viaMap.gmToken), payload: withoutWarband });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/warband/);

    const game = await seedGame(t.app, [PLAYERS.khorne, PLAYERS.nurgle]);
    const player = auth(game.players[0]!.token);
    const objectSheet = await t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/1/orders`, headers: player, payload: { orders: { text: 'invade' } } });
    expect(objectSheet.statusCode).toBe(400);
    expectStatus(await t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/1/orders`, headers: player, payload: { orders: [{ type: 'defend', planet: 'vraks', count: 1 }] } }), 200);
    const own = (await t.app.inject({ url: `/api/games/${game.id}/turns/1/orders`, headers: player })).json();
    expect(Object.keys(own).sort()).toEqual(['actionsAvailable', 'actionsLeft', 'costs', 'orders', 'player', 'status', 'submittedAt', 'turn', 'version']);

    const withGm = await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/resolve`, headers: auth(game.gmToken), payload: { gm: { report: 'x' } } });
    expect(withGm.statusCode).toBe(400);
    expect(withGm.json().error).toBe('gm_input_not_accepted');
    // Dice work for every ruleset; the LoC resolution is unchanged by them (rolls use their own generator).
    expectStatus(await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/rolls`, headers: auth(game.gmToken), payload: { expr: 'd6', reason: 'omen' } }), 201);
    expect(expectStatus(await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/resolve`, headers: auth(game.gmToken) }), 200).json()).toMatchObject({ turn: 1, gameOver: false });
    const report = (await t.app.inject({ url: `/api/games/${game.id}/turns/1/report?format=json` })).json();
    expect(report.outcome.scores).toBeDefined();
  });

  it('rock-paper-scissors (one file + one registry line) runs through the same routes and reports', async () => {
    const created = expectStatus(await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'rps', ruleset: 'rock-paper-scissors', language: 'en', setup: { target: 1 } } }), 201).json();
    const seated = [];
    for (const name of ['Alba', 'Bruno']) {
      seated.push(expectStatus(await t.app.inject({ method: 'POST', url: `/api/games/${created.id}/players`, headers: auth(created.gmToken), payload: { name } }), 201).json());
    }
    const third = await t.app.inject({ method: 'POST', url: `/api/games/${created.id}/players`, headers: auth(created.gmToken), payload: { name: 'Carla' } });
    expect(third.statusCode).toBe(422);
    expectStatus(await t.app.inject({ method: 'POST', url: `/api/games/${created.id}/start`, headers: auth(created.gmToken) }), 200);
    expect((await t.app.inject({ method: 'PUT', url: `/api/games/${created.id}/turns/1/orders`, headers: auth(seated[0].token), payload: { orders: { throw: 'lizard' } } })).statusCode).toBe(400);
    expectStatus(await t.app.inject({ method: 'PUT', url: `/api/games/${created.id}/turns/1/orders`, headers: auth(seated[0].token), payload: { orders: { throw: 'rock' } } }), 200);
    expectStatus(await t.app.inject({ method: 'PUT', url: `/api/games/${created.id}/turns/1/orders`, headers: auth(seated[1].token), payload: { orders: { throw: 'paper' } } }), 200);
    // Default secrecy (no visibleSheets): a player sees only their own sheet.
    expect((await t.app.inject({ url: `/api/games/${created.id}/position`, headers: auth(seated[0].token) })).body).not.toContain('"throw":"paper"');
    const resolved = expectStatus(await t.app.inject({ method: 'POST', url: `/api/games/${created.id}/turns/1/resolve`, headers: auth(created.gmToken) }), 200).json();
    expect(resolved.gameOver).toBe(true);
    expect((await t.app.inject({ url: `/api/games/${created.id}` })).json()).toMatchObject({ status: 'finished', scores: { [seated[1].id]: 1 } });
    const report = (await t.app.inject({ url: `/api/games/${created.id}/turns/1/report.txt` })).body;
    expect(report).toMatch(/Bruno/);
  });
});
