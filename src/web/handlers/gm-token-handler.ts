import type { FastifyInstance, FastifyRequest } from 'fastify';
import { linkOrigin } from '../link-origin.ts';
import { GM_TOKEN_TEXTS } from '../../i18n/gm-token.ts';
import { rotateGmToken } from '../../services/gm-rotate-token.ts';
import { html } from '../../engine/core/html.ts';
import { layout } from '../layout.ts';
import { pageLanguage } from '../texts.ts';
import { urls, withLang } from '../urls.ts';
import { gmLinkOr404 } from './link-owner.ts';
import { sendPage } from './page-reply.ts';

type GmRequest = FastifyRequest<{ Params: { token: string }; Querystring: Record<string, unknown> }>;

/** `POST /gm/:token/gm-token`: the console button. Shows the new console link once (no redirect: it is secret). */
export function registerGmTokenPage(app: FastifyInstance): void {
  app.post('/gm/:token/gm-token', { schema: { hide: true } }, async (request: GmRequest, reply) => {
    const link = await gmLinkOr404(app.db, request, reply);
    if (!link) return reply;
    const lang = pageLanguage(request.query, 'es');
    const { gmToken } = await rotateGmToken(app.db, { role: 'gm' }, link.gameId);
    const path = urls.gm(gmToken);
    const t = GM_TOKEN_TEXTS;
    const body = html`<h1>${t.doneTitle[lang]}</h1>
<div class="notice success" role="status"><p>${t.doneBody[lang]}</p>
<p><label for="gm-link">${t.title[lang]}</label> <input type="text" id="gm-link" readonly value="${linkOrigin(app, request)}${path}" class="copy-source"></p></div>
<p><a href="${withLang(path, lang)}">${t.open[lang]}</a></p>`;
    // The language links lead to the new console (this page answers POST only).
    return sendPage(reply, 200, layout({ lang, title: t.doneTitle[lang], body, path }));
  });
}
