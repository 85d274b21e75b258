import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { auth, SEATS, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 17: order submission, the order check and the public game JSON cost a fixed, small number of SQL round
 * trips, however many sheet versions a turn has. Counted at the driver (every statement the pg client sends,
 * BEGIN and COMMIT included), on a real database, through real HTTP requests (app.inject).
 */
const statements: string[] = [];
let counting = false;
const query = pg.Client.prototype.query;
function countStatements(): void {
  (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (this: pg.Client, ...args: unknown[]) {
    if (counting) {
      const first = args[0] as string | { text?: string };
      statements.push(typeof first === 'string' ? first : String(first?.text));
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  };
}

async function counted(run: () => Promise<{ statusCode: number; body: string }>, status = 200): Promise<number> {
  statements.length = 0;
  counting = true;
  try {
    const response = await run();
    if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  } finally {
    counting = false;
  }
  return statements.length;
}

// Rate limits on (the production default: the limiter looks the token up first) and off (the benchmark's setting).
const limits = [
  ['rate limits on', {}],
  ['rate limits off', { RATE_LIMIT_ANON_PER_MINUTE: '0', RATE_LIMIT_TOKEN_PER_MINUTE: '0', RATE_LIMIT_CREATE_PER_HOUR: '0' }],
] as const;

describe.each(databaseKinds().flatMap((kind) => limits.map(([name, env]) => [kind, name, env] as const)))('SQL round trips on %s, %s', (kind, _name, env) => {
  let t: TestApp;
  let game: SeededGame;
  const ana = { orders: [{ type: 'guard', site: 'amber', count: 1 }] };
  const bruno = { orders: [{ type: 'guard', site: 'cobalt', count: 1 }] };
  const put = (seat: number, body: unknown) => () =>
    t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/1/orders`, headers: auth(game.players[seat]!.token), payload: body as object });
  const check = () => t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/orders/check`, headers: auth(game.players[0]!.token), payload: ana });
  const view = () => t.app.inject({ url: `/api/games/${game.id}` });

  beforeAll(async () => {
    countStatements();
    // A window no test step outlasts, however loaded the machine: what is counted does not depend on timing.
    t = await startTestApp(kind, { env: { ...env, PUBLISHED_REVALIDATE_MS: '60000' } });
    game = await seedGame(t.app, [SEATS.ana, SEATS.bruno]);
  });
  afterAll(async () => {
    pg.Client.prototype.query = query;
    await t?.close();
  });

  /** Versions 2..n of both players' sheets, as saves would have left them (bulk: the test is about reads after). */
  async function historyOf(versions: number): Promise<void> {
    const db = t.db.database.prisma;
    const turn = await db.turn.findFirstOrThrow({ where: { gameId: game.id, number: 1 }, select: { id: true } });
    for (const player of game.players) {
      await db.$executeRaw`
        INSERT INTO "OrderSheet" (id, "turnId", "playerId", version, orders)
        SELECT gen_random_uuid()::text, ${turn.id}, ${player.id}, v, '[{"type":"guard","site":"amber","count":1}]'::jsonb
        FROM generate_series((SELECT version + 1 FROM "LatestSheet" WHERE "turnId" = ${turn.id} AND "playerId" = ${player.id}), ${versions}) v`;
      await db.$executeRaw`UPDATE "LatestSheet" SET version = ${versions} WHERE "turnId" = ${turn.id} AND "playerId" = ${player.id}`;
    }
  }

  it('the same fixed counts with 1 and with 2,000 sheet versions per player', { timeout: 120_000 }, async () => {
    // The first request of the open step computes its position (then memoised): a fixed number of reads.
    expect(await counted(check)).toBeLessThanOrEqual(5);
    // First saves change who has sent: the save, and a mark on the game row for its cached view. Player 0's
    // token was just confirmed by the check (its facts are remembered); player 1's is looked up first.
    expect(await counted(put(0, ana))).toBe(2);
    expect(await counted(put(1, bruno))).toBe(3);

    const measure = async () => ({
      // One statement: the save, which re-checks the token and the facts this process remembers for it.
      put: await counted(put(0, ana)),
      // The token with the facts; the position of the open step is memoised.
      check: await counted(check),
      // A change since the last view: the stamp, then the view's reads (none of them per version).
      viewAfterChange: await (async () => {
        await t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/1/ready`, headers: auth(game.players[1]!.token), payload: { ready: false } });
        return counted(view);
      })(),
      // Nothing changed: the cached view, its stamp trusted within PUBLISHED_REVALIDATE_MS (no statement).
      view: await counted(view),
    });
    // The position shown in the view is memoised per resolution: its first computation is not counted below.
    await view();
    const one = await measure();
    expect(one).toEqual({ put: 1, check: 1, viewAfterChange: one.viewAfterChange, view: 0 });
    expect(one.viewAfterChange).toBeLessThanOrEqual(5);

    await historyOf(2_000);
    const many = await measure();
    expect(many).toEqual(one);
    const sheets = (await t.app.inject({ url: `/api/games/${game.id}/turns/1/orders`, headers: auth(game.gmToken) })).json().sheets as { version: number }[];
    expect(sheets.map((sheet) => sheet.version).sort((a, b) => a - b)).toEqual([2_001, 2_001]);
  });

  it('a save that changes nothing public leaves the cached view valid; one that does (ready flag lost) does not', async () => {
    await counted(view);
    // Within PUBLISHED_REVALIDATE_MS the cached view is sent without a statement; a save by this process makes
    // the next view read the game row's stamp once (and find the view still valid: no rebuild).
    expect(await counted(view)).toBe(0);
    expect(await counted(put(0, ana))).toBe(1);
    expect(await counted(view)).toBe(1);
    expect(await counted(view)).toBe(0);
    await t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/1/ready`, headers: auth(game.players[0]!.token), payload: { ready: true } });
    expect(view_(await view()).ready).toEqual([true, false]);
    expect(await counted(put(0, ana))).toBe(2); // ready -> not ready: the view changes
    expect(view_(await view()).ready).toEqual([false, false]);
  });
});

function view_(response: { json(): unknown }) {
  const body = response.json() as { players: { submitted: boolean; ready: boolean }[] };
  return { submitted: body.players.map((p) => p.submitted), ready: body.players.map((p) => p.ready) };
}
