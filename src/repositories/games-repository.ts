import type { DbTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';

const gameSelect = {
  id: true,
  name: true,
  ruleset: true,
  setup: true,
  settings: true,
  language: true,
  status: true,
  startState: true,
  createdAt: true,
  resolveWhen: true,
  gameSeed: true,
  gameSeedHash: true,
  previousGameId: true,
  deadlinePolicy: true,
  revision: true,
} as const;

export type GameRow = Prisma.GameGetPayload<{ select: typeof gameSelect }>;

const { setup: _setup, ...headerSelect } = gameSelect;
/** A game without its setup (the map can be large; hot paths take the parsed setup from a cache). */
export type GameHeader = Prisma.GameGetPayload<{ select: typeof headerSelect }>;

const viewHeaderSelect = { id: true, name: true, ruleset: true, language: true, status: true, gameSeedHash: true, gameSeed: true, revision: true } as const;
/** What the public view of a game shows of its row (no setup, no start state: the position is memoised). */
export type GameViewHeader = Prisma.GameGetPayload<{ select: typeof viewHeaderSelect }>;

export const gamesRepository = {
  create(db: DbTx, data: Prisma.GameUncheckedCreateInput) {
    return db.game.create({ data, select: { id: true } });
  },
  findById(db: DbTx, id: string): Promise<GameRow | null> {
    return db.game.findUnique({ where: { id }, select: gameSelect });
  },
  /** The game's secret seed (hidden draws): for the GM, and for everybody once the game is over. */
  async findGameSeed(db: DbTx, id: string): Promise<string | null> {
    const row = await db.game.findUnique({ where: { id }, select: { gameSeed: true } });
    return row?.gameSeed ?? null;
  },
  /**
   * The hidden stream turn `number` draws from: the seed of the latest turn up to it that a revert reopened with
   * a new one (Turn.hiddenSeed), else the game's own seed.
   */
  async findHiddenSeedForTurn(db: DbTx, id: string, number: number): Promise<string | null> {
    const rows = await db.$queryRaw<{ seed: string | null }[]>`
      SELECT COALESCE(
        (SELECT t."hiddenSeed" FROM "Turn" t WHERE t."gameId" = ${id} AND t.number <= ${number}::int AND t."hiddenSeed" IS NOT NULL ORDER BY t.number DESC LIMIT 1),
        (SELECT g."gameSeed" FROM "Game" g WHERE g.id = ${id})) AS seed`;
    return rows[0]?.seed ?? null;
  },
  /** Every hidden stream a revert drew (turn it starts at, SHA-256, and the seed itself: callers decide who may read it). */
  listHiddenSeeds(db: DbTx, id: string): Promise<{ number: number; hiddenSeed: string | null; hiddenSeedHash: string | null }[]> {
    return db.turn.findMany({
      where: { gameId: id, hiddenSeed: { not: null } },
      select: { number: true, hiddenSeed: true, hiddenSeedHash: true },
      orderBy: { number: 'asc' },
    });
  },
  findViewHeader(db: DbTx, id: string): Promise<GameViewHeader | null> {
    return db.game.findUnique({ where: { id }, select: viewHeaderSelect });
  },
  findHeaderById(db: DbTx, id: string): Promise<GameHeader | null> {
    return db.game.findUnique({ where: { id }, select: headerSelect });
  },
  findIdByGmTokenHash(db: DbTx, gmTokenHash: string) {
    return db.game.findUnique({ where: { gmTokenHash }, select: { id: true } });
  },
  /** A new GM token (its hash): the old one is refused from the next request on. */
  setGmTokenHash(db: DbTx, id: string, gmTokenHash: string) {
    return db.game.update({ where: { id }, data: { gmTokenHash }, select: { id: true } });
  },
  /**
   * Row lock serialising GM changes to one game (seating players, starting, every GM tool, a resolution), in the
   * same statement as a bump of `viewRevision`: whatever the change, the cached public view of the game is
   * stale once it commits (and nothing changes if it rolls back).
   */
  async lockForUpdate(db: DbTx, id: string): Promise<boolean> {
    const rows = await db.$queryRaw<{ id: string }[]>`
      WITH locked AS (SELECT id FROM "Game" WHERE id = ${id} FOR UPDATE)
      UPDATE "Game" g SET "viewRevision" = g."viewRevision" + 1 FROM locked WHERE g.id = locked.id
      RETURNING g.id`;
    return rows.length === 1;
  },
  /**
   * The public view of the game changed outside its row, without the row lock (who has sent or is ready, a
   * scheduler extension): a new version of the row. Run it after the change committed, holding no other lock.
   */
  async touchView(db: DbTx, id: string): Promise<void> {
    await db.$executeRaw`UPDATE "Game" SET "viewRevision" = "viewRevision" + 1 WHERE id = ${id}`;
  },
  /**
   * The stamp of the game's cached public view: the xmin of the row's current version, which changes with every
   * write to the row (its own columns, lockForUpdate, touchView). Null when there is no such game.
   */
  async viewStamp(db: DbTx, id: string): Promise<string | null> {
    const rows = await db.$queryRaw<{ stamp: string }[]>`SELECT xmin::text AS stamp FROM "Game" WHERE id = ${id}`;
    return rows[0]?.stamp ?? null;
  },
  async findRevision(db: DbTx, id: string): Promise<number | null> {
    const row = await db.game.findUnique({ where: { id }, select: { revision: true } });
    return row?.revision ?? null;
  },
  /** What memoised positions are computed from changed (a seat replaced, a revert): see Game.revision. */
  async bumpRevision(db: DbTx, id: string): Promise<void> {
    await db.$executeRaw`UPDATE "Game" SET revision = revision + 1 WHERE id = ${id}`;
  },
  count(db: DbTx) {
    return db.game.count();
  },
  /** Guarded: only a game still in setup starts (returns false when it already started). */
  async markStarted(db: DbTx, id: string, startState: Prisma.InputJsonValue, now: Date, seed: { gameSeed: string; gameSeedHash: string }): Promise<boolean> {
    const { count } = await db.game.updateMany({
      where: { id, status: 'setup' },
      data: { status: 'running', startState, startedAt: now, gameSeed: seed.gameSeed, gameSeedHash: seed.gameSeedHash },
    });
    return count === 1;
  },
  /** The setup (options and GM data): before the start, or through an audited GM correction afterwards. */
  updateSetup(db: DbTx, id: string, setup: Prisma.InputJsonValue) {
    return db.game.update({ where: { id }, data: { setup, revision: { increment: 1 } }, select: { id: true } });
  },
  /** The shared invitation link's code (null: closed). */
  setInviteCode(db: DbTx, id: string, inviteCode: string | null) {
    return db.game.update({ where: { id }, data: { inviteCode }, select: { id: true } });
  },
  findInviteCode(db: DbTx, id: string) {
    return db.game.findUnique({ where: { id }, select: { inviteCode: true } });
  },
  findIdByInviteCode(db: DbTx, inviteCode: string) {
    return db.game.findUnique({ where: { inviteCode }, select: { id: true } });
  },
  markFinished(db: DbTx, id: string) {
    return db.game.update({ where: { id }, data: { status: 'finished' }, select: { id: true } });
  },
};
