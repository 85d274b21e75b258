import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas: GET /openapi.json and the UI at /docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Turnkeeper API',
        description: 'Game-master server for play-by-post games. Authenticate with `Authorization: Bearer <token>`.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // security-headers.ts gives every /docs response a strict CSP and X-Frame-Options: DENY.
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { validatorUrl: null } });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
