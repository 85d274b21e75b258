import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRoll } from '../../src/engine/dice/index.ts';
import { databaseKinds } from '../helpers/databases.ts';
import { auth, SEATS, seedGame, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { expectStatus, seedSession, type SessionGame } from './session-helpers.ts';

/**
 * The public pages of a generic game (`/games/:id`, `/games/:id/turns/:n`, the feed, the score history): they
 * publish each resolved step's report and public rolls, and never a private roll, a hidden track or the
 * orders of a secret phase before it is resolved.
 */
describe.each(databaseKinds())('published pages of a generic game on %s', (kind) => {
  let t: TestApp;
  let game: SessionGame;
  const seeds: Record<number, string> = {};
  beforeAll(async () => {
    t = await startTestApp(kind);
    game = await seedSession(t.app);
  });
  afterAll(async () => t?.close());

  const as = (who: 'gm' | number) => (who === 'gm' ? auth(game.gmToken) : auth(game.players[who]!.token));
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const put = async (player: number, step: number, text: string) =>
    expectStatus(
      await t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/${step}/orders`, headers: as(player), payload: { orders: { text } } }),
      200,
    );
  const roll = async (who: 'gm' | number, expr: string, reason: string, secret = false) =>
    expectStatus(await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/rolls`, headers: as(who), payload: { expr, reason, private: secret } }), 201);
  const resolve = async (step: number, gm: unknown) => {
    const body = expectStatus(
      await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/${step}/resolve`, headers: as('gm'), payload: { gm } }),
      200,
    ).json();
    seeds[step] = body.seed;
  };
  const publicUrls = () => [
    `/games/${game.id}`,
    `/games/${game.id}?lang=es`,
    `/games/${game.id}/turns/1`,
    `/games/${game.id}/turns/2`,
    `/games/${game.id}/turns/3`,
    `/games/${game.id}/feed.xml`,
    `/api/games/${game.id}/scores`,
    `/api/games/${game.id}/scores.csv`,
  ];
  /** Never on a public page: private rolls, the hidden Doom track (name, note), orders of the open secret phase. */
  const NEVER = ['PRIVATE-ROLL-GM', 'PRIVATE-ROLL-CARLA', 'Doom', 'DOOM-NOTE', 'BRUNO-SECRET-3'];

  it('before any resolution: the game page shows the players and the open phase, no secret orders; nothing per turn is published', async () => {
    await put(0, 1, 'ALBA-SECRET-1');
    await put(1, 1, 'BRUNO-SECRET-1');
    const page = expectStatus(await get(`/games/${game.id}`), 200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const text of [
      'Any game',
      'Generic (any game)',
      'Status: in play.',
      'Now: Turn 1 — Orders (secret orders).',
      'Orders sent: 2 of 3.',
      'Alba',
      'Bruno',
      'Carla',
      'No turn has been resolved yet.',
      'Start: everybody at home.',
    ]) {
      expect(page.body, text).toContain(text);
    }
    for (const url of [`/games/${game.id}`, `/games/${game.id}/feed.xml`, `/api/games/${game.id}/scores`]) {
      const body = (await get(url)).body;
      expect(body, url).not.toContain('SECRET-1');
      expect(body, url).not.toContain('Doom');
    }
    const turn = await get(`/games/${game.id}/turns/1`);
    expect(turn.statusCode).toBe(404);
    expect(turn.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(turn.body).not.toContain('SECRET-1');
    const feed = expectStatus(await get(`/games/${game.id}/feed.xml`), 200);
    expect(XMLValidator.validate(feed.body)).toBe(true);
    expect(feed.body).not.toContain('<entry>');
  });

  it('after two resolved steps: reports, public rolls, tracks, board, feed and scores; never private rolls, hidden tracks or open secret orders', async () => {
    const [alba, bruno, carla] = game.players;
    // Step 1 (turn 1, Orders, secret): a public and a private roll.
    await roll(0, '2d6+1', 'PUBLIC-ROLL-ALBA bridge attack');
    await roll('gm', 'd20', 'PRIVATE-ROLL-GM ambush', true);
    await resolve(1, {
      report: 'The fleets move.',
      tracks: [
        { player: alba!.id, track: 'vp', delta: 2, note: 'took the bridge' },
        { player: bruno!.id, track: 'doom', set: 5, note: 'DOOM-NOTE' },
      ],
      board: 'Alba holds the bridge.',
    });
    // Step 2 (turn 1, Diplomacy, public): again a public and a private roll.
    await put(0, 2, 'Alba offers peace to Bruno');
    await roll('gm', '3dcw', 'PUBLIC-ROLL-GM weather');
    await roll(2, 'd8', 'PRIVATE-ROLL-CARLA scouting', true);
    await resolve(2, { report: 'Peace talks.', tracks: [{ player: carla!.id, track: 'vp', delta: 1 }] });
    // Step 3 (turn 2, Orders, secret) is open with an order in it.
    await put(1, 3, 'BRUNO-SECRET-3');

    for (const url of publicUrls()) {
      const response = await get(url);
      for (const text of NEVER) expect(response.body, `${url}: ${text}`).not.toContain(text);
    }

    const page = expectStatus(await get(`/games/${game.id}`), 200).body;
    for (const text of ['Now: Turn 2 — Orders (secret orders).', 'Alba holds the bridge.', '<th>VP</th>', 'Turn 1 — Orders', 'Turn 1 — Diplomacy']) {
      expect(page, text).toContain(text);
    }
    // The public position: the VP track (the hidden Doom track is nobody's business here).
    expect(page).toContain(`<tr><td>Alba</td><td>2</td></tr>`);
    expect(page).toContain(`<tr><td>Carla</td><td>1</td></tr>`);
    // Links carry the published version (docs/server.md "Published artifacts").
    for (const step of [1, 2]) expect(page).toMatch(new RegExp(`href="/games/${game.id}/turns/${step}\\?v=[0-9a-f]{16}"`));
    for (const format of ['report.html', 'report.bbcode', 'report.md']) expect(page).toContain(`/api/games/${game.id}/turns/2/${format}`);
    expect(page).not.toContain(`/turns/3"`);
    expect(page).toContain(`/api/games/${game.id}/scores.csv`);
    const spanish = expectStatus(await get(`/games/${game.id}?lang=es`), 200).body;
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('Turno 1 — Diplomacy');
    expect(spanish).toContain('Estado: en juego.');
    const spanishTurn = expectStatus(await get(`/games/${game.id}/turns/2?lang=es`), 200).body;
    expect(spanishTurn).toContain('Tiradas de dados');
    expect(spanishTurn).toMatch(new RegExp(`href="/games/${game.id}/turns/1\\?lang=es&amp;v=[0-9a-f]{16}" rel="prev"`));

    // Step 1's page: the report via renderReport (revealed secret orders, public tracks), the public roll, the seed.
    const turn1 = expectStatus(await get(`/games/${game.id}/turns/1`), 200).body;
    for (const text of [
      'The fleets move.',
      'ALBA-SECRET-1',
      'BRUNO-SECRET-1',
      'took the bridge',
      'PUBLIC-ROLL-ALBA bridge attack',
      '2d6+1',
      seeds[1]!,
      `/api/games/${game.id}/rolls?turn=1`,
      'rel="next"',
    ]) {
      expect(turn1, text).toContain(text);
    }
    const turn2 = expectStatus(await get(`/games/${game.id}/turns/2`), 200).body;
    for (const text of ['Turn 1 — Diplomacy', 'Alba offers peace to Bruno', 'PUBLIC-ROLL-GM weather', 'rel="prev"', seeds[2]!])
      expect(turn2, text).toContain(text);
    expect(turn2).not.toContain('rel="next"');
    expect((await get(`/games/${game.id}/turns/3`)).statusCode).toBe(404);

    // What the turn page tells a reader to do verifies: the public roll records replay from the revealed seed.
    const records = expectStatus(await get(`/api/games/${game.id}/rolls?turn=1`), 200).json().rolls as {
      reason: string;
      record: Parameters<typeof verifyRoll>[0];
    }[];
    expect(records.map((r) => r.reason)).toEqual(['PUBLIC-ROLL-ALBA bridge attack']);
    expect(verifyRoll(records[0]!.record, seeds[1]!)).toEqual({ ok: true });

    // The feed: one entry per resolved step, newest first, the public report as content.
    const feed = expectStatus(await get(`/games/${game.id}/feed.xml`), 200);
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(XMLValidator.validate(feed.body)).toBe(true);
    const entries = new XMLParser({ isArray: (name) => name === 'entry' }).parse(feed.body).feed.entry as { title: string; content: string }[];
    expect(entries.map((entry) => entry.title)).toEqual(['Turn 1 — Diplomacy', 'Turn 1 — Orders']);
    expect(entries[1]!.content).toContain('The fleets move.');
    expect(entries[1]!.content).toContain('PUBLIC-ROLL-ALBA bridge attack');
    expect(entries[0]!.content).toContain('PUBLIC-ROLL-GM weather');

    // Scores: the public score track (VP) after each step.
    const scores = expectStatus(await get(`/api/games/${game.id}/scores`), 200).json();
    expect(scores.players.map((p: { name: string }) => p.name)).toEqual(['Alba', 'Bruno', 'Carla']);
    expect(scores.turns).toEqual([
      {
        turn: 1,
        points: { [alba!.id]: 2, [bruno!.id]: 0, [carla!.id]: 0 },
        totals: { [alba!.id]: 2, [bruno!.id]: 0, [carla!.id]: 0 },
        ranks: { [alba!.id]: 1, [bruno!.id]: 2, [carla!.id]: 2 },
      },
      {
        turn: 2,
        points: { [alba!.id]: 0, [bruno!.id]: 0, [carla!.id]: 1 },
        totals: { [alba!.id]: 2, [bruno!.id]: 0, [carla!.id]: 1 },
        ranks: { [alba!.id]: 1, [bruno!.id]: 3, [carla!.id]: 2 },
      },
    ]);
    const csv = expectStatus(await get(`/api/games/${game.id}/scores.csv`), 200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"turn","player_id","player","label","turn_points","total","rank"');
    expect(lines).toContain(`"2","${carla!.id}","Carla","Carla","1","1","2"`);
    expect(lines).toHaveLength(1 + 2 * 3);
  });

  it.each([
    ['no tracks', { phases: [{ id: 'main', name: 'Main', secret: true }] }],
    ['a hidden score track', { phases: [{ id: 'main', name: 'Main', secret: true }], tracks: [{ id: 'gold', name: 'SECRET-GOLD', hidden: true }] }],
  ])('a game with %s has no public score history (404) and its page shows no track', async (_, setup) => {
    const other = await seedSession(t.app, { setup });
    for (const url of [`/api/games/${other.id}/scores`, `/api/games/${other.id}/scores.csv`]) expect((await get(url)).statusCode, url).toBe(404);
    const page = expectStatus(await get(`/games/${other.id}`), 200).body;
    expect(page).not.toContain('SECRET-GOLD');
    expect(page).not.toContain('scores.csv');
  });

  it('serves other rulesets too (rock-paper-scissors: scores from publicState) and 404s unknown games', async () => {
    const created = expectStatus(
      await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'RPS night', ruleset: 'rock-paper-scissors', language: 'en' } }),
      201,
    ).json();
    const seated = [];
    for (const name of ['Ana', 'Ben']) {
      seated.push(
        expectStatus(
          await t.app.inject({ method: 'POST', url: `/api/games/${created.id}/players`, headers: auth(created.gmToken), payload: { name } }),
          201,
        ).json(),
      );
    }
    expectStatus(await t.app.inject({ method: 'POST', url: `/api/games/${created.id}/start`, headers: auth(created.gmToken) }), 200);
    for (const [i, move] of ['rock', 'scissors'].entries()) {
      expectStatus(
        await t.app.inject({
          method: 'PUT',
          url: `/api/games/${created.id}/turns/1/orders`,
          headers: auth(seated[i].token),
          payload: { orders: { throw: move } },
        }),
        200,
      );
    }
    // The second throw resolved the step (both players asked had answered).
    const page = expectStatus(await get(`/games/${created.id}`), 200).body;
    expect(page).toContain('Rock, paper, scissors');
    expect(page).toContain(`<tr><td>Ana</td><td>1</td></tr>`);
    expect(expectStatus(await get(`/games/${created.id}/turns/1`), 200).body).toContain('rock');
    expect(expectStatus(await get(`/api/games/${created.id}/scores`), 200).json().turns[0].totals).toEqual({ [seated[0].id]: 1, [seated[1].id]: 0 });
    for (const url of ['/games/nope', '/games/nope/turns/1', '/games/nope/feed.xml', '/api/games/nope/scores'])
      expect((await get(url)).statusCode, url).toBe(404);
  });
});

