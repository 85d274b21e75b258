import type { FastifyRequest } from 'fastify';
import { actorFor, tokenOwner, type Actor, type TokenOwner } from '../../services/actor.ts';
import { lookupSheetAccess, openSheetTarget, ownerOf, sheetTarget, type SheetAccessRow, type SheetTarget } from '../../services/sheet-access.ts';
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

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Routes under /api/games/:id/turns/:n that save or check the caller's sheet: the token is looked up together
     * with the game's header and turn n (one round trip: sheetTargetOf).
     */
    sheetAccess?: boolean;
  }
}

interface Lookup {
  owner: TokenOwner | null;
  /** With the owner, on sheet routes: the facts of the game and turn of the request's raw parameters. */
  access?: { gameId: string; n: string; row: SheetAccessRow };
}

const PLAIN_ID = /^[\x21-\x7e]{1,100}$/;
const PLAIN_TURN = /^[1-9]\d{0,5}$/;

const lookups = new WeakMap<FastifyRequest, { token: string; result: Promise<Lookup> }>();

function lookup(request: FastifyRequest, token: string): Promise<Lookup> {
  const known = lookups.get(request);
  if (known?.token === token) return known.result;
  const db = request.server.db;
  const params = (request.params ?? {}) as { id?: unknown; n?: unknown };
  const { id, n } = params;
  // Raw URL parameters (hooks run before validation): only plain ones go into the combined query; anything
  // else is refused by the route's validation after a plain token lookup.
  const result =
    request.routeOptions.config.sheetAccess === true && typeof id === 'string' && PLAIN_ID.test(id) && typeof n === 'string' && PLAIN_TURN.test(n)
      ? lookupSheetAccess(db, hashToken(token), id, n).then((row) => ({ owner: ownerOf(row), access: { gameId: id, n, row } }))
      : tokenOwner(db, hashToken(token)).then((owner) => ({ owner }));
  lookups.set(request, { token, result });
  return result;
}

/**
 * The owner of the request's token, read from the database once per request (the rate limiter and the
 * route share the answer) and never across requests: a replaced token fails at once in every process.
 */
export async function requestTokenOwner(request: FastifyRequest, token: string): Promise<TokenOwner | null> {
  return (await lookup(request, token)).owner;
}

/** The caller's role in game `gameId` (GM, one of its players, or public). */
export async function actorOf(request: FastifyRequest, gameId: string): Promise<Actor> {
  const token = bearerToken(request.headers.authorization);
  if (token === null) return { role: 'public' };
  return actorFor(await requestTokenOwner(request, token), gameId);
}

/**
 * Where a sheet route saves or checks the caller's sheet (player of game `gameId`, its open turn `n`): the token
 * and the facts are one query, shared with the rate limiter (routes with `config: { sheetAccess: true }`).
 */
export async function sheetTargetOf(request: FastifyRequest, gameId: string, n: number): Promise<SheetTarget> {
  const token = bearerToken(request.headers.authorization);
  if (token === null) return openSheetTarget(request.server.db, { role: 'public' }, gameId, n); // 401
  const { owner, access } = await lookup(request, token);
  const actor = actorFor(owner, gameId);
  // The facts were read with the raw parameters of the URL: used when they name the same game and turn.
  if (access && access.gameId === gameId && access.n === String(n)) return sheetTarget(request.server.db, actor, access.row, gameId, n);
  return openSheetTarget(request.server.db, actor, gameId, n);
}
