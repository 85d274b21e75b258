import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, SEATS, seedGame, startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 19: a revert must not silently break links already posted in the forum. The withdrawn turn's page and
 * report answer 410 "withdrawn by the GM on …", the feed carries a withdrawal entry, and the players' pages say
 * the turn was reopened. Once the turn is resolved again, the same address shows the new report.
 */
describe('a revert withdraws the published turn in the open (real app, embedded database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('page, report, feed and the player page after a revert, then the turn published again', async () => {
    const { app } = t;
    const game = await seedGame(app, [SEATS.ana, SEATS.bruno]);
    const gm = auth(game.gmToken);
    expect((await app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/resolve`, headers: gm })).statusCode).toBe(200);
    const page = `/games/${game.id}/turns/1?lang=en`;
    expect((await app.inject({ url: page })).statusCode).toBe(200);

    const reverted = await app.inject({ method: 'POST', url: `/api/games/${game.id}/revert`, headers: gm, payload: { turn: 1 } });
    expect(reverted.statusCode).toBe(200);

    const withdrawn = await app.inject({ url: page });
    expect(withdrawn.statusCode).toBe(410);
    expect(withdrawn.body).toContain('Turn 1: report withdrawn');
    expect(withdrawn.body).toMatch(/The GM withdrew the report of turn 1 on .*20\d\d.* and the turn is being played again/);
    const spanish = await app.inject({ url: `/games/${game.id}/turns/1?lang=es` });
    expect(spanish.body).toContain('El máster retiró el informe del turno 1');

    const report = await app.inject({ url: `/api/games/${game.id}/turns/1/report.md` });
    expect(report.statusCode).toBe(410);
    expect(report.json()).toMatchObject({ error: 'turn_withdrawn' });
    expect((await app.inject({ url: `/games/${game.id}/turns/2` })).statusCode).toBe(404); // never published: plain 404

    const feed = await app.inject({ url: `/games/${game.id}/feed.xml?lang=en` });
    expect(feed.body).toContain('<title>Turn 1: report withdrawn by the GM</title>');
    expect(feed.body).toMatch(/<id>[^<]*\/turns\/1#withdrawn-[0-9a-f-]{36}<\/id>/);

    const player = await app.inject({ url: `/play/${game.players[0]!.token}?lang=en` });
    expect(player.body).toContain('data-reopened');
    expect(player.body).toContain('The GM withdrew the result of turn 1 on');

    expect((await app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/resolve`, headers: gm })).statusCode).toBe(200);
    expect((await app.inject({ url: page })).statusCode).toBe(200);
    const feed2 = await app.inject({ url: `/games/${game.id}/feed.xml?lang=en` });
    expect(feed2.body.match(/<entry>/g)).toHaveLength(2); // the new report and the withdrawal notice
    const player2 = await app.inject({ url: `/play/${game.players[0]!.token}?lang=en` });
    expect(player2.body).not.toContain('data-reopened'); // turn 2 is a fresh opening
  });
});
