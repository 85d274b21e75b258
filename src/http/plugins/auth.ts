import type { FastifyRequest } from 'fastify';
import { actorFor, tokenOwner, type Actor, type TokenOwner } from '../../services/actor.ts';
import { unauthorized } from '../../services/errors.ts';
import { hashToken } from '../../services/secrets.ts';

/** `Authorization: Bearer <token>`; no header = public; any other scheme or an empty token = 401. */
export function bearerToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{1,200})\s*$/i.exec(header);
  if (!match) throw unauthorized('Malformed Authorization header: expected "Bearer <token>"');
  return match[1]!;
}

/** The secret a request presents: its Bearer token, else the token of a /play/:token or /gm/:token link. */
export function presentedToken(request: FastifyRequest): string | null {
  try {
    const bearer = bearerToken(request.headers.authorization);
    if (bearer !== null) return bearer;
  } catch {
    return null; // malformed header: the route answers 401 itself
  }
  const params = request.params as { token?: unknown } | undefined;
  const token = params?.token;
  return typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

const lookups = new WeakMap<FastifyRequest, { token: string; owner: Promise<TokenOwner | null> }>();

/**
 * The owner of the request's token, read from the database once per request (the rate limiter and the
 * route share the answer) and never across requests: a replaced token fails at once in every process.
 */
export function requestTokenOwner(request: FastifyRequest, token: string): Promise<TokenOwner | null> {
  const known = lookups.get(request);
  if (known?.token === token) return known.owner;
  const owner = tokenOwner(request.server.db, hashToken(token));
  lookups.set(request, { token, owner });
  return owner;
}

/** The caller's role in game `gameId` (GM, one of its players, or public). */
export async function actorOf(request: FastifyRequest, gameId: string): Promise<Actor> {
  const token = bearerToken(request.headers.authorization);
  if (token === null) return { role: 'public' };
  return actorFor(await requestTokenOwner(request, token), gameId);
}
