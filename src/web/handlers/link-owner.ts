import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { findGameIdByGmToken } from '../../services/web-gm-view.ts';
import { findPlayerByToken, TOKEN_PATTERN } from '../../services/web-player-view.ts';
import { findJoinRequestByToken } from '../../services/invitations.ts';
import { renderJoinRequestPage } from '../pages/join-page.ts';
import { renderErrorPage } from '../pages/error-page.ts';
import { acceptedLanguage, pageLanguage, texts } from '../texts.ts';
import { urls } from '../urls.ts';
import { sendPage } from './page-reply.ts';

/** What a /gm/<token> or /play/<token> handler receives: the link's token (and maybe ?lang=). */
interface LinkRequest {
  params: { token: string };
  query: unknown;
  headers: { 'accept-language'?: string | undefined };
}

/** An unknown link's page speaks ?lang=, else the browser's language (Accept-Language), else Spanish. */
const unknownLinkLanguage = (request: LinkRequest) => pageLanguage(request.query, acceptedLanguage(request.headers['accept-language']) ?? 'es');

const Token = z.string().max(300);

/** The game behind a GM link, or null after sending the "unknown link" page (in ?lang=, else the browser's language). */
export async function gmLinkOr404(db: Db, request: LinkRequest, reply: FastifyReply): Promise<{ gameId: string; token: string } | null> {
  const token = Token.parse(request.params.token);
  const gameId = await findGameIdByGmToken(db, token);
  if (gameId) return { gameId, token };
  const lang = unknownLinkLanguage(request);
  sendPage(reply, 404, renderErrorPage(lang, urls.gm(token), texts(lang)('gm.notFound')));
  return null;
}

/** The player behind a player link, or null after sending the "unknown link" page (in ?lang=, else the browser's language). */
export async function playerLinkOr404(
  db: Db,
  request: LinkRequest,
  reply: FastifyReply,
): Promise<{ player: { id: string; gameId: string }; token: string } | null> {
  const token = Token.parse(request.params.token);
  const player = await findPlayerByToken(db, token);
  if (player) return { player, token };
  // A link handed out by the invitation page, still waiting for the GM (or declined): say so, not "unknown".
  const joining = TOKEN_PATTERN.test(token) ? await findJoinRequestByToken(db, token) : null;
  if (joining) {
    sendPage(reply, 200, renderJoinRequestPage(pageLanguage(request.query, joining.game.language), urls.play(token), joining));
    return null;
  }
  const lang = unknownLinkLanguage(request);
  sendPage(reply, 404, renderErrorPage(lang, urls.play(token), texts(lang)('player.notFound')));
  return null;
}
