import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { lifecycleRepository } from '../repositories/lifecycle-repository.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import { requireGm, type Actor } from './actor.ts';
import { conflict, invalidSetup } from './errors.ts';
import { currentState, loadGame } from './game-position.ts';
import { gameSetup, playersData, rulesetOf } from './ruleset-context.ts';
import { hashToken, newToken } from './secrets.ts';
import { newPlayerLink } from './player-links.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';

/**
 * Campaigns (issue 12): a finished game starts the next one of its campaign. The ruleset says what each seat
 * carries out (`campaign.carry`: points, credits...) and how it enters the next setup (`campaign.nextSetup`);
 * a campaign that ended with this game (`campaign.ended`, the ruleset decides its winner) has no next game.
 * The new game has the same seats (names, ruleset data, e-mail addresses) with new links, the same deadline,
 * missed-orders and notification settings, and remembers the game it continues.
 */
export async function startNextGame(db: Db, actor: Actor, gameId: string, input: { name?: string | undefined } = {}) {
  requireGm(actor);
  const game = await loadGame(db, gameId);
  const ruleset = rulesetOf(game.ruleset);
  if (!ruleset.campaign) throw conflict('no_campaign', `${ruleset.names.en} has no campaigns`);
  if (game.status !== 'finished') throw conflict('game_not_over', 'The next game of a campaign starts once this one is over');
  const setup = gameSetup(ruleset, game);
  const rows = await playersRepository.listByGame(db, gameId);
  const players = playersData(ruleset, rows);
  const state = await currentState(db, game);
  if (ruleset.campaign.ended?.(setup, players, state)) throw conflict('campaign_over', 'The campaign ended with this game: it has its winner');
  const carried = ruleset.campaign.carry(setup, players, state);
  const parsed = ruleset.setupSchema.safeParse(ruleset.campaign.nextSetup(setup, carried));
  if (!parsed.success) throw invalidSetup(parsed.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code, message: i.message })));
  const problems = ruleset.validateSetup(parsed.data);
  if (problems.length > 0) throw invalidSetup(problems);

  const gmToken = newToken();
  // Links derived from the new game's GM token: its console shows them again (player-links.ts).
  const seats = rows.map((row) => {
    const id = randomUUID();
    return { row, id, link: newPlayerLink(gmToken, id) };
  });
  const previous = (await lifecycleRepository.findGame(db, gameId))!;
  const created = await db.$transaction(async (tx) => {
    const next = await gamesRepository.create(tx, {
      name: input.name?.trim() || `${game.name} (2)`,
      ruleset: ruleset.id,
      setup: parsed.data as Prisma.InputJsonValue,
      settings: game.settings as Prisma.InputJsonValue,
      language: game.language,
      gmTokenHash: hashToken(gmToken),
      previousGameId: gameId,
      resolveWhen: game.resolveWhen,
      readyEarly: previous.readyEarly,
      ...(previous.deadlinePolicy !== null ? { deadlinePolicy: previous.deadlinePolicy as Prisma.InputJsonValue } : {}),
      ...(previous.nmrPolicy !== null ? { nmrPolicy: previous.nmrPolicy as Prisma.InputJsonValue } : {}),
      notify: previous.notify as Prisma.InputJsonValue,
    });
    const emails = new Map((await lifecycleRepository.listPlayers(tx, gameId)).map((p) => [p.id, p.email]));
    for (const seat of seats) {
      await playersRepository.create(tx, {
        id: seat.id,
        gameId: next.id,
        seat: seat.row.seat,
        name: seat.row.name,
        data: seat.row.data as Prisma.InputJsonValue,
        ...(emails.get(seat.row.id) ? { email: emails.get(seat.row.id)! } : {}),
        tokenHash: seat.link.tokenHash,
        linkSalt: seat.link.salt,
      });
    }
    await auditLogRepository.record(tx, next.id, 'gm', 'create_game', {
      name: game.name,
      ruleset: ruleset.id,
      previousGameId: gameId,
      carried: carried as Prisma.InputJsonValue,
    });
    await auditLogRepository.record(tx, gameId, 'gm', 'next_game', { gameId: next.id });
    return next;
  }, TX_OPTIONS);
  return { id: created.id, gmToken, carried, players: seats.map((seat) => ({ id: seat.id, name: seat.row.name, token: seat.link.token })) };
}

/** Request body of this use case (zod at the boundary; the HTTP routes and pages parse with it). */
export const NextGameBody = z
  .object({ name: z.string().trim().min(1).max(200).optional() })
  .strict()
  .nullish();
