import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { auth, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { expectStatus, seedSession } from './session-helpers.ts';

/**
 * Tic-tac-toe (the sequential example: one folder + one registry line) end to end over HTTP. The server lets
 * only the player asked (the default decision request of `activePlayers()`) send a sheet (409 not_your_turn),
 * each move resolves its step the moment it is saved (a required answer, `resolveWhen: answers`), and the
 * ruleset's `renderMap` is served as map.svg and drawn on the public pages.
 */
describe.each(databaseKinds())('tic-tac-toe over HTTP on %s', (kind) => {
  let t: TestApp;
  let game: { id: string; gmToken: string };
  let x: { id: string; token: string };
  let o: { id: string; token: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const move = (who: { token: string }, step: number, orders: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/${step}/orders`, headers: auth(who.token), payload: { orders } });
  const turnStatus = async (step: number) => (await t.db.database.prisma.turn.findFirstOrThrow({ where: { gameId: game.id, number: step } })).status;
  const savedSheets = () => t.db.database.prisma.orderSheet.count({ where: { turn: { gameId: game.id } } });
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['rect', 'g', 'circle', 'line'].includes(name) });
  /** The cells of a served map: data-cell -> 'X' | 'O' | null, from the marks drawn at each cell's centre. */
  const mapOf = async (step: number) => {
    const response = expectStatus(await get(`/api/games/${game.id}/turns/${step}/map.svg`), 200);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const svg = parser.parse(response.body).svg;
    return { response, svg, cells: svg.rect.filter((rect: Record<string, string>) => rect['@_class'] === 'cell') as Record<string, string>[] };
  };

  it('creates a 3×3 game for two players in seat order (setup 3..5, a third player refused)', async () => {
    const tooBig = await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'ttt', ruleset: 'tic-tac-toe', setup: { size: 6 } } });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().problems[0].path).toMatch(/^setup\.size/);
    game = expectStatus(
      await t.app.inject({
        method: 'POST',
        url: '/api/games',
        payload: { name: 'Noughts <&> crosses', ruleset: 'tic-tac-toe', language: 'en', setup: { size: 3 } },
      }),
      201,
    ).json();
    const seat = async (name: string) =>
      expectStatus(await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/players`, headers: auth(game.gmToken), payload: { name } }), 201).json();
    x = await seat('Alba');
    o = await seat('Bruno');
    const third = await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/players`, headers: auth(game.gmToken), payload: { name: 'Carla' } });
    expect(third.statusCode).toBe(422);
    expect(third.json().problems[0].code).toBe('game_full');
    expect((await get(`/api/games/${game.id}/turns/0/map.svg`)).statusCode).toBe(404); // not started
    expectStatus(await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/start`, headers: auth(game.gmToken) }), 200);
  });

  it('the start map: an empty 3×3 board, cached and script-free like the Lords of Chaos maps', async () => {
    const { response, svg, cells } = await mapOf(0);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    // Unversioned address: the current map, revalidated on every use (a ?v= link is cached for good: tests/published-cache).
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:");
    expect(svg.title).toBe('Tic-tac-toe 3×3 after 0 moves: X to play');
    expect(cells.map((cell) => cell['@_data-cell'])).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3']);
    expect(cells.every((cell) => / empty$/.test(cell.title!))).toBe(true);
    expect((await get(`/api/games/${game.id}/turns/0/map.svg?lang=es`)).body).toContain('<title>Tres en raya 3×3 tras 0 jugadas: juega X</title>');
    expect((await get(`/api/games/${game.id}/turns/1/map.svg`)).statusCode).toBe(404); // turn 1 is not resolved
  });

  it('O cannot move first (409 not_your_turn from the server, nothing saved); X moves, illegal cells get 422 reasons', async () => {
    const early = await move(o, 1, { cell: 'a1' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('not_your_turn');
    // Checking without saving applies the same gate as saving.
    const earlyCheck = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/turns/1/orders/check`,
      headers: auth(o.token),
      payload: { orders: { cell: 'a1' } },
    });
    expect(earlyCheck.statusCode).toBe(409);
    expect(earlyCheck.json().error).toBe('not_your_turn');
    const offBoard = await move(x, 1, { cell: 'd4' });
    expect(offBoard.statusCode).toBe(422);
    expect(offBoard.json().errors).toEqual([{ index: 0, reason: 'off_board', message: 'There is no cell d4 on a 3×3 board (columns a–c, rows 1–3).' }]);
    expect((await move(x, 1, { square: 'b1' })).statusCode).toBe(400);
    expect(await savedSheets()).toBe(0);

    // The move resolves its step at once: nobody else is asked, the game moves on without the GM.
    expect(expectStatus(await move(x, 1, { cell: 'b1' }), 200).json()).toMatchObject({ turn: 1, version: 1, resolved: true });
    expect(await turnStatus(1)).toBe('resolved');
    expect(await turnStatus(2)).toBe('open');
    // Bruno was not asked in step 1: he missed nothing.
    expect(
      expectStatus(await get(`/api/games/${game.id}`), 200)
        .json()
        .players.map((p: { missedTurns: number }) => p.missedTurns),
    ).toEqual([0, 0]);
    // Turn 2 is O's: X is refused by the server; O's occupied cell by the ruleset.
    expect((await move(x, 2, { cell: 'c3' })).json().error).toBe('not_your_turn');
    const occupied = await move(o, 2, { row: 1, col: 2 });
    expect(occupied.statusCode).toBe(422);
    expect(occupied.json().errors[0]).toMatchObject({ reason: 'occupied_cell', message: 'Cell b1 is already taken by X.' });
    expect(await savedSheets()).toBe(1);
  });

  it('plays to a win (each move resolves its step at once); then the game is over and further moves are refused', async () => {
    const moves: [typeof x, unknown][] = [
      [o, { cell: 'a2' }],
      [x, { row: 2, col: 2 }],
      [o, { cell: 'A3' }],
      [x, { cell: 'b3' }],
    ];
    for (const [index, [who, orders]] of moves.entries()) {
      const step = index + 2;
      expect(expectStatus(await move(who, step, orders), 200).json().resolved).toBe(true);
      expect(await turnStatus(step)).toBe('resolved');
    }
    const summary = expectStatus(await get(`/api/games/${game.id}`), 200).json();
    expect(summary).toMatchObject({ status: 'finished', scores: { [x.id]: 1, [o.id]: 0 } });
    const sheets = await savedSheets();
    for (const [who, step] of [
      [x, 6],
      [o, 6],
      [x, 5],
    ] as const) {
      const late = await move(who, step, { cell: 'c1' });
      expect(late.statusCode).toBe(409);
    }
    expect(await savedSheets()).toBe(sheets);
  });

  it('map.svg after each step: 9 cells, the marks, the winning line; PNG too', async () => {
    const after3 = await mapOf(3);
    expect(after3.cells).toHaveLength(9);
    expect(after3.svg.title).toBe('Tic-tac-toe 3×3 after 3 moves: O to play');
    const final = await mapOf(5);
    expect(final.cells).toHaveLength(9);
    expect(final.svg.title).toBe('Tic-tac-toe 3×3 after 5 moves: X wins (b1, b2, b3)');
    expect(Object.fromEntries(final.cells.map((cell) => [cell['@_data-cell'], cell.title]))).toMatchObject({
      b1: 'b1: X',
      b2: 'b2: X',
      b3: 'b3: X',
      a2: 'a2: O',
      a3: 'a3: O',
      c1: 'c1: empty',
    });
    expect(final.svg.line.filter((line: Record<string, string>) => line['@_class'] === 'win')).toHaveLength(1);
    const png = expectStatus(await get(`/api/games/${game.id}/turns/5/map.png`), 200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('public pages show the SVG board; the turn page the board after that move', async () => {
    const page = expectStatus(await get(`/games/${game.id}`), 200);
    expect(page.body).toContain('Noughts &lt;&amp;&gt; crosses');
    expect(page.body).toContain('Alba (X) wins with b1, b2, b3.');
    expect(page.body).toContain('<h3>Map: Turn 5</h3>');
    expect(page.body).toContain('aria-label="Tic-tac-toe 3×3 after 5 moves: X wins (b1, b2, b3)"');
    expect(page.body).toMatch(new RegExp(`href="/api/games/${game.id}/turns/5/map.svg\\?v=[0-9a-f]{16}"`));
    const turn = expectStatus(await get(`/games/${game.id}/turns/2?lang=es`), 200);
    expect(turn.body).toContain('<title>Tres en raya 3×3 tras 2 jugadas: juega X</title>');
    expect(turn.body).toContain('Bruno (O) juega en a2.');
  });

  it('reports in English and Spanish: who played where, the board, the result', async () => {
    const en = expectStatus(await get(`/api/games/${game.id}/turns/5/report.md`), 200).body;
    expect(en).toContain(
      '## Noughts \\<&> crosses — Turn 5\n\nAlba (X) plays b3.\n\n```\n  | a | b | c\n--+---+---+--\n1 | · | X | ·\n2 | O | X | ·\n3 | O | X | ·\n```\n\nAlba (X) wins with b1, b2, b3.\n',
    );
    const es = expectStatus(await get(`/api/games/${game.id}/turns/1/report.html?lang=es`), 200).body;
    expect(es).toContain(
      '<h3>Noughts &lt;&amp;&gt; crosses — Turno 1</h3>\n<p>Alba (X) juega en b1.</p>\n<table>\n<tr><td></td><th scope="col">a</th><th scope="col">b</th><th scope="col">c</th></tr>',
    );
    expect(es).toContain('<p>Siguiente: Bruno (O).</p>');
    const bb = expectStatus(await get(`/api/games/${game.id}/turns/1/report.bbcode?tables=1`), 200).body;
    expect(bb).toContain('[table]\n[tr][th][/th][th]a[/th][th]b[/th][th]c[/th][/tr]');
  });

  it('a ruleset without renderMap has no map (404), its pages no map section', async () => {
    const generic = await seedSession(t.app);
    expect((await get(`/api/games/${generic.id}/turns/0/map.svg`)).statusCode).toBe(404);
    expect(expectStatus(await get(`/games/${generic.id}`), 200).body).not.toContain('<svg');
    // Issue 37: the player's page of a game without a map has no map section, not "The map is not available".
    const play = expectStatus(await get(`/play/${generic.players[0]!.token}?lang=en`), 200).body;
    expect(play).not.toContain('The map is not available');
    expect(play).not.toContain('id="map-title"');
    expect(play).toContain('<div class="play-columns no-map">');
  });
});

describe.each(databaseKinds())('tic-tac-toe ready-early on %s: only the player to move may be ready', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('the waiting player cannot mark ready (409, nothing saved); the mover marking ready resolves the move at once', async () => {
    // Moves wait for the deadline (or ready) in this game instead of resolving as they are saved.
    const game = expectStatus(
      await t.app.inject({
        method: 'POST',
        url: '/api/games',
        payload: { name: 'ready ttt', ruleset: 'tic-tac-toe', setup: { size: 3 }, resolveWhen: 'deadline' },
      }),
      201,
    ).json();
    const seat = async (name: string) =>
      expectStatus(await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/players`, headers: auth(game.gmToken), payload: { name } }), 201).json();
    const x = await seat('Alba');
    const o = await seat('Bruno');
    expectStatus(
      await t.app.inject({ method: 'PATCH', url: `/api/games/${game.id}/settings`, headers: auth(game.gmToken), payload: { readyEarly: true } }),
      200,
    );
    expectStatus(await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/start`, headers: auth(game.gmToken) }), 200);
    const ready = (who: { token: string }) =>
      t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/1/ready`, headers: auth(who.token), payload: { ready: true } });

    const outOfTurn = await ready(o);
    expect(outOfTurn.statusCode).toBe(409);
    expect(outOfTurn.json().error).toBe('not_your_turn');
    expect(await t.db.database.prisma.orderSheet.count({ where: { turn: { gameId: game.id } } })).toBe(0);

    expectStatus(
      await t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/1/orders`, headers: auth(x.token), payload: { orders: { cell: 'b2' } } }),
      200,
    );
    // Only X is expected this step, so X alone being ready resolves it (O is not waited for).
    expect(expectStatus(await ready(x), 200).json()).toMatchObject({ ready: true, resolved: true });
    const state = expectStatus(await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` }), 200).json();
    expect(state.turn).toBe(2);
  });
});
