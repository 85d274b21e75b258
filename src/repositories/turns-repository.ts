import type { DbTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';

const turnSelect = {
  id: true,
  number: true,
  status: true,
  deadline: true,
  pausedRemainingMs: true,
  seedHash: true,
  rngVersion: true,
  openedAt: true,
  resolvedAt: true,
} as const;

export type TurnRow = Prisma.TurnGetPayload<{ select: typeof turnSelect }>;

export const turnsRepository = {
  create(db: DbTx, data: Prisma.TurnUncheckedCreateInput) {
    return db.turn.create({ data, select: turnSelect });
  },
  findByNumber(db: DbTx, gameId: string, number: number): Promise<TurnRow | null> {
    return db.turn.findUnique({ where: { gameId_number: { gameId, number } }, select: turnSelect });
  },
  listByGame(db: DbTx, gameId: string): Promise<TurnRow[]> {
    return db.turn.findMany({ where: { gameId }, select: turnSelect, orderBy: { number: 'asc' } });
  },
  /**
   * A game's turns in order, each with its resolution's id and revealed seed (null while open) and the hidden
   * stream a revert started there (secret until the game ends: callers decide): one statement.
   */
  listWithResolutions(db: DbTx, gameId: string) {
    return db.$queryRaw<
      {
        id: string;
        number: number;
        status: 'open' | 'resolved';
        deadline: Date | null;
        seedHash: string;
        resolvedAt: Date | null;
        resolutionId: string | null;
        seed: string | null;
        hiddenSeedHash: string | null;
        hiddenSeed: string | null;
      }[]
    >`
      SELECT t.id, t.number, t.status::text AS status, t.deadline, t."seedHash", t."resolvedAt", r.id AS "resolutionId", r.seed, t."hiddenSeedHash", t."hiddenSeed"
      FROM "Turn" t LEFT JOIN "Resolution" r ON r."turnId" = t.id
      WHERE t."gameId" = ${gameId}
      ORDER BY t.number`;
  },
  findLatest(db: DbTx, gameId: string): Promise<TurnRow | null> {
    return db.turn.findFirst({ where: { gameId }, select: turnSelect, orderBy: { number: 'desc' } });
  },
  /** The secret seed: only the resolution service reads it. */
  findSeed(db: DbTx, id: string): Promise<{ seed: string; rngVersion: number }> {
    return db.turn.findUniqueOrThrow({ where: { id }, select: { seed: true, rngVersion: true } });
  },
  /**
   * The exactly-once guard: one atomic UPDATE ... WHERE status = 'open'. Concurrent callers block on the row
   * lock and then see 0 rows; a rolled-back transaction leaves the turn open.
   */
  async closeIfOpen(db: DbTx, id: string, now: Date): Promise<boolean> {
    const { count } = await db.turn.updateMany({
      where: { id, status: 'open' },
      data: { status: 'resolved', resolvedAt: now },
    });
    return count === 1;
  },
  /**
   * Share-locks the turn row for an order submission, so that a resolution cannot close the turn between the
   * status check and the insert of the sheet. Returns the status seen under the lock.
   */
  async lockForSubmission(db: DbTx, id: string): Promise<'open' | 'resolved' | null> {
    const rows = await db.$queryRaw<{ status: 'open' | 'resolved' }[]>`
      SELECT status::text AS status FROM "Turn" WHERE id = ${id} FOR SHARE`;
    return rows[0]?.status ?? null;
  },
};
