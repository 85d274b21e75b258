import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const page = (title: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><h1>${title}</h1><p>The web pages are not available yet. Use the API with this link's token as ` +
  `<code>Authorization: Bearer &lt;token&gt;</code> (see <a href="/docs">/docs</a>).</p></body></html>`;

/** Placeholders for the invite links until the web pages exist (replace this registration line then). */
export const invitePlaceholderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/play/:token', { schema: { hide: true } }, async (_request, reply) => reply.type('text/html').send(page('Turnkeeper — player')));
  app.get('/gm/:token', { schema: { hide: true } }, async (_request, reply) => reply.type('text/html').send(page('Turnkeeper — GM')));
};
