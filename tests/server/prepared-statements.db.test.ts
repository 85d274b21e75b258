import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, driverRows } from '../../src/db/client.ts';
import { Prisma } from '../../src/generated/prisma/client.ts';
import { statementNames } from '../../src/db/statement-names.ts';
import { databaseKinds, freshDatabase, type TestDatabase } from '../helpers/databases.ts';

/**
 * Issue 17: statements are prepared once per connection and then only bound and executed (src/db/client.ts,
 * statement-names.ts). Checked on the real databases through the app's own client factory.
 */
describe('statement names', () => {
  it('equal texts share a name, different texts never do', () => {
    const name = statementNames();
    const a = name({ sql: 'SELECT 1' });
    expect(a).toMatch(/^tk_[\w-]{24}$/);
    expect(name({ sql: 'SELECT 1' })).toBe(a);
    expect(name({ sql: 'SELECT 2' })).not.toBe(a);
    expect(statementNames()({ sql: 'SELECT 1' })).toBe(a); // a digest: every process names a text alike
  });

  it.each(['BEGIN', 'COMMIT', 'SAVEPOINT s1', 'ROLLBACK TO SAVEPOINT s1', 'DEALLOCATE ALL', 'SET search_path = x'])('leaves %s unnamed', (sql) => {
    expect(statementNames()({ sql })).toBeUndefined();
  });

  it('names at most `limit` texts; later texts go unnamed, known ones keep their names', () => {
    const name = statementNames(2);
    const first = name({ sql: 'SELECT 1' });
    expect(name({ sql: 'SELECT 2' })).toBeDefined();
    expect(name({ sql: 'SELECT 3' })).toBeUndefined();
    expect(name({ sql: 'SELECT 1' })).toBe(first);
  });
});

describe.each(databaseKinds())('prepared statements on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase(kind);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("the app's queries are prepared on the connection and reused", async () => {
    const prisma = db.database.prisma;
    const gameCount = () => prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "Game" WHERE status::text <> ${'none'}`;
    await gameCount();
    await gameCount();
    const prepared = await prisma.$queryRaw<{ name: string; statement: string }[]>`SELECT name, statement FROM pg_prepared_statements`;
    const mine = prepared.filter((row) => row.statement.includes('FROM "Game" WHERE status::text'));
    expect(mine).toHaveLength(1); // prepared once, executed twice
    expect(mine[0]!.name).toMatch(/^tk_/);
  });

  it('DATABASE_PREPARED_STATEMENTS=0 (a pooler that does not keep them): nothing is prepared', async () => {
    await db.database.prisma.$disconnect(); // the embedded database takes one connection at a time
    const unprepared = createPrismaClient(db.database.url, 1, { preparedStatements: false });
    try {
      const sql = 'SELECT 6 * 7 AS unprepared';
      expect(await unprepared.$queryRawUnsafe(sql)).toEqual([{ unprepared: 42 }]);
      const prepared = await unprepared.$queryRaw<{ statement: string }[]>`SELECT statement FROM pg_prepared_statements`;
      expect(prepared.filter((row) => row.statement.includes('6 * 7'))).toEqual([]);
    } finally {
      await unprepared.$disconnect();
    }
  });

  it('a new connection starts clean (the embedded database keeps one session across connections)', async () => {
    const sql = 'SELECT 41 + 1 AS answer';
    await db.database.prisma.$queryRawUnsafe(sql);
    await db.database.prisma.$disconnect(); // its connection is closed; the embedded session keeps the statement
    const second = createPrismaClient(db.database.url, 1);
    try {
      // Without the DEALLOCATE on connect, PGlite answers: prepared statement "tk_..." already exists.
      expect(await second.$queryRawUnsafe(sql)).toEqual([{ answer: 42 }]);
      expect(await second.$queryRawUnsafe(sql)).toEqual([{ answer: 42 }]);
    } finally {
      await second.$disconnect();
    }
  });
});

describe.each(databaseKinds())('statements sent by the driver (driverRows) on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase(kind);
    await db.database.prisma.$disconnect(); // the clients below get the one connection (the embedded database takes one at a time)
  });
  afterAll(async () => {
    await db?.close();
  });
  const sixTimes = (n: number) => Prisma.sql`SELECT ${n}::int * 6 AS product, ${'x'}::text AS text, NULL::int AS nothing`;

  it.each([
    ['prepared statements on', true, 1],
    ['DATABASE_PREPARED_STATEMENTS=0', false, 0],
  ] as const)('%s: the rows of pg, prepared under the name Prisma gives the same text (%s)', async (_name, preparedStatements, expectedPrepared) => {
    const client = createPrismaClient(db.database.url, 1, { preparedStatements });
    try {
      expect(await driverRows(client, sixTimes(7))).toEqual([{ product: 42, text: 'x', nothing: null }]);
      expect(await client.$queryRaw(sixTimes(8))).toEqual([{ product: 48, text: 'x', nothing: null }]); // Prisma: same text, same name
      expect(await driverRows(client, sixTimes(9))).toEqual([{ product: 54, text: 'x', nothing: null }]);
      const prepared = await client.$queryRaw<
        { name: string }[]
      >`SELECT name FROM pg_prepared_statements WHERE statement LIKE '%::int * 6 AS product%' AND statement NOT LIKE '%pg_prepared_statements%'`;
      expect(prepared).toHaveLength(expectedPrepared);
      for (const row of prepared) expect(row.name).toMatch(/^tk_/);
    } finally {
      await client.$disconnect();
    }
  });

  it("inside a transaction it is the transaction's statement (through Prisma)", async () => {
    const client = createPrismaClient(db.database.url, 1);
    try {
      const rows = await client.$transaction(async (tx) => {
        await tx.$executeRaw`CREATE TEMP TABLE seen (n int) ON COMMIT DROP`;
        await tx.$executeRaw`INSERT INTO seen VALUES (5)`;
        return driverRows<{ n: number }>(tx, Prisma.sql`SELECT n FROM seen`); // only this transaction sees the table
      });
      expect(rows).toEqual([{ n: 5 }]);
    } finally {
      await client.$disconnect();
    }
  });
});
