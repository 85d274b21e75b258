import type { FastifyRequest } from 'fastify';
import { authenticate, type Actor } from '../../services/actor.ts';
import { unauthorized } from '../../services/errors.ts';

/** `Authorization: Bearer <token>`; no header = public; any other scheme or an empty token = 401. */
export function bearerToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{1,200})\s*$/i.exec(header);
  if (!match) throw unauthorized('Malformed Authorization header: expected "Bearer <token>"');
  return match[1]!;
}

/** The caller's role in game `gameId` (GM, one of its players, or public). */
export function actorOf(request: FastifyRequest, gameId: string): Promise<Actor> {
  return authenticate(request.server.db, gameId, bearerToken(request.headers.authorization));
}
