import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { auth, SEATS, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';

/** Player A writes raids only, player B guards only: "raid" must never reach B, "guard" never A. */
const A_ORDERS = [{ type: 'raid', site: 'granite', count: 2 }];
const B_ORDERS = [{ type: 'guard', site: 'cobalt', count: 1 }];

describe.each(databaseKinds())('secrecy of orders before resolution on %s', (kind) => {
  let t: TestApp;
  let game: SeededGame;
  let foreign: SeededGame;
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { LOG_LEVEL: 'trace' }, logStream });
    game = await seedGame(t.app, [SEATS.ana, SEATS.bruno]);
    foreign = await seedGame(t.app, [SEATS.carla]);
    for (const [index, orders] of [A_ORDERS, B_ORDERS].entries()) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/games/${game.id}/turns/1/orders`,
        headers: auth(game.players[index]!.token),
        payload: { orders },
      });
      expect(response.statusCode).toBe(200);
    }
  });
  afterAll(async () => t?.close());

  const roles = () => ({
    gm: auth(game.gmToken),
    playerA: auth(game.players[0]!.token),
    playerB: auth(game.players[1]!.token),
    public: {},
    foreignGm: auth(foreign.gmToken),
    foreignPlayer: auth(foreign.players[0]!.token),
  });
  type Role = keyof ReturnType<typeof roles>;

  // What each role may get from each route while turn 1 is open: status, and which secret words may appear.
  const table: { route: string; method: 'GET' | 'PUT' | 'POST'; payload?: object; expect: Record<Role, [number, string[]]> }[] = [
    {
      route: 'game',
      method: 'GET',
      expect: { gm: [200, []], playerA: [200, []], playerB: [200, []], public: [200, []], foreignGm: [200, []], foreignPlayer: [200, []] },
    },
    {
      route: 'orders',
      method: 'GET',
      expect: {
        gm: [200, ['raid', 'guard']],
        playerA: [200, ['raid']],
        playerB: [200, ['guard']],
        public: [401, []],
        foreignGm: [403, []],
        foreignPlayer: [403, []],
      },
    },
    {
      // Nothing is published before the resolution; a token of another game is refused outright.
      route: 'report',
      method: 'GET',
      expect: { gm: [404, []], playerA: [404, []], playerB: [404, []], public: [404, []], foreignGm: [403, []], foreignPlayer: [403, []] },
    },
    {
      // An illegal sheet: the errors describe the caller's own orders only.
      route: 'orders',
      method: 'PUT',
      payload: { orders: [{ type: 'grant', site: 'amber', to: 'nobody' }] },
      expect: { gm: [403, []], playerA: [422, []], playerB: [422, []], public: [401, []], foreignGm: [403, []], foreignPlayer: [403, []] },
    },
    {
      route: 'resolve',
      method: 'POST',
      expect: { gm: [409, []], playerA: [403, []], playerB: [403, []], public: [401, []], foreignGm: [403, []], foreignPlayer: [403, []] },
    },
  ];
  const urlOf = (route: string) =>
    route === 'game'
      ? `/api/games/${game.id}`
      : route === 'report'
        ? `/api/games/${game.id}/turns/1/report?format=json`
        : route === 'resolve'
          ? `/api/games/${game.id}/turns/2/resolve` // 409 for the GM: no turn is resolved here
          : `/api/games/${game.id}/turns/1/orders`;

  it('shows each role only what it may see, on every route', async () => {
    for (const row of table) {
      for (const [role, headers] of Object.entries(roles()) as [Role, Record<string, string>][]) {
        const [status, allowed] = row.expect[role];
        const response = await t.app.inject({ method: row.method, url: urlOf(row.route), headers, ...(row.payload ? { payload: row.payload } : {}) });
        const label = `${row.method} ${row.route} as ${role}`;
        expect(response.statusCode, label).toBe(status);
        for (const secret of ['raid', 'guard']) {
          if (allowed.includes(secret)) expect(response.body, label).toContain(secret);
          else expect(response.body, label).not.toContain(secret);
        }
      }
    }
  });

  it('reveals only a submitted flag per player in the public game view', async () => {
    const body = (await t.app.inject({ url: `/api/games/${game.id}` })).json();
    expect(body.players.map((p: { submitted: boolean }) => p.submitted)).toEqual([true, true]);
    expect(JSON.stringify(body)).not.toMatch(/orders|raid|guard|gmToken|tokenHash|"seed":"[0-9a-f]/);
  });

  it('never writes orders or tokens to the log', async () => {
    await t.app.inject({ url: `/play/${game.players[0]!.token}` });
    await t.app.inject({ url: `/gm/${game.gmToken}` });
    const log = logLines.join('');
    expect(log).toContain('request completed'); // the capture works
    expect(log).toContain('/play/[redacted]');
    for (const token of [game.gmToken, ...game.players.map((p) => p.token), foreign.gmToken]) expect(log).not.toContain(token);
    expect(log).not.toMatch(/raid|guard|granite|cobalt/);
    expect(log.toLowerCase()).not.toContain('bearer');
  });
});
