import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { auth, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { expectStatus, seedSession, SESSION_SETUP, type SessionGame } from './session-helpers.ts';

/** A generic game end to end over HTTP: three turns of two phases (secret orders, public diplomacy). */
describe.each(databaseKinds())('generic game over HTTP on %s', (kind) => {
  let t: TestApp;
  let game: SessionGame;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  const put = (player: number, step: number, text: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/games/${game.id}/turns/${step}/orders`,
      headers: auth(game.players[player]!.token),
      payload: { orders: { text } },
    });
  const resolve = (step: number, gm?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/turns/${step}/resolve`,
      headers: auth(game.gmToken),
      ...(gm !== undefined ? { payload: { gm } } : {}),
    });
  const as = (who: 'gm' | 'public' | number) => (who === 'gm' ? auth(game.gmToken) : who === 'public' ? {} : auth(game.players[who]!.token));
  const get = (url: string, who: 'gm' | 'public' | number) => t.app.inject({ method: 'GET', url, headers: as(who) });

  it('refuses bad setups and players with 422 problems', async () => {
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { name: 'x', ruleset: 'generic', setup: { ...SESSION_SETUP, phases: [SESSION_SETUP.phases[0], SESSION_SETUP.phases[0]] } },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toMatchObject({ error: 'invalid_setup', problems: [{ path: 'phases[1].id', code: 'duplicate_phase' }] });
    const shapeless = await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'x', ruleset: 'generic', setup: { phases: [] } } });
    expect(shapeless.statusCode).toBe(422);
    expect(shapeless.json().problems[0].path).toMatch(/^setup\.phases/);

    const unstarted = await seedSession(t.app, { start: false });
    const twin = await t.app.inject({ method: 'POST', url: `/api/games/${unstarted.id}/players`, headers: auth(unstarted.gmToken), payload: { name: 'alba' } });
    expect(twin.statusCode).toBe(422);
    expect(twin.json()).toMatchObject({ error: 'invalid_player', problems: [{ code: 'duplicate_name' }] });
  });

  it('plays three turns: secret orders stay secret, public ones are visible, tracks move with history, reports are published', async () => {
    game = await seedSession(t.app);
    const [alba, bruno, carla] = game.players;
    const secrets = ['ALBA-SECRET-1', 'BRUNO-SECRET-1', 'CARLA-SECRET-1'];

    // Step 1 = turn 1, Orders (secret).
    let position = expectStatus(await get(`/api/games/${game.id}/position`, 'public'), 200).json();
    expect(position.phase).toMatchObject({ turn: 1, id: 'orders', secret: true, acceptsOrders: true });
    expect((await put(0, 1, '   ')).json()).toMatchObject({ error: 'illegal_orders', errors: [{ reason: 'empty_text' }] });
    for (const [i, text] of secrets.entries()) expectStatus(await put(i, 1, text), 200);

    // Secrecy per role before the resolution, on every read route.
    const reads = ['/position', '/turns/1/orders', '', '/rolls', '/turns/1/report?format=markdown', '/turns/1/report?format=json'];
    for (const who of ['public', 0, 1, 2, 'gm'] as const) {
      for (const route of reads) {
        const body = (await get(`/api/games/${game.id}${route}`, who)).body;
        secrets.forEach((secret, i) => {
          const allowed =
            who === 'gm' ? route === '/position' || route === '/turns/1/orders' : who === i && (route === '/position' || route === '/turns/1/orders');
          expect(body.includes(secret), `${route} as ${who}: ${secret}`).toBe(allowed);
        });
      }
    }
    const own = (await get(`/api/games/${game.id}/turns/1/orders`, 1)).json();
    expect(own).toMatchObject({ orders: { text: secrets[1] }, sheets: [{ player: bruno!.id }] });
    expect(own.sheets).toHaveLength(1);

    // A GM input with problems is refused and changes nothing; the phase stays open with its sheets.
    const refused = await resolve(1, {
      tracks: [
        { player: alba!.id, track: 'doom', delta: 50 },
        { player: 'nobody', track: 'vp', delta: 1 },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().problems.map((p: { code: string }) => p.code)).toEqual(['track_out_of_range', 'unknown_player']);
    expect((await resolve(1, { tracks: 'lots' })).statusCode).toBe(400);
    expect((await get(`/api/games/${game.id}/turns/1/orders`, 'gm')).json().sheets).toHaveLength(3);

    const step1 = expectStatus(
      await resolve(1, {
        report: 'The fleets move.',
        tracks: [
          { player: alba!.id, track: 'vp', delta: 2, note: 'took the bridge' },
          { player: bruno!.id, track: 'doom', set: 5 },
        ],
        board: 'Alba holds the bridge.',
      }),
      200,
    ).json();
    expect(step1).toMatchObject({ turn: 1, gameOver: false, nextTurn: { number: 2 } });

    // Step 2 = turn 1, Diplomacy (public): orders are visible to everybody as soon as they are sent.
    position = (await get(`/api/games/${game.id}/position`, 2)).json();
    expect(position.phase).toMatchObject({ turn: 1, id: 'diplomacy', secret: false });
    expectStatus(await put(0, 2, 'Alba offers peace to Bruno'), 200);
    for (const who of ['public', 1, 2] as const) {
      expect((await get(`/api/games/${game.id}/position`, who)).json().sheets, String(who)).toEqual([
        expect.objectContaining({ player: alba!.id, orders: { text: 'Alba offers peace to Bruno' } }),
      ]);
    }
    expect((await get(`/api/games/${game.id}/turns/2/orders`, 2)).json().sheets).toEqual([expect.objectContaining({ player: alba!.id })]);
    expectStatus(await resolve(2, { report: 'Peace talks.', tracks: [{ player: carla!.id, track: 'vp', delta: 1 }] }), 200);

    // Turns 2 and 3: secret then public, track updates each step; the GM ends the game at the last step.
    let step = 3;
    for (const turn of [2, 3]) {
      for (const phase of ['orders', 'diplomacy']) {
        expect((await get(`/api/games/${game.id}/position`, 'public')).json().phase).toMatchObject({ turn, id: phase });
        for (const i of [0, 1, 2]) expectStatus(await put(i, step, `${game.players[i]!.name} step ${step}`), 200);
        const last = turn === 3 && phase === 'diplomacy';
        const resolved = expectStatus(
          await resolve(step, {
            report: `Report of step ${step}.`,
            tracks: [{ player: game.players[step % 3]!.id, track: 'vp', delta: 1 }],
            ...(last ? { end: true } : {}),
          }),
          200,
        ).json();
        expect(resolved.gameOver).toBe(last);
        step += 1;
      }
    }
    const final = (await get(`/api/games/${game.id}`, 'public')).json();
    expect(final).toMatchObject({ status: 'finished', turn: 6 });
    expect(final.players.map((p: { name: string }) => p.name)).toEqual(['Alba', 'Bruno', 'Carla']);
    expect(final.scores).toEqual({ [alba!.id]: 4, [bruno!.id]: 1, [carla!.id]: 2 });
    expect((await put(0, 7, 'too late')).statusCode).toBe(409);

    // Tracks with history: the GM sees Bruno's hidden Doom; Alba does not; Bruno sees his own.
    const gmView = (await get(`/api/games/${game.id}/position`, 'gm')).json().view;
    expect(gmView.tracks[bruno!.id]).toEqual({ vp: 1, doom: 5 });
    expect(gmView.trackHistory).toHaveLength(7);
    expect(gmView.trackHistory[0]).toMatchObject({ step: 1, turn: 1, phase: 'orders', player: alba!.id, track: 'vp', from: 0, to: 2, note: 'took the bridge' });
    expect(gmView.board).toBe('Alba holds the bridge.');
    expect(gmView).toMatchObject({ ended: true, winners: [alba!.id] });
    const albaView = (await get(`/api/games/${game.id}/position`, 0)).json().view;
    expect(albaView.tracks[bruno!.id]).toEqual({ vp: 1 });
    expect(albaView.trackHistory.some((c: { track: string }) => c.track === 'doom')).toBe(false);
    expect((await get(`/api/games/${game.id}/position`, 1)).json().view.tracks[bruno!.id]).toEqual({ vp: 1, doom: 5 });

    // Published reports: the GM's text, the revealed orders, track changes; hidden tracks only in the right copies.
    const publicReport = (await get(`/api/games/${game.id}/turns/1/report?format=markdown`, 'public')).body;
    expect(publicReport).toContain('Turn 1 — Orders');
    expect(publicReport).toContain('The fleets move.');
    for (const secret of secrets) expect(publicReport).toContain(secret);
    expect(publicReport).toContain('Alba holds the bridge.');
    expect(publicReport).not.toContain('Doom');
    expect((await get(`/api/games/${game.id}/turns/1/report?format=markdown`, 'gm')).body).toContain('Doom');
    expect((await get(`/api/games/${game.id}/turns/1/report?format=markdown`, 1)).body).toContain('Doom');
    expect((await get(`/api/games/${game.id}/turns/1/report?format=markdown`, 0)).body).not.toContain('Doom');
    // The JSON report applies the same views: the hidden track's change is in the GM's and Bruno's copies only (issue 18).
    const doomIn = async (who: 'gm' | 'public' | number) => {
      const json = (await get(`/api/games/${game.id}/turns/1/report?format=json`, who)).json();
      // Bruno's hidden Doom (set to 5 in step 1): its change in the outcome, its value in the next position.
      const changes = (json.outcome.trackChanges as { track: string; player: string }[]).filter((c) => c.track === 'doom' && c.player === bruno!.id).length;
      return [changes, json.nextState.tracks[bruno!.id].doom !== undefined];
    };
    expect(await doomIn('public')).toEqual([0, false]);
    expect(await doomIn(0)).toEqual([0, false]);
    expect(await doomIn(1)).toEqual([1, true]);
    expect(await doomIn('gm')).toEqual([1, true]);
    for (const format of ['html', 'bbcode', 'markdown']) {
      const doc = await get(`/api/games/${game.id}/turns/2/report?format=${format}`, 'public');
      expect(doc.statusCode, format).toBe(200);
      expect(doc.body, format).toContain('Alba offers peace to Bruno');
    }
    expect((await get(`/api/games/${game.id}/turns/1/report.md`, 'public')).body).toContain('The fleets move.');
    const last = (await get(`/api/games/${game.id}/turns/6/report.md`, 'public')).body;
    expect(last).toContain('Turn 3 — Diplomacy');
    expect(last).toContain('Winners: Alba.');

    // The GM's input is stored with each resolution.
    const stored = await t.db.database.prisma.resolution.findMany({
      where: { turn: { gameId: game.id } },
      orderBy: { turn: { number: 'asc' } },
      select: { gmInput: true },
    });
    expect(stored).toHaveLength(6);
    expect(stored[0]!.gmInput).toMatchObject({ report: 'The fleets move.', board: 'Alba holds the bridge.' });
  });

  it('refuses orders in a GM-only phase (409) and resolves a phase without GM input', async () => {
    const gmOnly = await seedSession(t.app, { setup: { phases: [{ id: 'upkeep', name: 'Upkeep', secret: false, orders: false }] } });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${gmOnly.id}/turns/1/orders`,
      headers: auth(gmOnly.players[0]!.token),
      payload: { orders: { text: 'hello' } },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('no_orders_phase');
    expectStatus(await t.app.inject({ method: 'POST', url: `/api/games/${gmOnly.id}/turns/1/resolve`, headers: auth(gmOnly.gmToken) }), 200);
  });
});
