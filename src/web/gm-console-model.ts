import { localText } from '../engine/core/catalogue.ts';
import type { DiceRoll } from '../engine/dice/index.ts';
import { formatDiceResult } from '../engine/dice/format.ts';
import { html } from '../engine/core/html.ts';
import { italic, type Inline } from '../engine/core/document.ts';
import type { Language } from '../i18n/index.ts';
import { labelOf } from '../services/published/game-context.ts';
import { mapSvg, positionDocument } from '../services/published/views.ts';
import { renderHtml } from '../reports/render-html.ts';
import type { GmView } from '../services/web-gm-view.ts';
import type { GmConsolePageModel, GmNotice, GmPlayerView, ProblemsAt } from './pages/gm-console-page.ts';
import type { ProblemView } from './partials/problems.ts';
import { correctionInWords, correctionVocabulary, type CorrectionVocabulary } from './audit-text.ts';
import { schemaFormFields, type FieldError } from './schema-form.ts';
import { texts } from './texts.ts';
import { urls, versioned, withLang } from './urls.ts';
import type { SeatLinkState } from '../services/player-links.ts';

export interface GmConsoleInput {
  view: GmView;
  /** Each seat's link as the GM may see it again (player-links.ts). */
  links?: ReadonlyMap<string, SeatLinkState>;
  /** The seat just seated or given a new link: its link is shown up front. */
  inviteSeat?: string;
  /** A refused text entered for a player: the player, as typed, and its problems. */
  enterOrders?: { player: string; value: string; problems: string[] };
  lang: Language;
  token: string;
  origin: string;
  notice: GmNotice;
  invites?: { playerName: string; token: string }[];
  newConsole?: string | null;
  problems?: ProblemView[];
  /** The form the problems are about: they are shown in its section (absent: the console's general place). */
  problemsAt?: ProblemsAt;
  /** A refused correction or setup change: the reason as typed. */
  reason?: string;
  error?: string | null;
  /** What the GM typed in a refused form, shown again. */
  seatValue?: { name: string; email: string; data: unknown };
  setupValue?: unknown;
  /** After the start: the setup correction form is drawn when asked for (`?setup=1`), not on every console load. */
  showSetup?: boolean;
  gmInputValue?: unknown;
  correctionValue?: unknown;
  fieldErrors?: { form: 'seat' | 'setup' | 'gm' | 'correction'; errors: FieldError[] };
  /** A refused start: the deadline as typed and why. */
  start?: { deadline: string; error: string };
  /** The fields just posted ("add another row" re-draws the form with one more row). */
  posted?: Record<string, string | string[]> | null;
}

/** Free text as is; anything else as compact JSON (the GM reads every answer of the open step). */
function answerText(orders: unknown): string {
  if (typeof orders === 'object' && orders !== null && typeof (orders as { text?: unknown }).text === 'string') return (orders as { text: string }).text;
  return JSON.stringify(orders);
}

/** The link of the seat just seated or given a new one, named as the game shows it ("Label (name)"). */
function inviteOfSeat(
  input: GmConsoleInput,
  rows: readonly { id: string; name: string }[],
  label: (id: string) => string,
): { playerName: string; token: string }[] {
  const state = input.inviteSeat ? input.links?.get(input.inviteSeat) : undefined;
  const row = rows.find((r) => r.id === input.inviteSeat);
  if (state?.kind !== 'link' || !row) return [];
  const shown = label(row.id);
  return [{ playerName: shown && shown !== row.name ? `${shown} (${row.name})` : row.name, token: state.token }];
}

function linkView(state: SeatLinkState | undefined, origin: string): GmPlayerView['link'] {
  if (!state) return null;
  return { kind: state.kind, opened: state.opened, ...(state.kind === 'link' ? { url: `${origin}${urls.play(state.token)}` } : {}) };
}

/**
 * The corrections waiting for the open turn, each a sentence (issue 37): the ruleset's own words, as its report
 * will print them; else the corrections form's labels. Never the stored `{kind, data}`.
 */
function pendingCorrections(view: GmConsoleInput['view'], lang: Language, vocabulary: CorrectionVocabulary | null): Inline[][] {
  const { ctx } = view;
  const players = ctx.rows.map((row) => ({ id: row.id, name: row.name, label: labelOf(ctx, row.id, lang) }));
  return (view.lifecycle?.pending ?? []).map((correction) => {
    if (ctx.ruleset.describeCorrection) {
      try {
        return ctx.ruleset.describeCorrection(ctx.setup, ctx.players, correction, lang);
      } catch {
        // a stored correction the ruleset cannot word any more (an old format): the form's words below
      }
    }
    return [correctionInWords(correction, { lang, players, corrections: vocabulary }), ' — ', italic(correction.reason)];
  });
}

