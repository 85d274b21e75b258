import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addPlayer } from '../../services/add-player.ts';
import { createGame } from '../../services/create-game.ts';
import { gameViewJson } from '../../services/get-game.ts';
import { startGame } from '../../services/start-game.ts';
import { actorOf, bearerToken } from '../plugins/auth.ts';
import {
  CreatedGameResponse,
  errors,
  GameResponse,
  NextGameResponse,
  NOT_MODIFIED,
  SeatedPlayerResponse,
  SetupResponse,
  StartedResponse,
} from '../responses.ts';
import { bearer, GameParams } from '../schemas.ts';
import { REVALIDATE, sendArtifact } from '../published-reply.ts';
import { AddPlayerBody } from '../../services/add-player.ts';
import { CreateGameBody } from '../../services/create-game.ts';
import { NextGameBody } from '../../services/campaign.ts';
import { SetupBody } from '../../services/game-setup.ts';
import { StartGameBody } from '../../services/start-game.ts';
import { updateSetup } from '../../services/game-setup.ts';
import { startNextGame } from '../../services/campaign.ts';

export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/games',
    {
      schema: {
        operationId: 'createGame',
        tags: ['games'],
        summary: 'Create a game (returns the GM token once)',
        body: CreateGameBody,
        security: [],
        response: { 201: CreatedGameResponse, ...errors(400, 403, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await createGame(app.db, request.body)),
  );

  app.get(
    '/api/games/:id',
    {
      compress: false,
      schema: {
        operationId: 'getGame',
        tags: ['games'],
        summary: 'Public view of a game',
        params: GameParams,
        security: [],
        response: { 200: GameResponse, ...NOT_MODIFIED, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      // Cached JSON bytes (and their gzip copy), validated against the game row as get-game.ts says (at most once
      // per PUBLISHED_REVALIDATE_MS, at once after this process's writes): sent as they are (a Buffer skips the serializer; the bytes are a GameResponse already), 304 on a match.
      const view = await gameViewJson(app.db, request.params.id);
      return sendArtifact(request, reply, view.artifact, REVALIDATE);
    },
  );

  app.post(
    '/api/games/:id/players',
    {
      schema: {
        operationId: 'addPlayer',
        tags: ['games'],
        summary: 'Seat a player (GM; returns the player token once)',
        params: GameParams,
        body: AddPlayerBody,
        security: bearer,
        response: { 201: SeatedPlayerResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request, request.params.id);
      // The seat's link is derived from the GM's token (the GM console shows it again: player-links.ts).
      return reply.code(201).send(await addPlayer(app.db, actor, request.params.id, request.body, bearerToken(request.headers.authorization) ?? ''));
    },
  );

  app.put(
    '/api/games/:id/setup',
    {
      schema: {
        operationId: 'updateSetup',
        tags: ['games'],
        summary: "Replace the game's setup (options and GM data): freely before the start, afterwards as an audited correction with a reason (GM)",
        params: GameParams,
        body: SetupBody,
        security: bearer,
        response: { 200: SetupResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => updateSetup(app.db, await actorOf(request, request.params.id), request.params.id, request.body),
  );

  app.post(
    '/api/games/:id/next',
    {
      schema: {
        operationId: 'startNextGame',
        tags: ['games'],
        summary: 'Campaigns: start the next game from this finished one, with the carried-over values (GM; returns the new links once)',
        params: GameParams,
        body: NextGameBody,
        security: bearer,
        response: { 201: NextGameResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await startNextGame(app.db, await actorOf(request, request.params.id), request.params.id, request.body ?? {})),
  );

  app.post(
    '/api/games/:id/start',
    {
      schema: {
        operationId: 'startGame',
        tags: ['games'],
        summary: 'Start the game: opens turn 1 (GM); a deadline must be in the future (422 deadline_in_past)',
        params: GameParams,
        body: StartGameBody,
        security: bearer,
        response: { 200: StartedResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const actor = await actorOf(request, request.params.id);
      const deadline = request.body?.deadline ? new Date(request.body.deadline) : undefined;
      return startGame(app.db, actor, request.params.id, { deadline }, app.lifecycle);
    },
  );
};
