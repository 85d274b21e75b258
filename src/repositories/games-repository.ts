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
} as const;

export type GameRow = Prisma.GameGetPayload<{ select: typeof gameSelect }>;

const { setup: _setup, ...headerSelect } = gameSelect;
/** A game without its setup (the map can be large; hot paths take the parsed setup from a cache). */
export type GameHeader = Prisma.GameGetPayload<{ select: typeof headerSelect }>;

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
  findHeaderById(db: DbTx, id: string): Promise<GameHeader | null> {
    return db.game.findUnique({ where: { id }, select: headerSelect });
  },
  findIdByGmTokenHash(db: DbTx, gmTokenHash: string) {
    return db.game.findUnique({ where: { gmTokenHash }, select: { id: true } });
  },
  /** Row lock serialising GM changes to one game (seating players, starting). */
  async lockForUpdate(db: DbTx, id: string): Promise<boolean> {
    const rows = await db.$queryRaw<{ id: string }[]>`SELECT id FROM "Game" WHERE id = ${id} FOR UPDATE`;
    return rows.length === 1;
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
    return db.game.update({ where: { id }, data: { setup }, select: { id: true } });
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
