import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Language } from '../../i18n/index.ts';
import { ServiceError } from '../../services/errors.ts';
import { loadInvitation, requestSeat } from '../../services/invitations.ts';
import { playerLabel } from '../../services/ruleset-context.ts';
import { renderErrorPage } from '../pages/error-page.ts';
import { renderJoinPage } from '../pages/join-page.ts';
import type { ProblemView } from '../partials/problems.ts';
import { parseSchemaFormFields, schemaFormFields, wantsAnotherRow } from '../schema-form.ts';
import { serviceMessage } from '../service-message.ts';
import { pageLanguage, texts } from '../texts.ts';
import { urls, withLang } from '../urls.ts';
import { redirectSeeOther, sendPage } from './page-reply.ts';

type JoinRequest = FastifyRequest<{ Params: { code: string }; Querystring: Record<string, unknown> }>;
const Code = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
const FormFields = z.record(z.string(), z.union([z.string(), z.array(z.string())])).catch({});

function field(body: Record<string, string | string[]>, key: string): string {
  const value = body[key];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
}

/**
 * The shared invitation link (`/join/<code>`): anybody with it sees who is seated and asks for a free seat with
 * the ruleset's seat form; they are sent to their private link, which waits for the GM's approval.
 */
export function registerJoinPages(app: FastifyInstance): void {
  async function show(
    request: JoinRequest,
    reply: FastifyReply,
    status: number,
    extra: { name?: string; data?: unknown; posted?: Record<string, string | string[]>; problems?: ProblemView[] } = {},
  ) {
    const code = Code.safeParse(request.params.code);
    const invitation = code.success ? await loadInvitation(app.db, code.data) : null;
    if (!invitation) {
      const lang = pageLanguage(request.query, 'es');
      return sendPage(reply, 404, renderErrorPage(lang, `/join/${encodeURIComponent(request.params.code.slice(0, 200))}`, texts(lang)('player.notFound')));
    }
    const { game, ruleset, setup, players, pending } = invitation;
    const lang: Language = pageLanguage(request.query, game.language);
    const taken = [...players, ...pending.map((p) => ({ ...(p.data as Record<string, unknown>), id: `request:${p.id}`, name: p.name }))];
    const seatFieldsHtml = invitation.open
      ? schemaFormFields({
          schema: ruleset.playerSchema,
          value: extra.data ?? {},
          choices: ruleset.seatChoices?.(setup, taken, lang),
          lang,
          prefix: 'seat',
          omit: ['id', 'name'],
          posted: extra.posted,
        }).toString()
      : null;
    const seated = players.map((p) => {
      const name = (p as { name?: unknown }).name;
      return { name: typeof name === 'string' ? name : '', label: playerLabel(ruleset, p, lang) };
    });
    return sendPage(
      reply,
      status,
      renderJoinPage({
        lang,
        path: urls.join(code.data!),
        game: { name: game.name, rulesetName: ruleset.names[lang] },
        seated,
        pending: pending.length,
        seatFieldsHtml,
        name: extra.name ?? '',
        problems: extra.problems ?? [],
      }),
    );
  }

  app.get('/join/:code', { schema: { hide: true } }, async (request: JoinRequest, reply) => show(request, reply, 200));

  app.post('/join/:code', { schema: { hide: true } }, async (request: JoinRequest, reply) => {
    const code = Code.safeParse(request.params.code);
    const invitation = code.success ? await loadInvitation(app.db, code.data) : null;
    if (!invitation) return show(request, reply, 404);
    const lang: Language = pageLanguage(request.query, invitation.game.language);
    const t = texts(lang);
    const body = FormFields.parse(request.body ?? {});
    const name = field(body, 'name');
    const data = parseSchemaFormFields(invitation.ruleset.playerSchema, body, 'seat');
    const again = { name, data: data.ok ? data.value : {}, posted: body };
    if (wantsAnotherRow(body)) return show(request, reply, 200, again);
    if (!data.ok)
      return show(request, reply, 400, { ...again, problems: [{ path: 'seat', code: 'invalid_json', message: t('form.badJson', { message: data.message }) }] });
    const checked = z.string().trim().min(1).max(100).safeParse(name);
    if (!checked.success) return show(request, reply, 422, { ...again, problems: [{ path: 'name', code: 'required', message: t('join.name') }] });
    if (request.budgetRefusal)
      return show(request, reply, 429, { ...again, problems: [{ path: '', code: 'rate_limited', message: t('budget.join', request.budgetRefusal) }] });
    try {
      const { token } = await requestSeat(app.db, code.data!, { name: checked.data, data: (data.value ?? {}) as Record<string, unknown> });
      return redirectSeeOther(reply, withLang(urls.play(token), lang));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      const problems: ProblemView[] = error.details?.problems ?? [{ path: '', code: error.code, message: serviceMessage(t, error) }];
      return show(request, reply, error.status, { ...again, problems: problems.map((p) => invitation.ruleset.localizeProblem?.(p, lang) ?? p) });
    }
  });
}
