import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { DecisionRequest } from '../engine/core/decisions.ts';
import type { PhaseInfo, Viewer } from '../engine/core/ruleset.ts';
import type { Language } from '../i18n/index.ts';
import { lifecycleRepository } from '../repositories/lifecycle-repository.ts';
import { orderSheetsRepository } from '../repositories/order-sheets-repository.ts';
import { rollsRepository } from '../repositories/rolls-repository.ts';
import { turnsRepository } from '../repositories/turns-repository.ts';
import type { Actor } from './actor.ts';
import { openStepPosition, visibleOpenSheets } from './open-step.ts';
import { loadGameContext } from './published/game-context.ts';
import { viewerOfActor } from './published/steps.ts';
import { mayKnowFlags, privateFlagSeats } from './published/public-flags.ts';
import { mapSvg, positionView } from './published/views.ts';
import { currentState } from './game-position.ts';
import { maySeeRoll, rollView } from './rolls.ts';

export const viewerOf = viewerOfActor;

/** A decision request as the API shows it to the player asked (the schema as JSON Schema, for clients and forms). */
export function requestView(request: DecisionRequest, sheetSchema: z.ZodType) {
  return {
    player: request.player,
    kind: request.kind,
    prompt: request.prompt,
    secret: request.secret,
    sealed: request.sealed === true,
    required: request.required,
    ...(request.deadlineHours !== undefined ? { deadlineHours: request.deadlineHours } : {}),
    schema: z.toJSONSchema(request.schema ?? sheetSchema, { io: 'input', unrepresentable: 'any' }),
    ...(request.choices ? { choices: request.choices } : {}),
  };
}

/**
 * A game's position as one viewer may see it, for any ruleset: the open step with its phase, who is asked to
 * decide (the caller's own request in full), the ruleset's `playerView` (secrets stripped; `publicState` when
 * absent), who has sent orders or is ready (never what; and of a secret, optional answer while a required one is
 * awaited, only the GM and its author: published/public-flags.ts), the open step's sheets the viewer may read and its rolls.
 */
export async function gamePosition(db: Db, actor: Actor, gameId: string) {
  const ctx = await loadGameContext(db, gameId);
  const viewer = viewerOfActor(actor);
  const latest = await turnsRepository.findLatest(db, gameId);
  const open = latest?.status === 'open' ? latest : null;
  const state = open
    ? (await openStepPosition(db, ctx.ruleset, { id: gameId }, open)).state
    : await currentState(db, { id: gameId, startState: ctx.startState });
  const step = open ? await openStepPosition(db, ctx.ruleset, { id: gameId }, open) : null;
  const sheets = open ? await orderSheetsRepository.findLatestPerPlayer(db, open.id) : [];
  const flags = open ? await lifecycleRepository.sheetFlags(db, open.id) : new Map<string, { ready: boolean }>();
  const byPlayer = Object.fromEntries(sheets.map((sheet) => [sheet.playerId, sheet.orders]));
  const visible = step ? visibleOpenSheets(ctx.ruleset, step, viewer, byPlayer) : {};
  const rolls = open ? (await rollsRepository.listByTurn(db, open.id)).filter((row) => maySeeRoll(actor, row)).map(rollView) : [];
  const phase: PhaseInfo | null = state === null || state === undefined ? null : (ctx.ruleset.phase?.(ctx.setup, state) ?? null);
  const requests = step?.requests ?? [];
  const asked = new Set(requests.map((r) => r.player));
  const mine = viewer.role === 'player' ? requests.find((r) => r.player === viewer.id) : undefined;
  const resolvedTurns = (await turnsRepository.listByGame(db, gameId)).filter((turn) => turn.status === 'resolved').map((turn) => turn.number);
  // A secret, optional answer while a required one is awaited: only the GM and its author know it exists.
  const hidden = privateFlagSeats(requests);
  const knows = (player: string) => mayKnowFlags(viewer, player, hidden);
  return {
    game: { id: ctx.id, name: ctx.name, ruleset: ctx.ruleset.id, language: ctx.language, status: ctx.status, gameSeedHash: ctx.gameSeedHash },
    turn: open ? { number: open.number, deadline: open.deadline?.toISOString() ?? null, seedHash: open.seedHash } : null,
    resolvedTurns,
    phase,
    /** Who must decide now (kind and whether the step waits for them); the caller's own request in full. */
    asked: requests.map((r) => ({ player: r.player, kind: r.kind, required: r.required })),
    request: mine ? requestView(mine, ctx.ruleset.sheetSchema) : null,
    view: positionView(ctx, state, viewer),
    players: ctx.rows.map((row) => ({
      id: row.id,
      name: row.name,
      asked: asked.has(row.id),
      submitted: knows(row.id) && Object.prototype.hasOwnProperty.call(byPlayer, row.id),
      ready: knows(row.id) && (flags.get(row.id)?.ready ?? false),
    })),
    sheets: sheets
      .filter((sheet) => Object.prototype.hasOwnProperty.call(visible, sheet.playerId))
      .map((sheet) => ({ player: sheet.playerId, version: sheet.version, orders: sheet.orders, submittedAt: sheet.createdAt.toISOString() })),
    rolls,
  };
}

export type GamePosition = Awaited<ReturnType<typeof gamePosition>>;

/**
 * The ruleset's picture of the current position (before the open step) for a viewer, as inline SVG for our
 * pages; null when the ruleset draws none or the game has not started. XML prolog/doctype removed so it can
 * sit inside HTML.
 */
export async function currentMapSvg(db: Db, gameId: string, lang: Language, viewer: Viewer): Promise<string | null> {
  const ctx = await loadGameContext(db, gameId);
  if (!ctx.ruleset.renderMap) return null;
  const state = await currentState(db, { id: gameId, startState: ctx.startState });
  if (state === null) return null;
  const resolved = (await turnsRepository.listByGame(db, gameId)).filter((turn) => turn.status === 'resolved').length;
  const svg = mapSvg(ctx, state, lang, viewer, resolved);
  return svg === null ? null : svg.replace(/^\s*<\?xml[^>]*\?>\s*/, '').replace(/^\s*<!DOCTYPE[^>]*>\s*/i, '');
}
