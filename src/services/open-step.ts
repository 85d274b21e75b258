import type { DbTx } from '../db/client.ts';
import { openRequests, type DecisionRequest } from '../engine/core/decisions.ts';
import { localText } from '../engine/core/catalogue.ts';
import type { Viewer } from '../engine/core/ruleset.ts';
import { openSheetsFor } from '../engine/core/views.ts';
import type { GameHeader } from '../repositories/games-repository.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import type { TurnRow } from '../repositories/turns-repository.ts';
import { conflict } from './errors.ts';
import { gameRevision, loadGame, loadGameHeader, positionBefore } from './game-position.ts';
import { GameMemo, parsedBytes } from './game-cache.ts';
import { gameSetup, playersData, rulesetOf, type AnyRuleset } from './ruleset-context.ts';

/**
 * The open step of a game: the position its answers are written against and who was asked to decide what
 * (src/engine/core/decisions.ts). While a step is open its position is fixed (players are seated for good and
 * the state changes only when this step is resolved), so it is memoised by the step's turn id and the game's
 * revision (a setup correction or a replaced seat bumps it). A revert reopens a turn with the same id and the
 * same position (the state after the turn before), so an entry never outlives what it was computed from.
 */
export interface OpenStep {
  setup: unknown;
  players: unknown[];
  state: unknown;
  requests: DecisionRequest[];
}

/**
 * Weighed by the position and the players, and the requests without their schemas (the setup is the parsed
 * setup's memo's, ruleset-context.ts: counted there).
 */
const steps = new GameMemo<OpenStep>(
  1_000,
  (step) => parsedBytes(step.state) + parsedBytes(step.players) + parsedBytes(step.requests.map(({ schema: _schema, ...request }) => request)),
);

export async function openStepPosition(
  db: DbTx,
  ruleset: AnyRuleset,
  header: Pick<GameHeader, 'id'> & { revision?: number },
  turn: Pick<TurnRow, 'id' | 'status'>,
): Promise<OpenStep> {
  // Views that did not read the game row ask for its revision (one primary-key read).
  const revision = header.revision ?? (await gameRevision(db, header.id));
  const key = `${turn.id}@${revision}`;
  const cached = turn.status === 'open' ? steps.get(header.id, key) : undefined;
  if (cached) return cached;
  const game = await loadGame(db, header.id);
  const rows = await playersRepository.listByGame(db, game.id);
  const state = await positionBefore(db, game, turn.id);
  const setup = gameSetup(ruleset, game);
  const players = playersData(ruleset, rows);
  const requests = state === null || state === undefined ? [] : openRequests(ruleset, setup, players, state);
  const step = { setup, players, state, requests };
  // Computed from the rows as read now: remembered under the revision they carry.
  return turn.status === 'open' ? steps.set(header.id, `${turn.id}@${game.revision}`, step) : step;
}

/**
 * The caller's request in the open step, or 409: a phase without orders (`no_orders_phase`), or not the
 * caller's turn to decide (`not_your_turn`). It is a matter of timing, not of the answer.
 */
export function requestFor(ruleset: AnyRuleset, step: OpenStep, player: string): DecisionRequest {
  const request = step.requests.find((r) => r.player === player);
  if (request) return request;
  const phase = step.state === null ? undefined : ruleset.phase?.(step.setup, step.state);
  if (phase && !phase.acceptsOrders) throw conflict('no_orders_phase', `Players send no orders in this phase (${localText(phase.name, 'en')})`);
  throw conflict('not_your_turn', 'It is not your turn to decide');
}

/** The schema a player's answer is parsed with: the request's own, else the ruleset's sheet schema. */
export function answerSchema(ruleset: AnyRuleset, request: DecisionRequest) {
  return request.schema ?? ruleset.sheetSchema;
}

/**
 * The open step's sheets `viewer` may read (player id -> sheet), through the ruleset's `visibleSheets`;
 * default: the GM all, a player their own plus every answer of a request that is not secret, the public the
 * answers of requests that are not secret.
 */
export function visibleOpenSheets(ruleset: AnyRuleset, step: OpenStep, viewer: Viewer, sheets: Record<string, unknown>): Record<string, unknown> {
  return openSheetsFor(ruleset, step.setup, step.state, step.requests, viewer, sheets);
}

/** The players the open step `turn` asks to decide (reminders, missed turns and extensions count only them). */
export async function askedPlayers(db: DbTx, gameId: string, turn: Pick<TurnRow, 'id' | 'status'>): Promise<Set<string>> {
  const header = await loadGameHeader(db, gameId);
  const step = await openStepPosition(db, rulesetOf(header.ruleset), header, turn);
  return new Set(step.requests.map((request) => request.player));
}
