import type { DbTx } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';

/**
 * Queries of the game archive (src/services/game-archive/): every row a game owns, read in a stable order
 * (rows keep their ids, so an archive exported again after an import lists them the same way), and written back
 * in bulk. Child rows are selected without `gameId` (the archive's game).
 */
const omitGameId = { gameId: true } as const;

export const gameArchiveRepository = {
  findGame(db: DbTx, id: string) {
    return db.game.findUnique({ where: { id } });
  },
  async exists(db: DbTx, id: string): Promise<boolean> {
    return (await db.game.count({ where: { id } })) > 0;
  },
  async readRows(db: DbTx, gameId: string) {
    const byTurn = { turn: { gameId } };
    return {
      players: await db.player.findMany({ where: { gameId }, omit: omitGameId, orderBy: { seat: 'asc' } }),
      turns: await db.turn.findMany({ where: { gameId }, omit: omitGameId, orderBy: { number: 'asc' } }),
      sheets: await db.orderSheet.findMany({ where: byTurn, orderBy: [{ turn: { number: 'asc' } }, { playerId: 'asc' }, { version: 'asc' }] }),
      latestSheets: await db.latestSheet.findMany({ where: byTurn, orderBy: [{ turn: { number: 'asc' } }, { playerId: 'asc' }] }),
      resolutions: await db.resolution.findMany({ where: byTurn, orderBy: { turn: { number: 'asc' } } }),
      rolls: await db.roll.findMany({ where: { gameId }, omit: omitGameId, orderBy: [{ turn: { number: 'asc' } }, { counter: 'asc' }] }),
      adjustments: await db.gmAdjustment.findMany({ where: { gameId }, omit: omitGameId, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
      auditLog: await db.auditLog.findMany({ where: { gameId }, omit: omitGameId, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
      archivedTurns: await db.archivedTurn.findMany({
        where: { gameId },
        omit: omitGameId,
        orderBy: [{ archivedAt: 'asc' }, { number: 'asc' }, { id: 'asc' }],
      }),
      emailConfirmations: await db.emailConfirmation.findMany({ where: { gameId }, omit: omitGameId, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
      joinRequests: await db.joinRequest.findMany({ where: { gameId }, omit: omitGameId, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    };
  },
  /** The name of the last migration this database has applied (what an archive records as its schema). */
  async lastMigration(db: DbTx): Promise<string> {
    const rows = await db.$queryRaw<{ name: string }[]>`
      SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL
      ORDER BY migration_name DESC LIMIT 1`;
    return rows[0]?.name ?? '';
  },
  createGame(db: DbTx, data: Prisma.GameUncheckedCreateInput) {
    return db.game.create({ data, select: { id: true } });
  },
  /** Inserts the rows of one table, `chunk` at a time (a statement's parameters are bounded). */
  async insertMany(db: DbTx, table: ArchiveTable, rows: readonly Record<string, unknown>[], chunk = 500): Promise<void> {
    const delegate = delegates[table](db) as unknown as { createMany(args: { data: readonly Record<string, unknown>[] }): Promise<unknown> };
    for (let start = 0; start < rows.length; start += chunk) await delegate.createMany({ data: rows.slice(start, start + chunk) });
  },
  deleteGame(db: DbTx, id: string) {
    return db.game.deleteMany({ where: { id } });
  },
};

export type ArchiveTable = keyof typeof delegates;

const delegates = {
  players: (db: DbTx) => db.player,
  turns: (db: DbTx) => db.turn,
  sheets: (db: DbTx) => db.orderSheet,
  latestSheets: (db: DbTx) => db.latestSheet,
  resolutions: (db: DbTx) => db.resolution,
  rolls: (db: DbTx) => db.roll,
  adjustments: (db: DbTx) => db.gmAdjustment,
  auditLog: (db: DbTx) => db.auditLog,
  archivedTurns: (db: DbTx) => db.archivedTurn,
  emailConfirmations: (db: DbTx) => db.emailConfirmation,
  joinRequests: (db: DbTx) => db.joinRequest,
};

/** Prisma's markers for a JSON column's value: SQL NULL in a nullable column, JSON `null` in the others. */
export const jsonNull = { db: Prisma.DbNull, json: Prisma.JsonNull } as const;
