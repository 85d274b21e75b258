import { gmConsoleOf, type GmRequest } from './gm-console-reply.ts';
import { parseLocalInZone } from '../../time/time-zone.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ServiceError } from '../../services/errors.ts';
import { addAdjustment } from '../../services/gm-adjustments.ts';
import { changeDeadline, pauseGame, resumeGame, type DeadlineChange } from '../../services/gm-clock.ts';
import { replacePlayer } from '../../services/gm-replace-player.ts';
import { revertToTurn } from '../../services/gm-revert.ts';
import { currentNotify, SettingsBody, updateLifecycleSettings } from '../../services/lifecycle-settings.ts';
import { loadGameContext } from '../../services/published/game-context.ts';
import { type GmConsoleInput } from '../gm-console-model.ts';
import { describeIssues, parseSchemaFormFields, wantsAnotherRow } from '../schema-form.ts';
import { loadGmView } from '../../services/web-gm-view.ts';

import { type GmNotice } from '../pages/gm-console-page.ts';
import type { ProblemView } from '../partials/problems.ts';
import { serviceMessage } from '../service-message.ts';
import { texts } from '../texts.ts';
import { urls, withLang } from '../urls.ts';
import { redirectSeeOther } from './page-reply.ts';

type FormBody = Record<string, string | string[]>;

const GM = { role: 'gm' } as const;

function field(body: FormBody, key: string): string {
  const value = body[key];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
}
const number = (text: string) => (text === '' ? undefined : Number(text));

/**
 * GM console forms of the turn lifecycle (pause/resume, deadline, corrections, undo, settings, replace a
 * player). They call the same services as the API routes in src/http/routes/gm-tools.ts; success redirects
 * back to the console with a notice, a refusal shows the console with the reason.
 */
