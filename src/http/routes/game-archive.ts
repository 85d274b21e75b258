import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportGame } from '../../services/game-archive/export-game.ts';
import { ImportQuery, importGame } from '../../services/game-archive/import-game.ts';
import { ARCHIVE_TABLES } from '../../services/game-archive/archive-format.ts';
import { notFound } from '../../services/errors.ts';
import { actorOf, requestTokenOwner } from '../plugins/auth.ts';
import { errors, NOT_MODIFIED } from '../responses.ts';
import { bearer, GameParams } from '../schemas.ts';

function sendArchive(reply: FastifyReply, { archive, fileName }: { archive: unknown; fileName: string }) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(archive) as never); // already JSON text: sent as it is
}

/** A stored row as the archive carries it: its columns follow the database schema named by `schema` (docs/operations.md). */
const ArchiveRow = z.record(z.string(), z.unknown()).describe('A row, its columns as stored (the database schema `schema` names)');
const ArchiveResponse = z
  .looseObject({
    format: z.literal('turnkeeper-game-archive'),
    version: z.number(),
    schema: z.string().describe('The last database migration of the exporting server'),
    exportedAt: z.string().meta({ format: 'date-time' }),
    game: ArchiveRow,
    ...Object.fromEntries(ARCHIVE_TABLES.map((table) => [table, z.array(ArchiveRow)])),
  })
  .describe('Every row the game owns (docs/operations.md "Game archives"): holds its secrets (seeds, token hashes, e-mail addresses)');

const ImportedResponse = z.object({
  id: z.string(),
  links: z.enum(['keep', 'rotate']),
  replayed: z.number().nullable().describe('Steps replayed from the start to their stored outcomes (null: not checked or not started)'),
  rows: z.record(z.string(), z.number()),
  rotated: z
    .object({ gmToken: z.string(), players: z.array(z.object({ id: z.string(), name: z.string(), token: z.string() })), inviteCode: z.string().nullable() })
    .optional()
    .describe('links=rotate: the new links, shown once'),
});

/**
 * `GET /api/games/:id/export` (GM): the game as a portable archive, downloaded as a file; `GET /gm/<token>/export`
 * the same from a browser (the GM link is the credential, as for the console).
 * `POST /api/games/import` (anyone who may create a game; the same hourly budget): the archive as the body, up to
 * ARCHIVE_BODY_LIMIT bytes (gzip accepted with Content-Encoding: gzip).
 */
export const gameArchiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/games/:id/export',
    {
      schema: {
        operationId: 'exportGame',
        tags: ['games'],
        summary: 'The whole game as an archive to import on another server (GM; audited). It holds every secret of the game',
        params: GameParams,
        security: bearer,
        response: { 200: ArchiveResponse, ...NOT_MODIFIED, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendArchive(reply, await exportGame(app.db, await actorOf(request, request.params.id), request.params.id, app.lifecycle.clock.now())),
  );

  app.get('/gm/:token/export', { schema: { hide: true, params: z.object({ token: z.string().max(300) }) } }, async (request, reply) => {
    const owner = await requestTokenOwner(request, request.params.token);
    if (!owner || owner.playerId !== null) throw notFound('Game'); // a player's link or an unknown one: nothing here
    return sendArchive(reply, await exportGame(app.db, { role: 'gm' }, owner.gameId, app.lifecycle.clock.now()));
  });

  app.post(
    '/api/games/import',
    {
      bodyLimit: app.config.ARCHIVE_BODY_LIMIT,
      schema: {
        operationId: 'importGame',
        tags: ['games'],
        summary: 'Import a game archive (GET /api/games/:id/export) with its ids, history and seeds; its links keep working unless links=rotate',
        querystring: ImportQuery,
        body: z.unknown().describe('The archive, as exported'),
        security: [],
        response: { 201: ImportedResponse, ...errors(400, 403, 409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .header('cache-control', 'no-store')
        .send(await importGame(app.db, request.body, request.query)),
  );
};
