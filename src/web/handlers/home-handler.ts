import type { FastifyInstance } from 'fastify';
import { RULESETS } from '../../engine/registry.ts';
import type { Language } from '../../i18n/index.ts';
import { renderHomePage } from '../pages/home-page.ts';
import { pageLanguage } from '../texts.ts';
import { sendPage } from './page-reply.ts';

/** The browser's first language we speak (Accept-Language), else Spanish. */
function preferredLanguage(header: string | undefined): Language {
  const first = (header ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'en' ? 'en' : 'es';
}

/** The front door: `/` (a page, never the API's JSON 404) and `/favicon.ico` for browsers that ask for it. */
export function registerHomePage(app: FastifyInstance): void {
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const lang = pageLanguage(request.query, preferredLanguage(request.headers['accept-language']));
    const rulesets = Object.values(RULESETS).map((r) => ({ id: r.id, name: r.names[lang], summary: r.summary?.[lang] ?? '' }));
    return sendPage(reply, 200, renderHomePage({ lang, rulesets }));
  });
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/assets/favicon.svg', 301));
}