export function registerGmLifecyclePages(app: FastifyInstance): void {
  const gmOf = (request: GmRequest, reply: FastifyReply) => gmConsoleOf(app, request, reply);

  /** Runs a GM action: redirect with `notice` on success, the console with the reason on a refusal. */
  function gmAction(path: string, notice: GmNotice, run: (gm: NonNullable<Awaited<ReturnType<typeof gmOf>>>) => Promise<unknown>) {
    app.post(path, { schema: { hide: true } }, async (request: GmRequest, reply) => {
      const gm = await gmOf(request, reply);
      if (!gm) return reply;
      try {
        await run(gm);
        return redirectSeeOther(reply, withLang(urls.gm(gm.token), gm.lang, { notice: notice ?? '' }));
      } catch (error) {
        if (error instanceof BadForm) return gm.show(400, { problems: error.problems, ...error.input });
        if (error instanceof ShowAgain) return gm.show(200, error.input);
        if (!(error instanceof ServiceError)) throw error;
        const problems = error.details?.problems;
        return gm.show(error.status, problems ? { problems } : { error: serviceMessage(texts(gm.lang), error) });
      }
    });
  }

  gmAction('/gm/:token/pause', 'paused', (gm) => pauseGame(app.db, GM, gm.gameId, app.lifecycle));
  gmAction('/gm/:token/resume', 'resumed', (gm) => resumeGame(app.db, GM, gm.gameId, app.lifecycle));

  gmAction('/gm/:token/deadline', 'deadline', async (gm) => {
    const raw = field(gm.body, 'deadline');
    const { timeZone } = await loadGameContext(app.db, gm.gameId);
    const hours = number(field(gm.body, 'extendHours'));
    let change: DeadlineChange;
    if (raw !== '') {
      const deadline = parseLocalInZone(raw, timeZone); // the form's local time is the game's time zone
      if (!deadline) throw new BadForm([{ path: 'deadline', code: 'invalid_date', message: texts(gm.lang)('gm.badDeadline') }]);
      change = { deadline };
    } else if (hours !== undefined && Number.isFinite(hours) && hours > 0 && hours <= 2160) change = { extendHours: hours };
    else throw new BadForm([{ path: 'extendHours', code: 'invalid', message: texts(gm.lang)('gm.badDeadline') }]);
    return changeDeadline(app.db, GM, gm.gameId, change, app.lifecycle);
  });

  /** A correction of the ruleset's kinds, typed in the form generated from its correction schema, with a reason. */
  // A refusal is shown in the corrections form, with the correction and the reason as typed, every problem at once.
  gmAction('/gm/:token/adjustments', 'adjusted', async (gm) => {
    const t = texts(gm.lang);
    const reason = field(gm.body, 'reason');
    const missingReason: ProblemView[] =
      reason === '' ? [{ path: 'reason', code: 'required', label: t('gm.lc.reason'), message: t('gm.lc.reasonRequired') }] : [];
    const { ruleset } = await loadGameContext(app.db, gm.gameId);
    const schema = ruleset.adjustmentSchema ?? z.unknown();
    const typed = parseSchemaFormFields(schema, gm.body, 'correction');
    if (!typed.ok)
      throw new BadForm([...missingReason, { path: 'correction', code: 'invalid_json', message: t('form.badJson', { message: typed.message }) }], {
        problemsAt: 'correction',
        reason,
      });
    const fields = typeof typed.value === 'object' && typed.value !== null ? (typed.value as Record<string, unknown>) : {};
    if (wantsAnotherRow(gm.body)) throw new ShowAgain({ correctionValue: fields, posted: gm.body });
    const kept = { problemsAt: 'correction', reason, correctionValue: fields } as const;
    const checked = schema.safeParse(fields);
    if (!checked.success || missingReason.length > 0) {
      const view = await loadGmView(app.db, gm.gameId);
      const choices =
        view.state !== null && view.state !== undefined ? ruleset.adjustmentChoices?.(view.ctx.setup, view.ctx.players, view.state, gm.lang) : undefined;
      const described = checked.success ? { errors: [], problems: [] } : describeIssues(schema, checked.error.issues, gm.lang, choices);
      throw new BadForm([...described.problems, ...missingReason], { ...kept, fieldErrors: { form: 'correction', errors: described.errors } });
    }
    try {
      return await addAdjustment(app.db, GM, gm.gameId, { ...fields, reason } as Parameters<typeof addAdjustment>[3]);
    } catch (error) {
      if (error instanceof ServiceError && error.details?.problems) throw new BadForm(error.details.problems, kept);
      throw error;
    }
  });

  gmAction('/gm/:token/revert', 'reverted', (gm) => {
    const turn = z.coerce.number().int().min(1).max(100_000).safeParse(field(gm.body, 'turn'));
    if (!turn.success) throw new BadForm([{ path: 'turn', code: 'invalid', message: 'turn' }]);
    return revertToTurn(app.db, GM, gm.gameId, { turn: turn.data }, app.lifecycle);
  });

  gmAction('/gm/:token/settings', 'settings', async (gm) => {
    const stored = await currentNotify(app.db, gm.gameId);
    const policy = field(gm.body, 'policy');
    const civil = number(field(gm.body, 'civilDisorderAfter'));
    const webhookUrl = field(gm.body, 'webhookUrl');
    const reminderHours = number(field(gm.body, 'reminderHours'));
    const notify = { ...stored };
    delete notify.webhookUrl;
    delete notify.reminderHours;
    const patch = SettingsBody.safeParse({
      deadlinePolicy:
        policy === 'duration'
          ? { kind: 'duration', hours: number(field(gm.body, 'hours')) }
          : policy === 'weekly'
            ? { kind: 'weekly', weekday: number(field(gm.body, 'weekday')), time: field(gm.body, 'time'), timeZone: field(gm.body, 'timeZone') || 'UTC' }
            : null,
      nmrPolicy:
        field(gm.body, 'nmr') === 'extend'
          ? { kind: 'extend', hours: number(field(gm.body, 'nmrHours')), ...(civil ? { civilDisorderAfter: civil } : {}) }
          : { kind: 'none', ...(civil ? { civilDisorderAfter: civil } : {}) },
      readyEarly: field(gm.body, 'readyEarly') === '1',
      ...(field(gm.body, 'timeZone') ? { timeZone: field(gm.body, 'timeZone') } : {}),
      notify: { ...notify, ...(webhookUrl ? { webhookUrl } : {}), ...(reminderHours ? { reminderHours } : {}) },
    });
    if (!patch.success) {
      throw new BadForm(patch.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), code: issue.code, message: issue.message })));
    }
    return updateLifecycleSettings(app.db, GM, gm.gameId, patch.data, app.lifecycle.webhooks);
  });

  app.post('/gm/:token/players/:pid/replace', { schema: { hide: true } }, async (request: GmRequest, reply) => {
    const gm = await gmOf(request, reply);
    if (!gm) return reply;
    const pid = z.string().min(1).max(100).parse(request.params.pid);
    try {
      await replacePlayer(app.db, GM, gm.token, gm.gameId, pid, {}, app.lifecycle);
      // The new link is derived from the GM link: the console shows it in the seat's row (player-links.ts).
      return redirectSeeOther(reply, withLang(urls.gm(gm.token), gm.lang, { notice: 'new_link', seat: pid }));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return gm.show(error.status, { error: serviceMessage(texts(gm.lang), error) });
    }
  });
}

/** The form asked for another row of a list: show the console again with what was typed, change nothing. */
class ShowAgain extends Error {
  constructor(readonly input: Partial<GmConsoleInput>) {
    super('show again');
  }
}

class BadForm extends Error {
  constructor(
    readonly problems: ProblemView[],
    readonly input: Partial<GmConsoleInput> = {},
  ) {
    super('bad form');
  }
}
