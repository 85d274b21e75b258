import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addAdjustment, listAdjustments } from '../../services/gm-adjustments.ts';
import { listAudit } from '../../services/gm-audit.ts';
import { changeDeadline, pauseGame, resumeGame } from '../../services/gm-clock.ts';
import { replacePlayer } from '../../services/gm-replace-player.ts';
import { issuePlayerLink, removeSeat } from '../../services/player-links.ts';
import { revertToTurn } from '../../services/gm-revert.ts';
import { setReadyAt } from '../../services/lifecycle-ready.ts';
import { getLifecycleSettings, SettingsBody, updateLifecycleSettings } from '../../services/lifecycle-settings.ts';
import { actorOf, bearerToken, sheetTargetOf } from '../plugins/auth.ts';
import {
  ReadyResponse,
  AdjustmentResponse,
  AdjustmentsResponse,
  AuditResponse,
  DeadlineResponse,
  errors,
  noContent,
  NOT_MODIFIED,
  PausedResponse,
  RevertedResponse,
  SeatedPlayerResponse,
  SettingsResponse,
} from '../responses.ts';
import { bearer, GameParams, TurnParams } from '../schemas.ts';

const PlayerParams = GameParams.extend({ pid: z.string().min(1).max(100) });

export const DeadlineBody = z
  .object({
    deadline: z.iso.datetime({ offset: true }).optional().describe('New deadline (ISO 8601 with offset)'),
    extendHours: z
      .number()
      .positive()
      .max(24 * 90)
      .optional()
      .describe('Move the deadline this many hours later'),
    clear: z.literal(true).optional().describe('Remove the deadline (the GM resolves by hand)'),
  })
  .strict()
  .refine((body) => [body.deadline, body.extendHours, body.clear].filter((v) => v !== undefined).length === 1, {
    message: 'Send exactly one of deadline, extendHours, clear',
  });

const AdjustmentBody = z
  .object({
    kind: z.string().min(1).max(64).describe("The correction's kind, one of the ruleset's `adjustmentSchema` (docs/rulesets/<id>.md)"),
    reason: z.string().trim().min(1).max(1000).describe('Why (shown in the report and the audit log)'),
  })
  .catchall(z.unknown())
  .describe("A GM correction: `kind`, `reason`, and the kind's own fields (the ruleset's adjustmentSchema)");

const RevertBody = z
  .object({
    turn: z.number().int().min(1).max(100_000),
    newSeed: z.boolean().optional().describe('Ignored: a revert always draws a fresh seed (the old one was revealed)'),
  })
  .strict();

const ReplaceBody = z
  .object({ name: z.string().trim().min(1).max(100).optional(), email: z.email().max(320).nullable().optional() })
  .strict()
  .nullish();

const ReadyBody = z.object({ ready: z.boolean() }).strict();

/**
 * Turn lifecycle routes: GM tools (pause/resume, deadline, corrections, revert, audit, settings, replace a
 * player) and the players' ready flag. Every GM tool is recorded in the audit log.
 */
