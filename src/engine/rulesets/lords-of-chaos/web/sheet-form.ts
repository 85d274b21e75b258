import { translator, type Lang, type Translate } from '../../../core/catalogue.ts';
import { html, type Html } from '../../../core/html.ts';
import type { OrderError, SheetFormContext, SheetSummary } from '../../../core/ruleset.ts';
import { DEED_NAMES } from '../messages/deeds.ts';
import { LOC_WEB_MESSAGES } from '../messages/web.ts';
import { normalizeState } from '../normalize-state.ts';
import type { LocPlayer } from '../players.ts';
import type { GameMap, State } from '../schemas.ts';
import { mapNames } from './names.ts';
import { orderOptions } from './order-options.ts';
import { renderOrderRow, type RowContext, type RowStatus } from './order-row.ts';
import { emptyRow, filledRows, indexedRowsFromForm, orderToRow, rowsToOrders, withSpareRows, type FormBody } from './order-rows.ts';

/**
 * The Lords of Chaos order form (the descriptor's `web` member): one fieldset per order with only the legal
 * targets and their costs (order-options.ts asks the engine itself), alliances with their kill order, cessions
 * and deed claims with hints, and the live actions-left summary. Works without JavaScript: empty rows are
 * always offered and "Add orders" re-renders with more. The script (assets/order-form.js) checks live.
 */

interface Setup {
  map: GameMap;
}

/** Empty rows always offered at the end of the form (more with "Add orders"). */
export const SPARE_ROWS = 3;

export function locTexts(lang: Lang): Translate {
  return translator(LOC_WEB_MESSAGES, lang) as Translate;
}

function summaryBox(t: Translate, summary: SheetSummary | null): Html {
  if (!summary) return html``;
  return html`<div class="actions-summary" id="actions-summary" aria-live="polite">
<span>${t('summary.available')} <strong data-summary="available">${summary.actionsAvailable}</strong></span>
<span>${t('summary.used')} <strong data-summary="used">${summary.actionsUsed}</strong></span>
<span>${t('summary.left')} <strong data-summary="left">${summary.actionsLeft}</strong></span>
</div>`;
}

function statuses(errors: readonly OrderError[], summary: SheetSummary | null, count: number): (RowStatus | undefined)[] {
  if (!summary) return [];
  return Array.from({ length: count }, (_, i) => ({
    cost: summary.costs[i] ?? null,
    error: errors.find((e) => e.index === i)?.message ?? null,
    warning: summary.warnings?.[i] ?? null,
  }));
}

export function sheetForm(ctx: SheetFormContext<Setup, LocPlayer, State>): string {
  const t = locTexts(ctx.lang);
  const map = ctx.setup.map;
  const state = normalizeState(map, ctx.players, ctx.state);
  const posted = ctx.posted ? (ctx.posted as FormBody) : null;
  const typed = posted ? filledRows(indexedRowsFromForm(posted).map(({ row }) => row)) : (Array.isArray(ctx.sheet) ? ctx.sheet : []).map((order) => orderToRow(order, ctx.player));
  const extra = posted && posted.intent === 'more' ? SPARE_ROWS : 0;
  const rows = withSpareRows(typed, SPARE_ROWS + extra, 1);
  const names = mapNames(map, ctx.lang);
  const deedName = (id: string) => DEED_NAMES[id]?.[ctx.lang] ?? id;
  const rowCtx: RowContext = {
    t,
    names,
    me: ctx.player,
    players: ctx.players.map((p) => ({ id: p.id, name: `${p.warband ?? p.name} (${p.name})` })),
    options: orderOptions(map, ctx.players, state, ctx.player),
    deedName,
    owner: (planet) => state.control[planet] ?? null,
  };
  const rowStatuses = statuses(ctx.errors, ctx.summary, typed.length);
  return html`${summaryBox(t, ctx.summary)}
<div id="order-rows">
${rows.map((row, i) => renderOrderRow(rowCtx, i, row, rowStatuses[i]))}
</div>
<div class="form-buttons"><button type="submit" name="intent" value="more" id="add-rows">${t('player.moreRows')}</button></div>
<template id="order-row-template">${renderOrderRow(rowCtx, '__I__', emptyRow())}</template>`.toString();
}

/** The posted fields → the sheet (orders in the order written; empty rows dropped), as the API takes it. */
export function parseSheetForm(fields: Record<string, string | string[]>, player: string): unknown {
  return rowsToOrders(filledRows(indexedRowsFromForm(fields as FormBody).map(({ row }) => row)), player);
}

/**
 * The live check's answer in the shape the form script reads: per filled row (in form order) its cost text or
 * refusal, and the actions summary.
 */
export function checkResponse(fields: Record<string, string | string[]>, result: { errors: OrderError[]; summary: SheetSummary }, lang: Lang): unknown {
  const t = locTexts(lang);
  const indexed = indexedRowsFromForm(fields as FormBody).filter(({ row }) => row.type !== '');
  const { actionsAvailable, actionsUsed, actionsLeft } = result.summary;
  return {
    summary: { actionsAvailable, actionsUsed, actionsLeft },
    rows: indexed.map(({ index }, i) => {
      const cost = result.summary.costs[i] ?? null;
      const error = result.errors.find((e) => e.index === i) ?? null;
      const warning = result.summary.warnings?.[i] ?? null;
      const costText = cost === null ? '' : t('order.cost', { n: cost });
      return { row: index, cost, costText: warning ? `${costText} ${warning}`.trim() : costText, warning, reason: error?.reason ?? null, error: error?.message ?? null };
    }),
    labels: { refused: t('order.refused') },
  };
}
