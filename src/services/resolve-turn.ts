import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { asRngVersion } from '../engine/core/rng.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { orderSheetsRepository } from '../repositories/order-sheets-repository.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import { resolutionsRepository } from '../repositories/resolutions-repository.ts';
import { turnsRepository } from '../repositories/turns-repository.ts';
import { requireGm, type Actor } from './actor.ts';
import { conflict, ServiceError } from './errors.ts';
import { loadGame, positionBefore } from './game-position.ts';
import { openTurn } from './open-turn.ts';
import { openRequests } from '../engine/core/decisions.ts';
import { sealedAnswers } from '../engine/core/views.ts';
import { gameSetup, playersData, rulesetOf } from './ruleset-context.ts';
import { announcePublished } from './published/publication-head.ts';
import { emitServiceEvent } from './service-events.ts';
import { openTurnOrConflict } from './turn-guards.ts';
import { assertGmInput, endsGame, parseGmInput } from './session-gm-input.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';
import { defaultLifecycle, type LifecycleContext } from './lifecycle-context.ts';
import { afterResolution, applyPendingAdjustments, lockGameForResolution, stepDeadline, type ResolveTrigger } from './lifecycle-resolution.ts';

export interface ResolveOptions {
  /** Test-only fault injection (the route passes it only when NODE_ENV=test): sleep inside the transaction. */
  testDelayMs?: number;
  /** Called when the fault-injection sleep starts (the crash test waits for it before kill -9). */
  onTestDelay?: () => void;
  /** Clock, link base and e-mail switch (src/lifecycle); the system clock by default. */
  lifecycle?: LifecycleContext;
  /** Who started it: the GM (default), the deadline scheduler, or every player being ready. */
  trigger?: ResolveTrigger;
  /** The GM's resolution input (rulesets with `gmInputSchema`), as sent: parsed and checked here. */
  gm?: unknown;
}

const json = (value: unknown) => value as Prisma.InputJsonValue;

/**
 * Resolves the open turn exactly once. Everything happens in ONE transaction that starts with the atomic
 * guard `UPDATE "Turn" SET status = 'resolved' WHERE id = $1 AND status = 'open'`: concurrent callers wait on
 * the row lock and then find 0 rows (409); a crash anywhere rolls back, leaving the turn open and its sheets
 * intact. The revealed seed is stored with the outcome, and the next turn opens with a fresh seed.
 */
export async function resolveTurn(db: Db, actor: Actor, gameId: string, turnNumber: number, options: ResolveOptions = {}) {
  const result = await resolveOnce(db, actor, gameId, turnNumber, options);
  // Automatic phases (a step that asks nobody) run on at once, up to the next decision or the end.
  let next = result;
  for (let guard = 0; next.nextIsAutomatic && next.nextTurn && guard < MAX_AUTOMATIC_STEPS; guard++) {
    try {
      next = await resolveOnce(db, { role: 'gm' }, gameId, next.nextTurn.number, {
        ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
        trigger: 'automatic',
      });
    } catch (error) {
      // Another caller ran it on (the scheduler, a concurrent answer): the same result.
      if (error instanceof ServiceError && error.status === 409) break;
      throw error;
    }
  }
  return result;
}

/** A ruleset that asks nobody step after step would loop: this many automatic steps at most per call. */
const MAX_AUTOMATIC_STEPS = 200;

