import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { gameLanguage } from '../../services/lifecycle-settings.ts';
import { seatLinks } from '../../services/player-links.ts';
import { loadGmView } from '../../services/web-gm-view.ts';
import { gmConsoleModel, type GmConsoleInput } from '../gm-console-model.ts';
import { linkOrigin } from '../link-origin.ts';
import { renderGmConsolePage, type GmNotice } from '../pages/gm-console-page.ts';
import { pageLanguage } from '../texts.ts';
import { gmLinkOr404 } from './link-owner.ts';
import { sendPage } from './page-reply.ts';

export type GmRequest = FastifyRequest<{ Params: { token: string } & Record<string, string>; Querystring: Record<string, unknown> }>;
export type FormFields = Record<string, string | string[]>;
const FormFieldsSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())])).catch({});

/** What a GM console form handler works with: the link's game, the page language, the posted fields, and `show`. */
export interface GmConsoleRequest {
  token: string;
  gameId: string;
  lang: 'es' | 'en';
  params: Record<string, string>;
  body: FormFields;
  /** The console (with every seat's link as the GM may see it again), a notice or what was refused. */
  show(status: number, extra: Partial<GmConsoleInput> & { notice?: GmNotice }): Promise<FastifyReply>;
}

/** The GM console behind a /gm/<token> link, or null after the "unknown link" page was sent. The one way to show it. */
export async function gmConsoleOf(app: FastifyInstance, request: GmRequest, reply: FastifyReply): Promise<GmConsoleRequest | null> {
  const link = await gmLinkOr404(app.db, request, reply);
  if (!link) return null;
  const { gameId, token } = link;
  const lang = pageLanguage(request.query, (await gameLanguage(app.db, gameId)) ?? 'es');
  const origin = linkOrigin(app, request);
  return {
    token,
    gameId,
    lang,
    params: request.params,
    body: FormFieldsSchema.parse(request.body ?? {}),
    async show(status, extra) {
      const view = await loadGmView(app.db, gameId);
      const links = await seatLinks(app.db, gameId, token);
      return sendPage(reply, status, renderGmConsolePage(gmConsoleModel({ view, links, lang, token, origin, notice: null, ...extra })));
    },
  };
}
