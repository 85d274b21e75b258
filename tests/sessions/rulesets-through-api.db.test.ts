import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAP } from '../../src/engine/rulesets/lords-of-chaos/maps/index.ts';
import { databaseKinds } from '../helpers/databases.ts';
import { LOC_PLAYERS as PLAYERS } from '../rulesets/lords-of-chaos/seats.ts';
import { auth, seedGame, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { expectStatus } from './session-helpers.ts';

/** Lords of Chaos keeps its API exactly; another registered ruleset runs through the same routes with no server change. */
describe.each(databaseKinds())('rulesets through the generic server API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('Lords of Chaos as an ordinary plugin: setup and player data through the generic API; no GM input (400); array sheets only', async () => {
    const viaSetup = expectStatus(
      await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'b', ruleset: 'lords-of-chaos', setup: { map: DEFAULT_MAP } } }),
      201,
    ).json();
    const byDefault = expectStatus(await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'a', ruleset: 'lords-of-chaos' } }), 201).json();
    const stored = await t.db.database.prisma.game.findMany({ where: { id: { in: [byDefault.id, viaSetup.id] } }, select: { id: true, setup: true } });
    expect(stored[0]!.setup).toEqual(stored[1]!.setup);

    // The ruleset's playerSchema judges the seat's data: a warband is required (422 with the path).
    const { warband: _w, ...withoutWarband } = PLAYERS.khorne;
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/games/${viaSetup.id}/players`,
      headers: auth(viaSetup.gmToken),
      payload: { name: withoutWarband.name, data: { ...withoutWarband, name: undefined } },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ error: 'invalid_player', problems: [expect.objectContaining({ path: 'warband' })] });

    const game = await seedGame(t.app, [PLAYERS.khorne, PLAYERS.nurgle], { ruleset: 'lords-of-chaos' });
    const player = auth(game.players[0]!.token);
    const objectSheet = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${game.id}/turns/1/orders`,
      headers: player,
      payload: { orders: { text: 'invade' } },
    });
    expect(objectSheet.statusCode).toBe(400);
    expectStatus(
      await t.app.inject({
        method: 'PUT',
        url: `/api/games/${game.id}/turns/1/orders`,
        headers: player,
        payload: { orders: [{ type: 'defend', planet: 'vraks', count: 1 }] },
      }),
      200,
    );
    const own = (await t.app.inject({ url: `/api/games/${game.id}/turns/1/orders`, headers: player })).json();
    expect(Object.keys(own).sort()).toEqual([
      'costs',
      'lines',
      'notes',
      'orders',
      'player',
      'sheets',
      'status',
      'submittedAt',
      'totals',
      'turn',
      'version',
      'warnings',
    ]);
    expect(own.sheets.map((s: { player: string }) => s.player)).toEqual([game.players[0]!.id]);

    const withGm = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/turns/1/resolve`,
      headers: auth(game.gmToken),
      payload: { gm: { report: 'x' } },
    });
    expect(withGm.statusCode).toBe(400);
    expect(withGm.json().error).toBe('gm_input_not_accepted');
    // Dice work for every ruleset; the LoC resolution is unchanged by them (rolls use their own generator).
    expectStatus(
      await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/rolls`, headers: auth(game.gmToken), payload: { expr: 'd6', reason: 'omen' } }),
      201,
    );
    expect(
      expectStatus(await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/resolve`, headers: auth(game.gmToken) }), 200).json(),
    ).toMatchObject({ turn: 1, gameOver: false });
    const report = (await t.app.inject({ url: `/api/games/${game.id}/turns/1/report?format=json` })).json();
    // World Eaters defended Vraks and keep both starting planets (rules §8: 2 planets + 1 subsector = 3).
    expect(report.outcome.scores).toEqual({ [game.players[0]!.id]: expect.any(Number), [game.players[1]!.id]: expect.any(Number) });
    expect(report.scores).toEqual(report.outcome.scores);
    expect(report.outcome.control.vraks).toBe(game.players[0]!.id);
  });

  it('rock-paper-scissors (one file + one registry line) runs through the same routes and reports', async () => {
    const created = expectStatus(
      await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'rps', ruleset: 'rock-paper-scissors', language: 'en', setup: { target: 1 } } }),
      201,
    ).json();
    const seated = [];
    for (const name of ['Alba', 'Bruno']) {
      seated.push(
        expectStatus(
          await t.app.inject({ method: 'POST', url: `/api/games/${created.id}/players`, headers: auth(created.gmToken), payload: { name } }),
          201,
        ).json(),
      );
    }
    const third = await t.app.inject({ method: 'POST', url: `/api/games/${created.id}/players`, headers: auth(created.gmToken), payload: { name: 'Carla' } });
    expect(third.statusCode).toBe(422);
    expectStatus(await t.app.inject({ method: 'POST', url: `/api/games/${created.id}/start`, headers: auth(created.gmToken) }), 200);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/games/${created.id}/turns/1/orders`,
          headers: auth(seated[0].token),
          payload: { orders: { throw: 'lizard' } },
        })
      ).statusCode,
    ).toBe(400);
    const first = expectStatus(
      await t.app.inject({
        method: 'PUT',
        url: `/api/games/${created.id}/turns/1/orders`,
        headers: auth(seated[0].token),
        payload: { orders: { throw: 'rock' } },
      }),
      200,
    ).json();
    expect(first.resolved).toBe(false);
    // Secret requests: the other player does not see the throw.
    expect((await t.app.inject({ url: `/api/games/${created.id}/position`, headers: auth(seated[1].token) })).body).not.toContain('"throw":"rock"');
    // Both asked players have thrown: the step resolves at once (resolveWhen 'answers').
    const second = expectStatus(
      await t.app.inject({
        method: 'PUT',
        url: `/api/games/${created.id}/turns/1/orders`,
        headers: auth(seated[1].token),
        payload: { orders: { throw: 'paper' } },
      }),
      200,
    ).json();
    expect(second.resolved).toBe(true);
    expect((await t.app.inject({ url: `/api/games/${created.id}` })).json()).toMatchObject({ status: 'finished', scores: { [seated[1].id]: 1 } });
    const report = (await t.app.inject({ url: `/api/games/${created.id}/turns/1/report.md` })).body;
    expect(report).toContain('Round won by Bruno.');
    expect(report).toContain('Game won by Bruno.');
  });
});
