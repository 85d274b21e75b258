import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { auth, SEATS, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 17: order saves on remembered facts that arrive while a save statement is in flight are made together by
 * the next statement (src/repositories/grouped-sheet-saves.ts). Each save must still be its own: its own facts
 * checked, its own version (exactly 1..n per player, in no other player's order), its own orders at that version,
 * and a failed statement must lose nobody's save.
 */
const seats = [SEATS.ana, SEATS.bruno, SEATS.carla];
/** Legal sheets for each seat, all different: which one a request sent can be told from what is stored. */
const sheetsOf = (seat: number) => {
  const [a, b] = seats[seat]!.homes;
  return [
    [{ type: 'guard', site: a, count: 1 }],
    [{ type: 'guard', site: b, count: 1 }],
    [{ type: 'guard', site: a, count: 2 }],
    [
      { type: 'guard', site: a, count: 1 },
      { type: 'guard', site: b, count: 1 },
    ],
    [],
  ];
};

let groupedStatements = 0;
const query = pg.Client.prototype.query;
function countGroupedStatements(): void {
  (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    if (/unnest\(/.test(typeof first === 'string' ? first : String(first?.text))) groupedStatements++;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  };
}

describe.each(databaseKinds())('grouped order saves on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    countGroupedStatements();
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    pg.Client.prototype.query = query;
    await t?.close();
  });

  interface Seat {
    game: SeededGame;
    seat: number;
  }
  const put = ({ game, seat }: Seat, orders: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/1/orders`, headers: auth(game.players[seat]!.token), payload: { orders } as object });
  const stored = async ({ game, seat }: Seat) =>
    new Map(
      (await t.db.database.prisma.orderSheet.findMany({ where: { playerId: game.players[seat]!.id }, select: { version: true, orders: true } })).map((row) => [
        row.version,
        row.orders,
      ]),
    );

  /** Four games of three seats, each seat's facts remembered by one save (version 1). */
  async function primedSeats(): Promise<Seat[]> {
    const all: Seat[] = [];
    for (let g = 0; g < 4; g++) {
      const game = await seedGame(t.app, seats);
      for (let seat = 0; seat < seats.length; seat++) all.push({ game, seat });
    }
    for (const seat of all) expect((await put(seat, sheetsOf(seat.seat)[0])).statusCode).toBe(200);
    return all;
  }

  it(
    '120 saves from 12 seats in 4 games at once: fewer statements than saves, versions 2..11 per seat, each with the orders its answer reported',
    { timeout: 60_000 },
    async () => {
      const all = await primedSeats();
      const before = groupedStatements;
      const requests = all.flatMap((seat) => Array.from({ length: 10 }, (_, i) => ({ seat, orders: sheetsOf(seat.seat)[i % 5] })));
      const responses = await Promise.all(requests.map(({ seat, orders }) => put(seat, orders)));
      expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
      expect(groupedStatements - before).toBeLessThan(requests.length);
      for (const seat of all) {
        const mine = requests.map((request, i) => ({ request, response: responses[i]! })).filter(({ request }) => request.seat === seat);
        expect(mine.map(({ response }) => response.json().version as number).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
        const rows = await stored(seat);
        expect(rows.size).toBe(11);
        for (const { request, response } of mine) expect(rows.get(response.json().version)).toEqual(request.orders);
      }
    },
  );

  it('a replaced token among the group: its saves are refused (401) and store nothing, the others are saved', { timeout: 60_000 }, async () => {
    const all = await primedSeats();
    const replaced = all[4]!;
    const gm = auth(replaced.game.gmToken);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/games/${replaced.game.id}/players/${replaced.game.players[replaced.seat]!.id}/replace`, headers: gm }))
        .statusCode,
    ).toBe(200);
    const requests = all.flatMap((seat) => Array.from({ length: 4 }, (_, i) => ({ seat, orders: sheetsOf(seat.seat)[i] })));
    const responses = await Promise.all(requests.map(({ seat, orders }) => put(seat, orders)));
    requests.forEach(({ seat }, i) => expect(responses[i]!.statusCode).toBe(seat === replaced ? 401 : 200));
    expect([...(await stored(replaced)).keys()]).toEqual([1]);
    for (const seat of all.filter((s) => s !== replaced)) expect((await stored(seat)).size).toBe(5);
  });

  it("a group's statement fails: no save of it is lost, each is made again alone", { timeout: 60_000 }, async () => {
    const all = await primedSeats();
    const poisoned = all[7]!;
    const prisma = t.db.database.prisma;
    // A database failure for one seat's rows: every statement that carries one of them fails whole.
    await prisma.$executeRawUnsafe(`CREATE FUNCTION test_refuse_seat() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW."playerId" = '${poisoned.game.players[poisoned.seat]!.id}' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$`);
    await prisma.$executeRawUnsafe(`CREATE TRIGGER test_refuse_seat BEFORE INSERT ON "OrderSheet" FOR EACH ROW EXECUTE FUNCTION test_refuse_seat()`);
    try {
      const before = groupedStatements;
      const requests = all.flatMap((seat) => Array.from({ length: 4 }, (_, i) => ({ seat, orders: sheetsOf(seat.seat)[i] })));
      const responses = await Promise.all(requests.map(({ seat, orders }) => put(seat, orders)));
      expect(groupedStatements - before).toBeLessThan(requests.length);
      requests.forEach(({ seat }, i) => expect(responses[i]!.statusCode).toBe(seat === poisoned ? 500 : 200));
      expect([...(await stored(poisoned)).keys()]).toEqual([1]);
      for (const seat of all.filter((s) => s !== poisoned)) {
        const mine = requests.map((request, i) => ({ request, response: responses[i]! })).filter(({ request }) => request.seat === seat);
        expect(mine.map(({ response }) => response.json().version as number).sort((a, b) => a - b)).toEqual([2, 3, 4, 5]);
        const rows = await stored(seat);
        for (const { request, response } of mine) expect(rows.get(response.json().version)).toEqual(request.orders);
      }
    } finally {
      await prisma.$executeRawUnsafe('DROP TRIGGER test_refuse_seat ON "OrderSheet"');
      await prisma.$executeRawUnsafe('DROP FUNCTION test_refuse_seat()');
    }
  });
});
