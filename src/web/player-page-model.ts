import { DEED_NAMES } from '../engine/rulesets/lords-of-chaos/messages/deeds.ts';
import type { Language } from '../i18n/index.ts';
import type { PlayerView } from '../services/web-player-view.ts';
import { inlineMapSvg } from '../engine/rulesets/lords-of-chaos/web/map-figure.ts';
import { orderOptions } from '../engine/rulesets/lords-of-chaos/web/order-options.ts';
import { orderToRow, withSpareRows } from '../engine/rulesets/lords-of-chaos/web/order-rows.ts';
import type { OrderRow } from '../engine/rulesets/lords-of-chaos/web/order-rows.ts';
import type { PlayerNotice, PlayerPageModel, SheetSummaryView } from './pages/player-page.ts';
import type { RowStatus } from '../engine/rulesets/lords-of-chaos/web/order-row.ts';
import { urls } from './urls.ts';

/** Empty rows always offered at the end of the form (more with "Add order"). */
export const SPARE_ROWS = 3;

export interface SheetCheckResult {
  errors: { index: number; reason: string; message: string }[];
  summary: { actionsAvailable: number; actionsUsed: number; actionsLeft: number; costs: (number | null)[] };
}

/** Per filled row: its cost, or the ruleset's message for why it is refused. */
export function rowStatuses(check: SheetCheckResult | null, count: number): (RowStatus | undefined)[] {
  if (!check) return [];
  return Array.from({ length: count }, (_, i) => ({
    cost: check.summary.costs[i] ?? null,
    error: check.errors.find((e) => e.index === i)?.message ?? null,
  }));
}

export function summaryOf(check: SheetCheckResult | null): SheetSummaryView | null {
  if (!check) return null;
  const { actionsAvailable, actionsUsed, actionsLeft } = check.summary;
  return { actionsAvailable, actionsUsed, actionsLeft };
}

export interface PlayerPageInput {
  view: PlayerView;
  lang: Language;
  token: string;
  /** Rows to show (the typed ones after a post; null = the saved sheet). */
  rows: OrderRow[] | null;
  check: SheetCheckResult | null;
  notice: PlayerNotice;
  extraSpare?: number;
}

export function playerPageModel(input: PlayerPageInput): PlayerPageModel {
  const { view, lang } = input;
  const loc = view.loc;
  const state = loc?.state ?? null;
  const me = view.me;
  const filled = input.rows ?? (view.sheet?.orders ?? []).map((order) => orderToRow(order, me.id));
  const canOrder = view.openTurn !== null && loc !== null && state !== null;
  const rows = canOrder ? withSpareRows(filled, SPARE_ROWS + (input.extraSpare ?? 0), 1) : [];
  const deedNames = Object.fromEntries(Object.entries(DEED_NAMES).map(([id, entry]) => [id, entry[lang]]));
  const playerViews = view.rows.map((row) => ({ id: row.id, name: `${row.warband ?? row.name} (${row.name})`, warband: row.warband ?? row.name }));
  const map = loc?.setup.map ?? null;
  const resolved = view.turns.filter((turn) => turn.status === 'resolved');
  return {
    lang,
    path: urls.play(input.token),
    game: { name: view.game.name, status: view.game.status, publicUrl: urls.publicGame(view.game.id) },
    turn: canOrder
      ? { number: view.openTurn!.number, maxTurns: view.ruleset.maxTurns, deadline: view.openTurn!.deadline?.toISOString() ?? null }
      : null,
    me: { id: me.id, name: me.name, warband: me.warband ?? me.name, god: me.god ?? '', godKind: me.godKind ?? '' },
    players: playerViews,
    map: map ?? { sectors: [], subsectors: [], planets: [], adjacency: [] },
    control: state?.control ?? {},
    mapSvg:
      map && loc
        ? inlineMapSvg({
            map,
            lang,
            players: view.rows.map((row) => ({ id: row.id, name: row.name, warband: row.warband ?? row.name, god: row.god ?? '', godKind: row.godKind ?? '' })),
            control: state?.control ?? Object.fromEntries(loc.players.flatMap((p) => p.planets.map((planet) => [planet, p.id]))),
            inhabitants: state?.inhabitants ?? {},
            turn: resolved.length,
          })
        : null,
    options: canOrder ? orderOptions(loc!.setup.map, loc!.players, state!, me.id) : null,
    rows,
    statuses: rowStatuses(input.check, filled.length),
    summary: summaryOf(input.check),
    notice: input.notice,
    saved: view.sheet ? { version: view.sheet.version } : null,
    ready: view.ready,
    deedNames,
    reports: resolved.map((turn) => ({ turn: turn.number, url: urls.publicReport(view.game.id, turn.number) })),
  };
}
