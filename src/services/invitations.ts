import type { Db } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { joinRequestsRepository } from '../repositories/join-requests-repository.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import { requireGm, type Actor } from './actor.ts';
import { seatPlayer } from './add-player.ts';
import { conflict, invalidPlayer, notFound, ServiceError } from './errors.ts';
import { loadGame } from './game-position.ts';
import { gameSetup, playerFromRequest, playersData, rulesetOf, zodProblems, type PlayerRequest } from './ruleset-context.ts';
import { hashToken, newToken } from './secrets.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';

/** Pending requests one game keeps at most (a public link must not let anybody fill the database). */
export const MAX_PENDING_REQUESTS = 30;

/**
 * The shared invitation link (issue 19, as diplicity does): the GM opens it before the start and posts it in the
 * forum; a player picks a free seat and gets their own private link at once, which starts working when the GM
 * approves the request. The ruleset checks the seat when it is asked for (against the seated players and the
 * other pending requests) and again when the GM approves.
 */
export async function setInviteLink(db: Db, actor: Actor, gameId: string, open: boolean): Promise<{ code: string | null }> {
  requireGm(actor);
  return db.$transaction(async (tx) => {
    await gamesRepository.lockForUpdate(tx, gameId);
    const game = await loadGame(tx, gameId);
    if (open && game.status !== 'setup') throw conflict('game_started', 'Players can only join before the game starts');
    const current = (await gamesRepository.findInviteCode(tx, gameId))?.inviteCode ?? null;
    const code = open ? (current ?? newToken()) : null;
    if (code !== current) {
      await gamesRepository.setInviteCode(tx, gameId, code);
      await auditLogRepository.record(tx, gameId, 'gm', open ? 'open_invite' : 'close_invite', {});
    }
    return { code };
  }, TX_OPTIONS);
}

/** What the join page shows: the game, who sits where, and whether the link still takes requests. */
export async function loadInvitation(db: Db, code: string) {
  const found = await gamesRepository.findIdByInviteCode(db, code);
  if (!found) return null;
  const game = await loadGame(db, found.id);
  const ruleset = rulesetOf(game.ruleset);
  const rows = await playersRepository.listByGame(db, game.id);
  const pending = (await joinRequestsRepository.listByGame(db, game.id)).filter((r) => r.status === 'pending');
  return {
    game,
    ruleset,
    setup: gameSetup(ruleset, game),
    players: playersData(ruleset, rows),
    pending: pending.map((r) => ({ id: r.id, name: r.name, data: r.data })),
    open: game.status === 'setup',
  };
}

/** A player asks for a seat; returns their private link's token (valid once the GM approves). */
export async function requestSeat(db: Db, code: string, input: PlayerRequest): Promise<{ token: string }> {
  const token = newToken();
  await db.$transaction(async (tx) => {
    const found = await gamesRepository.findIdByInviteCode(tx, code);
    if (!found) throw notFound('Invitation');
    await gamesRepository.lockForUpdate(tx, found.id);
    const game = await loadGame(tx, found.id);
    if (game.status !== 'setup') throw conflict('game_started', 'Players can only join before the game starts');
    if ((await joinRequestsRepository.countPending(tx, game.id)) >= MAX_PENDING_REQUESTS) {
      throw new ServiceError(429, 'too_many_requests', 'This game already has many requests waiting for the GM; try again later');
    }
    const ruleset = rulesetOf(game.ruleset);
    const setup = gameSetup(ruleset, game);
    const seated = playersData(ruleset, await playersRepository.listByGame(tx, game.id));
    const pending = (await joinRequestsRepository.listByGame(tx, game.id))
      .filter((r) => r.status === 'pending')
      .map((r) => playerFromRequest(ruleset, `request:${r.id}`, { name: r.name, data: r.data as Record<string, unknown> }).data);
    const player = playerFromRequest(ruleset, 'request:new', input);
    const candidate = ruleset.playerSchema.safeParse(player.data);
    if (!candidate.success) throw invalidPlayer(zodProblems(candidate.error));
    // A seat asked for by another pending request counts as taken: the GM never has to choose between two.
    const problems = ruleset.validatePlayer(setup, [...seated, ...pending], candidate.data);
    if (problems.length > 0) throw invalidPlayer(problems);
    await joinRequestsRepository.create(tx, {
      gameId: game.id,
      name: input.name,
      data: (input.data ?? {}) as Prisma.InputJsonValue,
      tokenHash: hashToken(token),
    });
  }, TX_OPTIONS);
  return { token };
}

/** The GM seats the requester (their link starts working) or declines (their link says so). */
export async function answerJoinRequest(db: Db, actor: Actor, gameId: string, requestId: string, approve: boolean): Promise<void> {
  requireGm(actor);
  await db.$transaction(async (tx) => {
    const request = await joinRequestsRepository.find(tx, gameId, requestId);
    if (!request || request.status !== 'pending') throw notFound('Join request');
    const game = await loadGame(tx, gameId);
    if (approve) {
      const playerId = await seatPlayer(tx, gameId, { name: request.name, data: request.data as Record<string, unknown> }, request.tokenHash, game.ruleset);
      await joinRequestsRepository.remove(tx, request.id);
      await auditLogRepository.record(tx, gameId, 'gm', 'approve_join', { playerId, name: request.name });
    } else {
      await joinRequestsRepository.setStatus(tx, request.id, 'declined');
      await auditLogRepository.record(tx, gameId, 'gm', 'decline_join', { name: request.name });
    }
  }, TX_OPTIONS);
}

/** A private link that is still a request: its game and whether the GM declined it (null: not a request). */
export async function findJoinRequestByToken(db: Db, token: string) {
  const request = await joinRequestsRepository.findByTokenHash(db, hashToken(token));
  if (!request) return null;
  const game = await loadGame(db, request.gameId);
  return {
    name: request.name,
    status: request.status as 'pending' | 'declined',
    game: { id: game.id, name: game.name, language: game.language, status: game.status },
  };
}

/** The GM console's list of requests waiting for an answer. */
export async function listJoinRequests(db: Db, gameId: string) {
  return (await joinRequestsRepository.listByGame(db, gameId)).filter((r) => r.status === 'pending');
}
