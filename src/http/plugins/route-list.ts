import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin (method + URL pattern): the fuzz test covers each one. */
    routeList: { method: string; url: string }[];
  }
}

export function registerRouteList(app: FastifyInstance): void {
  const routes: { method: string; url: string }[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) routes.push({ method, url: route.url });
  });
}
