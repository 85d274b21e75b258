import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { addVary, matchesIfNoneMatch } from '../published-reply.ts';

interface Encoded {
  body: Buffer;
  etag: string;
  encoding: 'br' | 'gzip' | null;
}

/** The document's three copies (plain, brotli, gzip), each with its strong ETag; made once, on the first request. */
function encodedCopies(json: string): Record<'identity' | 'br' | 'gzip', Encoded> {
  const body = Buffer.from(json, 'utf8');
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}`;
  return {
    identity: { body, etag: `${etag}"`, encoding: null },
    br: { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), etag: `${etag}-br"`, encoding: 'br' },
    gzip: { body: gzipSync(body, { level: 9 }), etag: `${etag}-gz"`, encoding: 'gzip' },
  };
}

/** The coding the client takes (q > 0), brotli first: a 113 KB document goes as ~12 KB. */
function preferredCoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const offered = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) offered.set(name.trim().toLowerCase(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const takes = (coding: string) => (offered.get(coding) ?? offered.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : 'identity';
}

/** The zod transform also declares an input copy of each registered schema (`ProblemInput`): only referenced ones stay. */
function withoutUnusedSchemas<T>(document: T): T {
  const schemas = (document as { components?: { schemas?: Record<string, unknown> } }).components?.schemas;
  if (!schemas) return document;
  const text = JSON.stringify({ ...document, components: { ...(document as { components: object }).components, schemas: {} } });
  for (const name of Object.keys(schemas)) if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  return document;
}

/**
 * OpenAPI generated from the routes' zod schemas: GET /openapi.json and the UI at /docs. Schemas registered with
 * an id (the error shape, `Problem`) are declared once in `components.schemas` and referred to. The document is
 * sent brotli- or gzip-compressed when the client takes it, with a strong ETag per copy (304 on a match).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Turnkeeper API',
        description:
          'Game-master server for play-by-post games. Authenticate with `Authorization: Bearer <token>`. Every error is ' +
          'problem details (RFC 9457, `application/problem+json`, schema `Problem`): docs/server.md "Errors" lists the codes.',
        version: '0.1.0',
      },
      // Relative: the document describes the server that serves it, wherever it is.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A game's GM token or one of its players' link tokens (the token of a /gm/<token> or /play/<token> link). Routes that " +
              "also answer without one (`security` lists an empty alternative) show the public view then; with one, the caller's own.",
          },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN of the server (when set; else private addresses only)' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  });
  // security-headers.ts gives every /docs response a strict CSP and X-Frame-Options: DENY.
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { validatorUrl: null } });
  let copies: ReturnType<typeof encodedCopies> | null = null;
  app.get('/openapi.json', { schema: { hide: true } }, async (request, reply) => {
    copies ??= encodedCopies(JSON.stringify(app.swagger()));
    const copy = copies[preferredCoding(request.headers['accept-encoding'])];
    reply.header('etag', copy.etag).header('cache-control', 'public, no-cache').type('application/json; charset=utf-8');
    addVary(reply, 'Accept-Encoding');
    if (matchesIfNoneMatch(request.headers['if-none-match'], [copy.etag])) return reply.code(304).send();
    if (copy.encoding) reply.header('content-encoding', copy.encoding);
    return reply.send(copy.body);
  });
}
