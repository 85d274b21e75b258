import type { DbTx } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { orderSheetsRepository } from './order-sheets-repository.ts';

const lifecycleGameSelect = {
  id: true,
  name: true,
  language: true,
  status: true,
  settings: true,
  deadlinePolicy: true,
  nmrPolicy: true,
  readyEarly: true,
  resolveWhen: true,
  notify: true,
  pausedAt: true,
  ruleset: true,
} as const;
export type LifecycleGame = Prisma.GameGetPayload<{ select: typeof lifecycleGameSelect }>;

const lifecyclePlayerSelect = {
  id: true,
  seat: true,
  name: true,
  data: true,
  email: true,
  status: true,
  missedTurns: true,
  replacedAt: true,
} as const;
export type LifecyclePlayer = Prisma.PlayerGetPayload<{ select: typeof lifecyclePlayerSelect }>;

const lifecycleTurnSelect = {
  id: true,
  gameId: true,
  number: true,
  status: true,
  deadline: true,
  openedAt: true,
  pausedRemainingMs: true,
  extended: true,
  remindedAt: true,
} as const;
export type LifecycleTurn = Prisma.TurnGetPayload<{ select: typeof lifecycleTurnSelect }>;

/** The columns of a settings change (JSON values as plain objects; undefined: unchanged). */
export interface LifecycleSettingsUpdate {
  deadlinePolicy?: object | null;
  settings?: object;
  nmrPolicy?: object;
  notify?: object;
  readyEarly?: boolean;
}

/** Queries of the turn lifecycle (deadlines, pause, NMR, ready flags, GM tools). */
export const lifecycleRepository = {
  findGame(db: DbTx, id: string): Promise<LifecycleGame | null> {
    return db.game.findUnique({ where: { id }, select: lifecycleGameSelect });
  },
  updateGame(db: DbTx, id: string, data: Prisma.GameUncheckedUpdateInput) {
    return db.game.update({ where: { id }, data, select: { id: true } });
  },
  /** The GM's lifecycle settings: what is given is written; `deadlinePolicy: null` removes the policy (SQL NULL). */
  updateSettings(db: DbTx, id: string, patch: LifecycleSettingsUpdate) {
    const { deadlinePolicy, settings, nmrPolicy, notify, readyEarly } = patch;
    return db.game.update({
      where: { id },
      data: {
        ...(deadlinePolicy !== undefined ? { deadlinePolicy: deadlinePolicy === null ? Prisma.DbNull : (deadlinePolicy as Prisma.InputJsonValue) } : {}),
        ...(settings !== undefined ? { settings: settings as Prisma.InputJsonValue } : {}),
        ...(nmrPolicy !== undefined ? { nmrPolicy: nmrPolicy as Prisma.InputJsonValue } : {}),
        ...(notify !== undefined ? { notify: notify as Prisma.InputJsonValue } : {}),
        ...(readyEarly !== undefined ? { readyEarly } : {}),
      },
      select: { id: true },
    });
  },
  listPlayers(db: DbTx, gameId: string): Promise<LifecyclePlayer[]> {
    return db.player.findMany({ where: { gameId }, select: lifecyclePlayerSelect, orderBy: { seat: 'asc' } });
  },
  updatePlayer(db: DbTx, id: string, data: Prisma.PlayerUncheckedUpdateInput) {
    return db.player.update({ where: { id }, data, select: { id: true } });
  },
  openTurn(db: DbTx, gameId: string): Promise<LifecycleTurn | null> {
    return db.turn.findFirst({ where: { gameId, status: 'open' }, select: lifecycleTurnSelect, orderBy: { number: 'desc' } });
  },
  /** Row-locks the game's open turn (after the game row: lock order game -> turn everywhere). */
  async lockOpenTurn(db: DbTx, gameId: string): Promise<LifecycleTurn | null> {
    const rows = await db.$queryRaw<{ id: string }[]>`
      SELECT id FROM "Turn" WHERE "gameId" = ${gameId} AND status = 'open' ORDER BY number DESC LIMIT 1 FOR UPDATE`;
    return rows[0] ? db.turn.findUnique({ where: { id: rows[0].id }, select: lifecycleTurnSelect }) : null;
  },
  updateTurn(db: DbTx, id: string, data: Prisma.TurnUncheckedUpdateInput) {
    return db.turn.update({ where: { id }, data, select: lifecycleTurnSelect });
  },
  /** Open turns of running games whose deadline has passed (the scheduler's work list). */
  dueTurns(db: DbTx, now: Date) {
    return db.turn.findMany({
      where: { status: 'open', deadline: { lte: now }, game: { status: 'running' } },
      select: lifecycleTurnSelect,
      orderBy: { deadline: 'asc' },
      take: 100,
    });
  },
  /** Open turns with a deadline and no reminder yet, in running games (filtered by each game's setting). */
  unremindedTurns(db: DbTx, before: Date) {
    return db.turn.findMany({
      where: { status: 'open', remindedAt: null, deadline: { not: null, lte: before }, game: { status: 'running' } },
      select: lifecycleTurnSelect,
      take: 100,
    });
  },
  /** Guarded, once per turn: extend an open, due, not yet extended turn. */
  async extendOnce(db: DbTx, id: string, now: Date, newDeadline: Date): Promise<boolean> {
    const { count } = await db.turn.updateMany({
      where: { id, status: 'open', extended: false, deadline: { lte: now } },
      data: { extended: true, deadline: newDeadline },
    });
    return count === 1;
  },
  /** Guarded, once per turn: mark the reminder as sent. */
  async markReminded(db: DbTx, id: string, now: Date): Promise<boolean> {
    const { count } = await db.turn.updateMany({ where: { id, status: 'open', remindedAt: null }, data: { remindedAt: now } });
    return count === 1;
  },
  /** Latest sheet per player of a turn: who submitted and who marked it ready (never the orders); one index range. */
  sheetFlags(db: DbTx, turnId: string): Promise<Map<string, { version: number; ready: boolean }>> {
    return orderSheetsRepository.flags(db, turnId);
  },
  pendingAdjustments(db: DbTx, gameId: string, turnNumber: number) {
    return db.gmAdjustment.findMany({
      where: { gameId, turnNumber, appliedAt: null },
      select: { id: true, kind: true, data: true, reason: true, createdAt: true },
      orderBy: { createdAt: 'asc' },
    });
  },
  markAdjustmentsApplied(db: DbTx, ids: string[], now: Date) {
    return db.gmAdjustment.updateMany({ where: { id: { in: ids } }, data: { appliedAt: now } });
  },
};
