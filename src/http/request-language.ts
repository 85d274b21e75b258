import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '../i18n/index.ts';
import { currentHead } from '../services/published/publication-head.ts';
import { acceptedLanguage, pageLanguage } from '../web/texts.ts';
import { requestTokenOwner } from './plugins/auth.ts';

/** The language of the game a request is about: its `:id`, else the game of its `/play/:token` or `/gm/:token` link. */
async function gameLanguage(request: FastifyRequest): Promise<Language | null> {
  const params = (request.params ?? {}) as { id?: unknown; token?: unknown };
  // No route matched (404, 405): the same parts read from the path.
  const path = /^\/(?:(?:play|gm)\/(?<token>[A-Za-z0-9_-]{20,100})|games\/(?<id>[A-Za-z0-9-]{1,100}))(?:[/?]|$)/.exec(request.url)?.groups ?? {};
  const token = typeof params.token === 'string' ? params.token : path.token;
  let gameId = typeof params.id === 'string' ? params.id : (path.id ?? null);
  if (gameId === null && token !== undefined && /^[A-Za-z0-9_-]{20,100}$/.test(token)) {
    gameId = (await requestTokenOwner(request, token).catch(() => null))?.gameId ?? null;
  }
  if (gameId === null) return null;
  const language = await currentHead(request.server.db, gameId).then(
    (head) => head.language,
    () => null,
  );
  return language !== null && (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : null;
}

/**
 * The language of an error page: `?lang=` when given, else the game's (the page belongs to it), else the
 * browser's (`Accept-Language`), else Spanish (the pages' default).
 */
export async function requestLanguage(request: FastifyRequest): Promise<Language> {
  const asked = pageLanguage(request.query, 'es');
  if (asked !== 'es' || (request.query as { lang?: unknown } | undefined)?.lang === 'es') return asked;
  return (await gameLanguage(request)) ?? acceptedLanguage(request.headers['accept-language']) ?? 'es';
}
