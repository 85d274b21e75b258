import type { Db } from '../db/client.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { orderSheetsRepository, type SheetRow } from '../repositories/order-sheets-repository.ts';
import { rollsRepository, type RollRow } from '../repositories/rolls-repository.ts';
import { turnsRepository, type TurnRow } from '../repositories/turns-repository.ts';
import { getGame } from './get-game.ts';
import { currentState } from './game-position.ts';
import { loadGmLifecycle } from './lifecycle-gm-view.ts';
import { openStepPosition, type OpenStep } from './open-step.ts';
import { loadGameContext, type GameContext } from './published/game-context.ts';
import { currentHead } from './published/publication-head.ts';
import { linkVersions } from './published/versions.ts';
import { hashToken } from './secrets.ts';
import { listJoinRequests } from './invitations.ts';
import type { JoinRequestRow } from '../repositories/join-requests-repository.ts';
import { TOKEN_PATTERN } from './web-player-view.ts';

/**
 * Read model of the GM console (`/gm/<token>`), for any ruleset: the game with its seats (who was asked,
 * who sent and who is ready), the open step with every answer (the GM adjudicates and may read them all),
 * the lifecycle sections, the open step's rolls and the resolved steps.
 */
export async function findGameIdByGmToken(db: Db, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const game = await gamesRepository.findIdByGmTokenHash(db, hashToken(token));
  return game?.id ?? null;
}

export interface GmView {
  ctx: GameContext;
  game: Awaited<ReturnType<typeof getGame>>;
  lifecycle: Awaited<ReturnType<typeof loadGmLifecycle>>;
  turns: TurnRow[];
  openTurn: TurnRow | null;
  state: unknown;
  step: OpenStep | null;
  sheets: SheetRow[];
  rolls: RollRow[];
  /** Before the start: the shared invitation link's code (null: closed) and the requests waiting. */
  joining: { code: string | null; requests: JoinRequestRow[] } | null;
  /** The published versions the console's report links carry (src/services/published/versions.ts). */
  versions: { pages: string; turns: Record<number, string> };
}

export async function loadGmView(db: Db, gameId: string): Promise<GmView> {
  const ctx = await loadGameContext(db, gameId);
  const [game, lifecycle, turns] = await Promise.all([getGame(db, gameId), loadGmLifecycle(db, gameId), turnsRepository.listByGame(db, gameId)]);
  const latest = turns.at(-1) ?? null;
  const openTurn = latest?.status === 'open' ? latest : null;
  const step = openTurn ? await openStepPosition(db, ctx.ruleset, { id: gameId }, openTurn) : null;
  const state = step ? step.state : await currentState(db, { id: gameId, startState: ctx.startState });
  const sheets = openTurn ? await orderSheetsRepository.findLatestPerPlayer(db, openTurn.id) : [];
  const rolls = openTurn ? await rollsRepository.listByTurn(db, openTurn.id) : [];
  const joining =
    ctx.status === 'setup'
      ? { code: (await gamesRepository.findInviteCode(db, gameId))?.inviteCode ?? null, requests: await listJoinRequests(db, gameId) }
      : null;
  const versions = linkVersions(await currentHead(db, gameId));
  return { ctx, game, lifecycle, turns, openTurn, state, step, sheets, rolls, joining, versions };
}
