import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** The pages' static files (a fixed list, read once): one stylesheet and small progressive scripts. */
const ASSETS: Record<string, string> = {
  'web.css': 'text/css; charset=utf-8',
  'player.js': 'text/javascript; charset=utf-8',
  'gm.js': 'text/javascript; charset=utf-8',
  'schema-form.js': 'text/javascript; charset=utf-8',
  'map-pick.js': 'text/javascript; charset=utf-8',
  'favicon.svg': 'image/svg+xml',
};

export function registerAssets(app: FastifyInstance): void {
  const files = new Map<string, { type: string; body: Buffer }>(
    Object.entries(ASSETS).map(([name, type]) => [name, { type, body: readFileSync(new URL(`../assets/${name}`, import.meta.url)) }] as const),
  );
  app.get<{ Params: { name: string } }>('/assets/:name', { schema: { hide: true } }, async (request, reply) => {
    const file = files.get(request.params.name);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('content-type', file.type).header('cache-control', 'public, max-age=300').header('x-content-type-options', 'nosniff').send(file.body);
  });
}
