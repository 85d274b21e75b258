/** A route pattern (`/api/games/:id/turns/:n/report.:format`, `/docs/*`) as a regular expression over paths. */
function patternRegex(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`);
}

/**
 * The methods the routes take at a path, for 405 `Allow` (RFC 9110 §15.5.6): built once from the route list
 * (every route is registered before the first request) and asked only when a request found no route.
 */
export function allowedMethodsFinder(routes: readonly { method: string; url: string }[]): (path: string) => string[] {
  let compiled: { method: string; regex: RegExp }[] | null = null;
  return (path) => {
    compiled ??= routes.map(({ method, url }) => ({ method, regex: patternRegex(url) }));
    const methods = new Set(compiled.filter(({ regex }) => regex.test(path)).map(({ method }) => method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}