export const gmToolRoutes: FastifyPluginAsyncZod = async (app) => {
  const life = app.lifecycle;
  const gm = { tags: ['gm tools'], security: bearer };

  app.post(
    '/api/games/:id/pause',
    {
      schema: {
        operationId: 'pauseGame',
        ...gm,
        summary: 'Pause the game: the deadline clock stops (GM)',
        params: GameParams,
        response: { 200: PausedResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => pauseGame(app.db, await actorOf(request, request.params.id), request.params.id, life),
  );

  app.post(
    '/api/games/:id/resume',
    {
      schema: {
        operationId: 'resumeGame',
        ...gm,
        summary: 'Resume: the deadline moves by the paused time (GM)',
        params: GameParams,
        response: { 200: PausedResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => resumeGame(app.db, await actorOf(request, request.params.id), request.params.id, life),
  );

  app.post(
    '/api/games/:id/deadline',
    {
      schema: {
        operationId: 'changeDeadline',
        ...gm,
        summary: "Change, extend or clear the open turn's deadline (GM)",
        params: GameParams,
        body: DeadlineBody,
        response: { 200: DeadlineResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { deadline, extendHours } = request.body;
      const change = deadline ? { deadline: new Date(deadline) } : extendHours ? { extendHours } : { clear: true as const };
      return changeDeadline(app.db, await actorOf(request, request.params.id), request.params.id, change, life);
    },
  );

  app.post(
    '/api/games/:id/adjustments',
    {
      schema: {
        operationId: 'addAdjustment',
        ...gm,
        summary: 'Correct the position before the open turn is resolved (GM)',
        params: GameParams,
        body: AdjustmentBody,
        response: { 201: AdjustmentResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await addAdjustment(app.db, await actorOf(request, request.params.id), request.params.id, request.body)),
  );

  app.get(
    '/api/games/:id/adjustments',
    {
      schema: {
        operationId: 'listAdjustments',
        ...gm,
        summary: 'GM corrections, pending and applied (GM)',
        params: GameParams,
        response: { 200: AdjustmentsResponse, ...NOT_MODIFIED, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => listAdjustments(app.db, await actorOf(request, request.params.id), request.params.id),
  );

  app.post(
    '/api/games/:id/revert',
    {
      schema: {
        operationId: 'revertToTurn',
        ...gm,
        summary: 'Undo back to turn n: later turns archived, turn n reopened (GM)',
        params: GameParams,
        body: RevertBody,
        response: { 200: RevertedResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => revertToTurn(app.db, await actorOf(request, request.params.id), request.params.id, request.body, life),
  );

  app.get(
    '/api/games/:id/audit',
    {
      schema: {
        operationId: 'getAuditLog',
        ...gm,
        summary: 'Audit log: who, when, what (GM)',
        params: GameParams,
        response: { 200: AuditResponse, ...NOT_MODIFIED, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => listAudit(app.db, await actorOf(request, request.params.id), request.params.id),
  );

  app.get(
    '/api/games/:id/settings',
    {
      schema: {
        operationId: 'getSettings',
        ...gm,
        summary: 'Deadline, missed-orders, ready-early and notification settings (GM)',
        params: GameParams,
        response: { 200: SettingsResponse, ...NOT_MODIFIED, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => getLifecycleSettings(app.db, await actorOf(request, request.params.id), request.params.id),
  );

  app.patch(
    '/api/games/:id/settings',
    {
      schema: {
        operationId: 'updateSettings',
        ...gm,
        summary: 'Change lifecycle settings (GM)',
        params: GameParams,
        body: SettingsBody,
        response: { 200: SettingsResponse, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => updateLifecycleSettings(app.db, await actorOf(request, request.params.id), request.params.id, request.body, life.webhooks),
  );

  app.post(
    '/api/games/:id/players/:pid/replace',
    {
      schema: {
        operationId: 'replacePlayer',
        ...gm,
        summary: 'Give a seat a new token (the old one stops working; history stays) (GM)',
        params: PlayerParams,
        body: ReplaceBody,
        response: { 200: SeatedPlayerResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      replacePlayer(
        app.db,
        await actorOf(request, request.params.id),
        bearerToken(request.headers.authorization) ?? '',
        request.params.id,
        request.params.pid,
        request.body ?? {},
        life,
      ),
  );

  app.post(
    '/api/games/:id/players/:pid/link',
    {
      schema: {
        operationId: 'issuePlayerLink',
        ...gm,
        summary: 'A new link for a seat (lost, or posted where others read it): the old one stops working; the GM console shows it again (GM)',
        params: PlayerParams,
        response: { 200: SeatedPlayerResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      issuePlayerLink(
        app.db,
        await actorOf(request, request.params.id),
        bearerToken(request.headers.authorization) ?? '',
        request.params.id,
        request.params.pid,
      ),
  );

  app.delete(
    '/api/games/:id/players/:pid',
    {
      schema: {
        operationId: 'removeSeat',
        ...gm,
        summary: 'Remove a seat before the start; later seats move up one (GM)',
        params: PlayerParams,
        response: { 204: noContent('Removed'), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeSeat(app.db, await actorOf(request, request.params.id), request.params.id, request.params.pid, life);
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/games/:id/turns/:n/ready',
    {
      config: { sheetAccess: true },
      schema: {
        operationId: 'setReady',
        tags: ['orders'],
        security: bearer,
        summary: "Mark the caller's sheet ready or not (player); resolves early when the game allows it and all are ready",
        params: TurnParams,
        body: ReadyBody,
        response: { 200: ReadyResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => setReadyAt(app.db, await sheetTargetOf(request, request.params.id, request.params.n), request.body.ready, life),
  );
};
