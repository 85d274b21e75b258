import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin (method + URL pattern): the fuzz test covers each one. */
    routeList: { method: string; url: string }[];
  }
}

/** A route's methods as a list (Fastify takes one method or several). */
export function routeMethods(route: Pick<RouteOptions, 'method'>): readonly string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/** A route's hooks of one kind (none, one or several, as Fastify takes them) with `hook` run after them. */
export function withRouteHook<H>(hooks: H | H[] | undefined, hook: H): H[] {
  return [...(hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]), hook];
}

export function registerRouteList(app: FastifyInstance): void {
  const routes: { method: string; url: string }[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    for (const method of routeMethods(route)) routes.push({ method, url: route.url });
  });
}
