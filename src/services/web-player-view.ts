import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { DecisionRequest } from '../engine/core/decisions.ts';
import type { OrderError, SheetSummary, Viewer } from '../engine/core/ruleset.ts';
import type { Language } from '../i18n/index.ts';
import { lifecycleRepository } from '../repositories/lifecycle-repository.ts';
import { orderSheetsRepository } from '../repositories/order-sheets-repository.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import type { PlayerRow } from '../repositories/players-repository.ts';
import { rollsRepository, type RollRow } from '../repositories/rolls-repository.ts';
import { publishedRepository } from '../repositories/published-repository.ts';
import { turnsRepository, type TurnRow } from '../repositories/turns-repository.ts';
import { currentState } from './game-position.ts';
import { answerSchema, openStepPosition, visibleOpenSheets, type OpenStep } from './open-step.ts';
import { loadGameContext, type GameContext } from './published/game-context.ts';
import { currentHead } from './published/publication-head.ts';
import { loadResolvedStep } from './published/steps.ts';
import { linkVersions } from './published/versions.ts';
import { stepDocument } from './published/views.ts';
import { maySeeRoll } from './rolls.ts';
import { hashToken } from './secrets.ts';

/**
 * Read model of the player's page (`/play/<token>`), for any ruleset: the caller's own data and what the caller
 * may see (their request, their latest sheet, the answers of others that are not secret, their rolls). Secrecy:
 * the only secret sheet read here is the caller's own.
 */
export interface PlayerPageData {
  ctx: GameContext;
  me: PlayerRow;
  /** The caller's ruleset player data. */
  myData: unknown;
  viewer: Viewer;
  turns: TurnRow[];
  openTurn: TurnRow | null;
  /** The position now (before the open step; the start; null before the game starts). */
  state: unknown;
  step: OpenStep | null;
  /** The caller's decision request in the open step (null: not asked now). */
  request: DecisionRequest | null;
  /** The caller's latest saved sheet of the open step (`enteredByGm`: the GM entered it for them). */
  sheet: { version: number; orders: unknown; enteredByGm: boolean } | null;
  ready: boolean;
  /** Other players' answers the caller may read now (answers of requests that are not secret). */
  visibleSheets: { player: string; orders: unknown }[];
  /** The open step's rolls the caller may see. */
  rolls: RollRow[];
  /** When the GM withdrew this step's earlier result and reopened it (a revert), so the player re-checks. */
  reopenedAt: string | null;
  /** The published versions the page's report links carry (src/services/published/versions.ts). */
  versions: { pages: string; turns: Record<number, string> };
}

/** Bearer-style tokens only (base64url, see secrets.ts); anything else cannot match and is not looked up. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;

export async function findPlayerByToken(db: Db, token: string): Promise<{ id: string; gameId: string } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  return playersRepository.findByTokenHash(db, hashToken(token));
}

export async function loadPlayerPage(db: Db, player: { id: string; gameId: string }): Promise<PlayerPageData> {
  const ctx = await loadGameContext(db, player.gameId);
  const index = ctx.rows.findIndex((row) => row.id === player.id);
  const me = ctx.rows[index]!;
  const viewer: Viewer = { role: 'player', id: me.id };
  const turns = await turnsRepository.listByGame(db, ctx.id);
  const latest = turns.at(-1) ?? null;
  const openTurn = latest?.status === 'open' ? latest : null;
  const step = openTurn ? await openStepPosition(db, ctx.ruleset, { id: ctx.id }, openTurn) : null;
  const state = step ? step.state : await currentState(db, { id: ctx.id, startState: ctx.startState });
  const request = step?.requests.find((r) => r.player === me.id) ?? null;
  const saved = openTurn ? await orderSheetsRepository.findLatest(db, openTurn.id, me.id) : null;
  const flags = openTurn ? await lifecycleRepository.sheetFlags(db, openTurn.id) : new Map<string, { ready: boolean }>();
  const latestSheets = openTurn && step ? await orderSheetsRepository.findLatestPerPlayer(db, openTurn.id) : [];
  const visible = step ? visibleOpenSheets(ctx.ruleset, step, viewer, Object.fromEntries(latestSheets.map((s) => [s.playerId, s.orders]))) : {};
  const rolls = openTurn ? (await rollsRepository.listByTurn(db, openTurn.id)).filter((row) => maySeeRoll({ role: 'player', playerId: me.id }, row)) : [];
  return {
    ctx,
    me,
    myData: ctx.players[index],
    viewer,
    turns,
    openTurn,
    state,
    step,
    request,
    sheet: saved ? { version: saved.version, orders: saved.orders, enteredByGm: saved.enteredByGm } : null,
    ready: flags.get(me.id)?.ready ?? false,
    // Others' answers the player may read, and their own when everybody can read it (a public phase).
    visibleSheets: Object.entries(visible)
      .filter(
        ([id]) =>
          id !== me.id ||
          (step !== null && Object.prototype.hasOwnProperty.call(visibleOpenSheets(ctx.ruleset, step, { role: 'public' }, { [id]: visible[id] }), id)),
      )
      .map(([id, orders]) => ({ player: id, orders })),
    rolls,
    reopenedAt: openTurn ? await reopenedAt(db, ctx.id, openTurn) : null,
    versions: linkVersions(await currentHead(db, ctx.id)),
  };
}

/** The open turn was reopened by a revert when a copy of it was archived as this opening began. */
async function reopenedAt(db: Db, gameId: string, turn: TurnRow): Promise<string | null> {
  const withdrawn = (await publishedRepository.listWithdrawn(db, gameId)).filter((w) => w.number === turn.number).at(-1);
  return withdrawn && withdrawn.archivedAt.getTime() >= turn.openedAt.getTime() - 1000 ? withdrawn.archivedAt.toISOString() : null;
}

export type AnswerCheck = { errors: OrderError[]; summary: SheetSummary | null };

/** The ruleset's check of an answer (the same parse, function and messages as the API), in the page language. */
export function checkAnswer(
  data: PlayerPageData,
  answer: unknown,
  lang: Language,
  describe: (issue: z.core.$ZodIssue) => string = (issue) => issue.message,
): AnswerCheck {
  if (!data.step || !data.request || data.state === null) return { errors: [], summary: null };
  const parsed = answerSchema(data.ctx.ruleset, data.request).safeParse(answer);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      index: typeof issue.path[0] === 'number' ? issue.path[0] : 0,
      path: issue.path.map(String).join('.'),
      reason: 'invalid_sheet',
      message: describe(issue),
    }));
    return { errors, summary: null };
  }
  return data.ctx.ruleset.checkSheet(data.step.setup, data.step.players, data.step.state, data.me.id, parsed.data, lang);
}

/** The caller's copy of a resolved step's report (their own secrets, e.g. hidden tracks), as a document. */
export async function ownStepDocument(db: Db, data: PlayerPageData, number: number, lang: Language) {
  const step = await loadResolvedStep(db, data.ctx, number);
  return stepDocument(data.ctx, step, { viewer: data.viewer, lang });
}