async function resolveOnce(db: Db, actor: Actor, gameId: string, turnNumber: number, options: ResolveOptions = {}) {
  const game = await loadGame(db, gameId);
  requireGm(actor);
  const ruleset = rulesetOf(game.ruleset);
  const setup = gameSetup(ruleset, game);
  const turn = await openTurnOrConflict(db, game, turnNumber);
  const gmInput = parseGmInput(ruleset, options.gm);
  const life = options.lifecycle ?? defaultLifecycle;
  const trigger = options.trigger ?? 'gm';
  const now = life.clock.now();

  const resolved = await db.$transaction(
    async (tx) => {
      const lifeGame = await lockGameForResolution(tx, gameId);
      const closed = await turnsRepository.closeIfOpen(tx, turn.id, now);
      if (!closed) throw conflict('turn_resolved', `Turn ${turnNumber} has already been resolved`);

      // One after the other: a transaction is one connection (pg deprecates overlapping queries on a client).
      const rows = await playersRepository.listByGame(tx, gameId);
      const stateBefore = await positionBefore(tx, game, turn.id);
      const sheets = await orderSheetsRepository.findLatestPerPlayer(tx, turn.id);
      const { seed, rngVersion } = await turnsRepository.findSeed(tx, turn.id);
      // GM corrections for this turn are applied to the position first (the report lists them).
      const gameSeed = await gamesRepository.findHiddenSeedForTurn(tx, gameId, turnNumber);
      const adjusted = await applyPendingAdjustments(tx, ruleset, setup, rows, stateBefore, gameId, turnNumber, now, gameSeed);
      const state = adjusted.state;
      const players = playersData(ruleset, rows);
      // Who was asked what (issue 12): only their answers count; required ones still missing take their default.
      const requests = openRequests(ruleset, setup, players, state);
      const asked = new Set(requests.map((request) => request.player));
      const orders: Record<string, unknown> = Object.fromEntries(
        sheets.filter((sheet) => asked.has(sheet.playerId)).map((sheet) => [sheet.playerId, sheet.orders]),
      );
      const defaulted = requests.filter((r) => r.required && r.defaultAnswer !== undefined && !(r.player in orders)).map((r) => r.player);
      for (const request of requests) if (defaulted.includes(request.player)) orders[request.player] = request.defaultAnswer;
      const sealed = sealedAnswers(requests, orders);
      assertGmInput(ruleset, setup, players, state, gmInput, game.language);
      const resolved = ruleset.resolve({
        setup,
        players,
        state,
        orders,
        seed,
        rngVersion: asRngVersion(rngVersion),
        ...(gameSeed ? { gameSeed } : {}),
        ...(defaulted.length > 0 ? { defaulted } : {}),
        ...(gmInput !== undefined ? { gmInput } : {}),
      });
      const result = { ...resolved, gameOver: endsGame(ruleset, setup, resolved) };
      const events = (result.outcome as { events?: unknown } | null)?.events;
      await resolutionsRepository.create(tx, {
        turnId: turn.id,
        seed,
        stateBefore: json(state),
        orders: json(orders),
        outcome: json(result.outcome),
        events: json(Array.isArray(events) ? events : []),
        nextState: json(result.nextState),
        gameOver: result.gameOver,
        adjustments: json(adjusted.applied),
        defaulted: json(defaulted),
        sealed: json(sealed),
        asked: json([...asked]),
        ...(gmInput !== undefined ? { gmInput: json(gmInput) } : {}),
      });

      if (options.testDelayMs && options.testDelayMs > 0) {
        options.onTestDelay?.();
        await new Promise((done) => setTimeout(done, options.testDelayMs));
      }

      const nextRequests = result.gameOver ? [] : openRequests(ruleset, setup, players, result.nextState);
      // Step-by-step games (rulesets with phases): the deadline the GM set (at the start, on the console) stays for the
      // next steps until it passes, unless the game's policy or the step gives one (issue 37).
      const kept = ruleset.phase && turn.deadline && turn.deadline.getTime() > now.getTime() ? turn.deadline : null;
      const deadline = stepDeadline(lifeGame, nextRequests, now) ?? kept;
      const next = result.gameOver ? null : await openTurn(tx, gameId, turnNumber + 1, deadline, now);
      if (result.gameOver) await gamesRepository.markFinished(tx, gameId);
      await auditLogRepository.record(tx, gameId, trigger === 'gm' ? 'gm' : 'system', 'resolve_turn', {
        turn: turnNumber,
        seed,
        gameOver: result.gameOver,
        trigger,
      });
      await afterResolution(tx, {
        game: lifeGame,
        turnNumber,
        submitted: Object.keys(orders).filter((player) => !defaulted.includes(player)),
        asked: [...asked],
        next: next ? { number: next.number, deadline: next.deadline, asked: nextRequests.map((r) => r.player) } : null,
        gameOver: result.gameOver,
        life,
        now,
      });
      return {
        turn: turnNumber,
        seed,
        seedHash: turn.seedHash,
        gameOver: result.gameOver,
        nextTurn: next ? { number: next.number, seedHash: next.seedHash, deadline: next.deadline?.toISOString() ?? null } : null,
        summary: ruleset.publicState(setup, result.nextState),
        submitted: Object.keys(orders).filter((player) => !defaulted.includes(player)),
        defaulted,
        /** The next step asks nobody (an automatic phase): the caller runs it on (continueAutomaticSteps). */
        // (A step only the GM acts in, `phase().acceptsOrders` false, waits for the GM instead.)
        nextIsAutomatic:
          next !== null && nextRequests.length === 0 && ruleset.decisions !== undefined && ruleset.phase?.(setup, result.nextState).acceptsOrders !== false,
      };
    },
    { ...TX_OPTIONS, timeout: TX_OPTIONS.timeout + (options.testDelayMs ?? 0) },
  );
  announcePublished(gameId); // its published versions changed: this process (and the others) read them again at once
  emitServiceEvent({ kind: 'resolved', trigger });
  return resolved;
}

/** Request body of this use case (zod at the boundary; the HTTP routes and pages parse with it). */
export const ResolveBody = z
  .object({ gm: z.unknown().optional().describe("The GM's resolution input (rulesets with one, e.g. generic: { report, tracks, board?, end, winners? })") })
  .strict()
  .nullish();
