import { localText } from '../engine/core/catalogue.ts';
import type { DiceRoll } from '../engine/dice/index.ts';
import { formatDiceResult } from '../engine/dice/format.ts';
import type { Language } from '../i18n/index.ts';
import { renderHtml } from '../reports/render-html.ts';
import { labelOf } from '../services/published/game-context.ts';
import { mapSvg, positionDocument } from '../services/published/views.ts';
import type { AnswerCheck, PlayerPageData } from '../services/web-player-view.ts';
import { answerFeedback } from './answer-feedback.ts';
import type { PlayerNotice, PlayerPageModel } from './pages/player-page.ts';
import { fieldId, fieldName } from './forms/paths.ts';
import { schemaFormFields, SCHEMA_FORM_SCRIPTS } from './schema-form.ts';
import { texts } from './texts.ts';
import { urls, versioned, withLang } from './urls.ts';

export interface PlayerPageInput {
  data: PlayerPageData;
  lang: Language;
  token: string;
  /** The form fields just posted (refused save, check, add rows), shown as typed; null on a plain visit. */
  posted: Record<string, string | string[]> | null;
  /** The answer those fields stand for (or the saved one), and its check. */
  answer: unknown;
  check: AnswerCheck | null;
  notice: PlayerNotice;
  latestReportHtml?: { turn: number; html: string } | null;
  /** A refused pasted text: as typed, and its problems (each naming its line). */
  text?: { value: string; problems: string[] };
}

/** The text box of a ruleset with a grammar, and the saved sheet as text (issue 36); null otherwise. */
function orderTextModel(input: PlayerPageInput, lang: Language): PlayerPageModel['orderText'] {
  const { data } = input;
  const grammar = data.ctx.ruleset.orderText;
  if (!grammar || !data.openTurn || !data.request || !data.step || data.state === null) return null;
  let saved: string | null = null;
  if (data.sheet) {
    try {
      saved = grammar.print(data.sheet.orders, { setup: data.step.setup, players: data.step.players, state: data.step.state, player: data.me.id, lang });
    } catch {
      saved = null; // an answer kind the grammar does not print: the form shows it
    }
  }
  return { value: input.text?.value ?? '', problems: input.text?.problems ?? [], saved };
}

/**
 * The map as the player sees it now: their own view of the current position, their targets marked while they
 * are asked for orders (the same map at the full-size link, /play/<token>/map.svg). Null without a map.
 */
export function playerMapSvg(data: PlayerPageData, lang: Language): string | null {
  const resolved = data.turns.filter((turn) => turn.status === 'resolved').length;
  const asked = data.openTurn !== null && data.request !== null && data.step !== null;
  return mapSvg(data.ctx, data.state, lang, data.viewer, resolved, undefined, asked);
}

const stripProlog = (svg: string) => svg.replace(/^\s*<\?xml[^>]*\?>\s*/, '').replace(/^\s*<!DOCTYPE[^>]*>\s*/i, '');

/** Text of an answer others may read (free text as is; anything else as compact JSON). */
function answerText(orders: unknown): string {
  if (typeof orders === 'object' && orders !== null && typeof (orders as { text?: unknown }).text === 'string') return (orders as { text: string }).text;
  return JSON.stringify(orders);
}

export function playerPageModel(input: PlayerPageInput): PlayerPageModel {
  const { data, lang } = input;
  const t = texts(lang);
  const { ctx, request } = data;
  const ruleset = ctx.ruleset;
  const label = (id: string) => labelOf(ctx, id, lang);
  const resolved = data.turns.filter((turn) => turn.status === 'resolved');
  const phase = data.state !== null && data.state !== undefined ? ruleset.phase?.(ctx.setup, data.state) : undefined;
  const errors = input.check?.errors ?? [];
  const isArraySheet = Array.isArray(input.answer);

  let formHtml: string | null = null;
  if (data.openTurn && request && data.step && data.state !== null) {
    // The answer drawn is the one checked (the posted form read back, or the saved sheet): its rows are the value's.
    const feedback = answerFeedback(input.check, input.answer);
    formHtml = schemaFormFields({
      schema: request.schema ?? ruleset.sheetSchema,
      value: input.answer,
      choices: { ...(ruleset.sheetChoices?.(data.step.setup, data.step.players, data.step.state, data.me.id, lang) ?? {}), ...(request.choices ?? {}) },
      errors: feedback.errors,
      notes: feedback.notes,
      summary: feedback.lines,
      lang,
      prefix: 'answer',
      posted: input.posted,
    }).toString();
  }

  const svg = playerMapSvg(data, lang);
  const positionDoc = positionDocument(ctx, data.state, data.viewer, lang);
  return {
    lang,
    path: urls.play(input.token),
    game: { name: ctx.name, rulesetName: ruleset.names[lang], status: ctx.status, publicUrl: urls.publicGame(ctx.id) },
    me: { name: data.me.name, label: label(data.me.id) },
    turn: data.openTurn
      ? {
          number: data.openTurn.number,
          maxTurns: ruleset.maxTurns,
          deadline: data.openTurn.deadline?.toISOString() ?? null,
          phase: phase ? localText(phase.name, lang) : null,
          ...(ctx.status === 'paused' ? { paused: { leftMs: data.openTurn.pausedRemainingMs ?? null } } : {}),
        }
      : null,
    request: request ? { prompt: request.prompt[lang], required: request.required } : null,
    waitingFor: (data.step?.requests ?? []).filter((r) => r.player !== data.me.id).map((r) => label(r.player)),
    formHtml,
    orderText: orderTextModel(input, lang),
    enteredByGm: data.sheet?.enteredByGm === true,
    notice: input.notice,
    timeZone: ctx.timeZone,
    reopenedAt: data.reopenedAt,
    refusals: errors.map((e) => ({
      label: isArraySheet ? t('player.errorItem', { n: e.index + 1, message: e.message }) : e.message,
      href: isArraySheet ? `#${fieldId(fieldName('answer', [e.index]))}-row` : null,
    })),
    saved: data.sheet ? { version: data.sheet.version } : null,
    ready: data.ready,
    positionHtml: positionDoc ? renderHtml(positionDoc, { title: false, headingTag: 'h3', tableSections: true }) : null,
    mapSvg: svg === null ? null : stripProlog(svg),
    drawsMap: ctx.ruleset.renderMap !== undefined,
    mapUrl: svg === null ? null : withLang(urls.playerMap(input.token), lang),
    others: data.visibleSheets.map((sheet) => ({
      label: sheet.player === data.me.id ? t('player.youPublic', { label: label(sheet.player) }) : label(sheet.player),
      text: answerText(sheet.orders),
    })),
    rolls: data.rolls.map((row) => {
      const record = row.record as unknown as DiceRoll;
      const who = row.actor.startsWith('player:') ? label(row.actor.slice('player:'.length)) : t('dice.gm');
      return t('dice.line', { who, expr: row.expr, reason: row.reason, result: formatDiceResult(record.result, lang), counter: row.counter + 1 });
    }),
    latestReport: input.latestReportHtml ?? null,
    reports: resolved.map((turn) => ({ turn: turn.number, url: versioned(urls.publicReport(ctx.id, turn.number), data.versions.pages) })),
    // A map with a form: the map picks the form's places (assets/map-pick.js, docs/forms.md).
    scripts: svg !== null && formHtml ? [...SCHEMA_FORM_SCRIPTS, 'map-pick.js'] : SCHEMA_FORM_SCRIPTS,
  };
}
