import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { RULESETS } from '../../engine/registry.ts';

/** The pages' static files (a fixed list, read once): one stylesheet and small progressive scripts. */
const ASSETS: Record<string, string> = {
  'web.css': 'text/css; charset=utf-8',
  'player.js': 'text/javascript; charset=utf-8',
  'gm.js': 'text/javascript; charset=utf-8',
  'schema-form.js': 'text/javascript; charset=utf-8',
  'favicon.svg': 'image/svg+xml',
};

const JS = 'text/javascript; charset=utf-8';

/**
 * A ruleset's page scripts (`web.playerScripts`), served from its own folder
 * (src/engine/rulesets/<id>/web/assets/<name>) at /assets/rulesets/<id>/<name>: read once at start.
 */
function rulesetAssets(): Map<string, { type: string; body: Buffer }> {
  const files = new Map<string, { type: string; body: Buffer }>();
  for (const ruleset of Object.values(RULESETS)) {
    for (const name of ruleset.web?.playerScripts ?? []) {
      const url = new URL(`../../engine/rulesets/${ruleset.id}/web/assets/${name}`, import.meta.url);
      if (!/^[a-z0-9-]+\.js$/.test(name) || !existsSync(url)) throw new Error(`ruleset ${ruleset.id}: page script ${name} not found in its web/assets/`);
      files.set(`rulesets/${ruleset.id}/${name}`, { type: JS, body: readFileSync(url) });
    }
  }
  return files;
}

export function registerAssets(app: FastifyInstance): void {
  const files = new Map<string, { type: string; body: Buffer }>(
    Object.entries(ASSETS).map(([name, type]) => [name, { type, body: readFileSync(new URL(`../assets/${name}`, import.meta.url)) }] as const),
  );
  for (const [name, file] of rulesetAssets()) files.set(name, file);
  const send = (name: string, reply: import('fastify').FastifyReply) => {
    const file = files.get(name);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('content-type', file.type)
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  };
  app.get<{ Params: { name: string } }>('/assets/:name', { schema: { hide: true } }, async (request, reply) => send(request.params.name, reply));
  app.get<{ Params: { id: string; name: string } }>('/assets/rulesets/:id/:name', { schema: { hide: true } }, async (request, reply) =>
    send(`rulesets/${request.params.id}/${request.params.name}`, reply),
  );
}