export function gmConsoleModel(input: GmConsoleInput): GmConsolePageModel {
  const { view, lang } = input;
  const t = texts(lang);
  const { ctx } = view;
  const ruleset = ctx.ruleset;
  const label = (id: string) => labelOf(ctx, id, lang);
  const asked = new Set((view.step?.requests ?? []).map((r) => r.player));
  const submitted = new Set(view.sheets.map((s) => s.playerId));
  const errorsFor = (form: 'seat' | 'setup' | 'gm' | 'correction') => (input.fieldErrors?.form === form ? input.fieldErrors.errors : []);
  const phase = view.state !== null && view.state !== undefined ? ruleset.phase?.(ctx.setup, view.state) : undefined;
  const seated = ctx.players;

  const seatFieldsHtml =
    ctx.status === 'setup'
      ? html`<div class="field"><label for="seat-name">${t('gm.seatName')}</label><input type="text" id="seat-name" name="name" value="${input.seatValue?.name ?? ''}" maxlength="100" autocomplete="off" required></div>
<div class="field"><label for="seat-email">${t('gm.seatEmail')}</label><input id="seat-email" name="email" type="email" value="${input.seatValue?.email ?? ''}" maxlength="320" autocomplete="off"></div>
${schemaFormFields({
  schema: ruleset.playerSchema,
  value: input.seatValue?.data ?? {},
  choices: ruleset.seatChoices?.(ctx.setup, seated, lang),
  errors: errorsFor('seat'),
  lang,
  prefix: 'seat',
  omit: ['id', 'name'],
  posted: input.posted,
})}`.toString()
      : null;

  // Before the start the setup is edited here. Afterwards its correction (rare, audited) is drawn only when the GM
  // opens it or it was just posted: a map game's setup form holds every area's fields (up to ~0.9 MB of HTML) that
  // every console load, on a phone too, would otherwise carry.
  const setupDrawn = ctx.status === 'setup' || input.showSetup === true || input.problemsAt === 'setup' || input.setupValue !== undefined;
  const setupFieldsHtml = setupDrawn
    ? schemaFormFields({
        schema: ruleset.setupSchema,
        value: input.setupValue ?? ctx.setup,
        errors: errorsFor('setup'),
        lang,
        prefix: 'setup',
        posted: input.posted,
      }).toString()
    : null;

  const gmInputHtml =
    ruleset.gmInputSchema && view.state !== null && view.state !== undefined
      ? schemaFormFields({
          schema: ruleset.gmInputSchema,
          value: input.gmInputValue ?? {},
          choices: ruleset.gmInputChoices?.(ctx.setup, ctx.players, view.state, lang),
          errors: errorsFor('gm'),
          lang,
          prefix: 'gm',
          posted: input.posted,
        }).toString()
      : null;

  const correctionChoices =
    ruleset.adjustmentSchema && view.state !== null && view.state !== undefined
      ? ruleset.adjustmentChoices?.(ctx.setup, ctx.players, view.state, lang)
      : undefined;
  const correctionFieldsHtml =
    ruleset.adjustmentSchema && view.state !== null && view.state !== undefined
      ? schemaFormFields({
          schema: ruleset.adjustmentSchema,
          value: input.correctionValue ?? {},
          choices: correctionChoices,
          errors: errorsFor('correction'),
          lang,
          prefix: 'correction',
          posted: input.posted,
        }).toString()
      : null;

  const resolved = view.turns.filter((turn) => turn.status === 'resolved');
  const svg = mapSvg(ctx, view.state, lang, { role: 'gm' }, resolved.length);
  const positionDoc = positionDocument(ctx, view.state, { role: 'gm' }, lang);
  return {
    lang,
    path: urls.gm(input.token),
    origin: input.origin,
    game: { id: ctx.id, name: ctx.name, rulesetName: ruleset.names[lang], language: ctx.language, status: ctx.status, publicUrl: urls.publicGame(ctx.id) },
    turn: view.openTurn
      ? { number: view.openTurn.number, deadline: view.openTurn.deadline?.toISOString() ?? null, phase: phase ? localText(phase.name, lang) : null }
      : null,
    players: ctx.rows.map((row) => ({
      id: row.id,
      seat: row.seat,
      name: row.name,
      label: label(row.id),
      asked: asked.has(row.id),
      submitted: view.openTurn ? submitted.has(row.id) : null,
      link: linkView(input.links?.get(row.id), input.origin),
    })),
    notice: input.notice,
    invites: [...(input.invites ?? []), ...inviteOfSeat(input, ctx.rows, label)].map((invite) => ({
      playerName: invite.playerName,
      path: urls.play(invite.token),
    })),
    newConsole: input.newConsole ?? null,
    problems: input.problems ?? [],
    problemsAt: input.problemsAt ?? null,
    reason: input.reason ?? '',
    error: input.error ?? null,
    start: input.start ?? null,
    enterOrders:
      ruleset.orderText && view.openTurn && ctx.status !== 'finished' && asked.size > 0
        ? {
            players: ctx.rows.filter((row) => asked.has(row.id)).map((row) => ({ id: row.id, label: label(row.id) })),
            player: input.enterOrders?.player ?? '',
            value: input.enterOrders?.value ?? '',
            problems: input.enterOrders?.problems ?? [],
          }
        : null,
    seatFieldsHtml,
    timeZone: ctx.timeZone,
    joining: view.joining
      ? {
          url: view.joining.code ? `${input.origin}${urls.join(view.joining.code)}` : null,
          requests: view.joining.requests.map((r) => {
            const data = { ...(r.data as Record<string, unknown>), id: `request:${r.id}`, name: r.name };
            const parsed = ruleset.playerSchema.safeParse(data);
            return { id: r.id, name: r.name, label: parsed.success ? (ruleset.playerLabel?.(parsed.data, lang) ?? r.name) : r.name };
          }),
        }
      : null,
    setupFieldsHtml,
    setupLink: setupDrawn || ctx.status === 'finished' ? null : `${withLang(urls.gm(input.token), lang, { setup: '1' })}#setup-title`,
    gmInputHtml,
    // The GM reads the answers where the GM adjudicates (games with GM input); elsewhere only who has sent.
    readsAnswers: ruleset.gmInputSchema !== undefined,
    answers: ruleset.gmInputSchema ? view.sheets.map((sheet) => ({ label: label(sheet.playerId), text: answerText(sheet.orders) })) : [],
    rolls: view.rolls.map((row) => {
      const record = row.record as unknown as DiceRoll;
      const who = row.actor.startsWith('player:') ? label(row.actor.slice('player:'.length)) : t('dice.gm');
      const line = t('dice.line', { who, expr: row.expr, reason: row.reason, result: formatDiceResult(record.result, lang), counter: row.counter + 1 });
      return row.private ? `${line} 🔒` : line;
    }),
    correctionFieldsHtml,
    corrections: correctionVocabulary(ruleset.adjustmentSchema, correctionChoices, lang),
    pendingCorrections: pendingCorrections(view, lang, correctionVocabulary(ruleset.adjustmentSchema, correctionChoices, lang)),
    mapSvg: svg === null ? null : svg.replace(/^\s*<\?xml[^>]*\?>\s*/, '').replace(/^\s*<!DOCTYPE[^>]*>\s*/i, ''),
    positionHtml: positionDoc ? renderHtml(positionDoc, { title: false, headingTag: 'h3', tableSections: true }) : null,
    campaign:
      ctx.status === 'finished' &&
      ruleset.campaign !== undefined &&
      !(view.state !== null && view.state !== undefined && ruleset.campaign.ended?.(ctx.setup, ctx.players, view.state)),
    reports: resolved.map((turn) => {
      const own = (path: string) => versioned(path, view.versions.turns[turn.number]);
      return {
        turn: turn.number,
        url: versioned(urls.publicReport(ctx.id, turn.number), view.versions.pages),
        formats: {
          html: own(urls.reportFormat(ctx.id, turn.number, 'html')),
          bbcode: own(urls.reportFormat(ctx.id, turn.number, 'bbcode')),
          markdown: own(urls.reportFormat(ctx.id, turn.number, 'md')),
          short: own(`${urls.reportFormat(ctx.id, turn.number, 'md')}?short=1`),
        },
      };
    }),
    lifecycle: view.lifecycle,
  };
}
