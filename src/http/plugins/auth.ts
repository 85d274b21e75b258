import type { FastifyRequest } from 'fastify';
import { actorFor, tokenOwner, type Actor, type TokenOwner } from '../../services/actor.ts';
import {
  lookupSheetAccess,
  openSheetTarget,
  ownerOf,
  sheetTarget,
  type RememberedSheetTarget,
  type SheetAccessRow,
  type SheetTarget,
} from '../../services/sheet-access.ts';
import { sheetHints } from '../../services/sheet-hints.ts';
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
     * with the game's header and turn n (one round trip: sheetTargetOf). `'save'`: the order save, which may
     * start from the facts this process remembers for the token and re-check them in its statement
     * (sheetSaveTargetOf).
     */
    sheetAccess?: boolean | 'save';
  }
}

interface Lookup {
  owner: TokenOwner | null;
  /** With the owner, on sheet routes: the facts of the game and turn of the request's raw parameters. */
  access?: { gameId: string; n: string; row: SheetAccessRow };
  /** Instead, on the save route: the target remembered for the token (checked by the save's statement). */
  remembered?: SheetTarget;
}

const PLAIN_ID = /^[\x21-\x7e]{1,100}$/;
const PLAIN_TURN = /^[1-9]\d{0,5}$/;

const lookups = new WeakMap<FastifyRequest, { token: string; tokenHash: string; result: Promise<Lookup> }>();

function lookup(request: FastifyRequest, token: string): { tokenHash: string; result: Promise<Lookup> } {
  const known = lookups.get(request);
  if (known?.token === token) return known;
  const db = request.server.db;
  const tokenHash = hashToken(token);
  const sheetAccess = request.routeOptions.config.sheetAccess;
  const params = (request.params ?? {}) as { id?: unknown; n?: unknown };
  const { id } = params;
  // Raw URL parameters when a hook asks first (the rate limiter runs before validation), validated ones (n a
  // number) when the route does: only plain ones go into the combined query; anything else is refused by the
  // route's validation after a plain token lookup.
  const n = typeof params.n === 'number' && Number.isSafeInteger(params.n) ? String(params.n) : params.n;
  const plain = typeof id === 'string' && PLAIN_ID.test(id) && typeof n === 'string' && PLAIN_TURN.test(n);
  const remembered = plain && sheetAccess === 'save' ? sheetHints.recall(db, tokenHash, id, n) : undefined;
  const result: Promise<Lookup> = remembered
    ? Promise.resolve({ owner: { gameId: remembered.game.id, playerId: remembered.playerId }, remembered })
    : plain && sheetAccess
      ? lookupSheetAccess(db, tokenHash, id, n).then((row) => ({ owner: ownerOf(row), access: { gameId: id, n, row } }))
      : tokenOwner(db, tokenHash).then((owner) => ({ owner }));
  const entry = { token, tokenHash, result };
  lookups.set(request, entry);
  return entry;
}

/**
 * The owner of the request's token, read from the database once per request (the rate limiter and the
 * route share the answer) and never across requests: a replaced token fails at once in every process. (On the
 * order save route it may be the remembered owner: the save's statement checks it, sheetSaveTargetOf.)
 */
export async function requestTokenOwner(request: FastifyRequest, token: string): Promise<TokenOwner | null> {
  return (await lookup(request, token).result).owner;
}

/** The hash of `token` when it is a valid token (the lookup above, shared with the route), else null. */
export async function validTokenHash(request: FastifyRequest, token: string): Promise<string | null> {
  const { tokenHash, result } = lookup(request, token);
  return (await result).owner ? tokenHash : null;
}

/** The caller's role in game `gameId` (GM, one of its players, or public). */
export async function actorOf(request: FastifyRequest, gameId: string): Promise<Actor> {
  const token = bearerToken(request.headers.authorization);
  if (token === null) return { role: 'public' };
  return actorFor(await requestTokenOwner(request, token), gameId);
}

/**
 * Where a sheet route saves or checks the caller's sheet (player of game `gameId`, its open turn `n`): the token
 * and the facts are one query, shared with the rate limiter (routes with `config: { sheetAccess: true }`). A
 * target the database confirmed is remembered for the token's next save.
 */
export async function sheetTargetOf(request: FastifyRequest, gameId: string, n: number): Promise<SheetTarget> {
  const token = bearerToken(request.headers.authorization);
  if (token === null) return openSheetTarget(request.server.db, { role: 'public' }, gameId, n); // 401
  const { tokenHash, result } = lookup(request, token);
  const { owner, access, remembered } = await result;
  // The facts were read with the raw parameters of the URL: used when they name the same game and turn.
  if (remembered || !access || access.gameId !== gameId || access.n !== String(n)) return confirmedTarget(request, tokenHash, gameId, n);
  return rememberedIfConfirmed(request, tokenHash, gameId, n, sheetTarget(request.server.db, actorFor(owner, gameId), access.row, gameId, n));
}

/**
 * The order save's target: the remembered one when this process has it for the token (its facts are re-checked
 * by the save's statement, submit-orders.ts), otherwise as sheetTargetOf.
 */
export async function sheetSaveTargetOf(request: FastifyRequest, gameId: string, n: number): Promise<SheetTarget | RememberedSheetTarget> {
  const token = bearerToken(request.headers.authorization);
  if (token !== null) {
    const { tokenHash, result } = lookup(request, token);
    const { remembered } = await result;
    if (remembered && remembered.game.id === gameId && remembered.turn.number === n) {
      return { remembered, tokenHash, confirm: () => confirmedTarget(request, tokenHash, gameId, n) };
    }
  }
  return sheetTargetOf(request, gameId, n);
}

/** The facts as the database answers them now (one round trip), remembered when they make a target. */
async function confirmedTarget(request: FastifyRequest, tokenHash: string, gameId: string, n: number): Promise<SheetTarget> {
  const db = request.server.db;
  const row = await lookupSheetAccess(db, tokenHash, gameId, n);
  return rememberedIfConfirmed(request, tokenHash, gameId, n, sheetTarget(db, actorFor(ownerOf(row), gameId), row, gameId, n));
}

async function rememberedIfConfirmed(
  request: FastifyRequest,
  tokenHash: string,
  gameId: string,
  n: number,
  target: Promise<SheetTarget>,
): Promise<SheetTarget> {
  const db = request.server.db;
  try {
    const confirmed = await target;
    sheetHints.remember(db, tokenHash, confirmed);
    return confirmed;
  } catch (error) {
    sheetHints.forget(db, tokenHash, gameId, n);
    throw error;
  }
}
