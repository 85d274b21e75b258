import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { EMAIL_CONFIRM_TEXTS } from '../../i18n/email-confirm.ts';
import { format, type Language } from '../../i18n/index.ts';
import { confirmEmail, findConfirmation } from '../../services/email-confirmation.ts';
import { sendPage } from '../../web/handlers/page-reply.ts';
import { html } from '../../engine/core/html.ts';
import { layout } from '../../web/layout.ts';
import { pageLanguage } from '../../web/texts.ts';

type ConfirmRequest = FastifyRequest<{ Params: { token: string }; Querystring: Record<string, unknown> }>;

/**
 * The e-mail confirmation link: GET shows what is being confirmed and a button; only the POST confirms
 * (link checkers and mail scanners fetch links with GET). The token is redacted from logs like invite links.
 */
export const emailConfirmRoutes: FastifyPluginAsync = async (app) => {
  await app.register(formbody, { bodyLimit: 1024 });

  const page = (request: ConfirmRequest, status: number, lang: Language, text: string, withForm: boolean) => {
    const t = EMAIL_CONFIRM_TEXTS;
    const path = `/confirm-email/${request.params.token}`;
    const body = html`<h1>${t.pageTitle[lang]}</h1>
<p>${text}</p>
${withForm ? html`<form method="post" action="${path}?lang=${lang}"><button type="submit" class="primary">${t.pageButton[lang]}</button></form>` : ''}`;
    return { status, html: layout({ lang, title: t.pageTitle[lang], body, path }) };
  };

  app.get('/confirm-email/:token', { schema: { hide: true } }, async (request: ConfirmRequest, reply) => {
    const found = await findConfirmation(app.db, String(request.params.token));
    const lang = pageLanguage(request.query, found?.language ?? 'es');
    const t = EMAIL_CONFIRM_TEXTS;
    const shown = !found
      ? page(request, 404, lang, t.pageUnknown[lang], false)
      : found.confirmed
        ? page(request, 200, lang, format(t.pageDone[lang], { address: found.address, game: found.gameName }), false)
        : page(request, 200, lang, format(t.pageAsk[lang], { address: found.address, game: found.gameName }), true);
    return sendPage(reply, shown.status, shown.html);
  });

  app.post('/confirm-email/:token', { schema: { hide: true } }, async (request: ConfirmRequest, reply) => {
    const confirmed = await confirmEmail(app.db, String(request.params.token), app.lifecycle.clock.now());
    const lang = pageLanguage(request.query, confirmed?.language ?? 'es');
    const t = EMAIL_CONFIRM_TEXTS;
    const shown = confirmed
      ? page(request, 200, lang, format(t.pageDone[lang], { address: confirmed.address, game: confirmed.gameName }), false)
      : page(request, 404, lang, t.pageUnknown[lang], false);
    return sendPage(reply, shown.status, shown.html);
  });
};