/** A ruleset's published report (the fixture's here) lists the turn's public rolls (and no private one): the server adds the section. */
describe('dice rolls in a published report over HTTP (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it.each([
    ['en', 'Dice rolled this turn', 'roll #1'],
    ['es', 'Tiradas de dados', 'tirada n.º 1'],
  ] as const)('%s: the section lists the public roll in every forum format, the page and the feed', async (language, heading, counter) => {
    const game = await seedGame(t.app, [SEATS.ana, SEATS.bruno], { language });
    const roll = (token: string, reason: string, secret: boolean) =>
      t.app.inject({ method: 'POST', url: `/api/games/${game.id}/rolls`, headers: auth(token), payload: { expr: '3d6', reason, private: secret } });
    expectStatus(await roll(game.players[0]!.token, 'WARP-OMEN', false), 201);
    expectStatus(await roll(game.gmToken, 'PRIVATE-ROLL-GM', true), 201);
    // Before the resolution nothing is published.
    expect((await t.app.inject({ url: `/api/games/${game.id}/turns/1/report.md` })).statusCode).toBe(404);
    expectStatus(await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/resolve`, headers: auth(game.gmToken) }), 200);
    for (const url of ['report.html', 'report.bbcode', 'report.md', 'report?format=markdown']
      .map((f) => `/api/games/${game.id}/turns/1/${f}`)
      .concat([`/games/${game.id}/turns/1`, `/games/${game.id}/feed.xml`])) {
      const body = expectStatus(await t.app.inject({ url }), 200).body;
      expect(body, url).toContain(heading);
      expect(body, url).toContain('WARP-OMEN');
      expect(body, url).toContain('3d6');
      expect(body, url).toContain(counter);
      expect(body, url).toContain('verifyRoll(roll, seed)');
      expect(body, url).not.toContain('PRIVATE-ROLL-GM');
    }
  });
});
