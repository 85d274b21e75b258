import type { Lang, OrderError, SheetSummary } from '../../core/ruleset.ts';
import { translate, type Params } from '../../core/catalogue.ts';
import { BUILDING_COST, BUILDINGS, RAID_OPTIONS, type Building, type RaidOption } from './constants.ts';
import type { Ctx } from './context.ts';
import { MESSAGES } from './messages.ts';
import { runStep } from './pipeline.ts';
import type { Rejection } from './reasons.ts';
import { isMovesSheet, type Player, type Sheet, type State } from './schemas.ts';

/** A land as messages show it: "c3 (Ash Flats)". */
export function landLabel(ctx: Ctx, id: string): string {
  const name = ctx.index.spec.get(id)?.name;
  return name ? `${id} (${name})` : id;
}

/** A rejection's message in a language, with land names, building and option names filled in. */
export function rejectionMessage(ctx: Ctx, players: readonly Player[], rejection: Rejection, lang: Lang): string {
  const params: Params = { ...(rejection.params ?? {}) };
  for (const key of ['land', 'from'] as const) if (typeof params[key] === 'string') params[key] = landLabel(ctx, params[key] as string);
  if (typeof params.building === 'string' && (BUILDINGS as readonly string[]).includes(params.building)) {
    params.building = translate(MESSAGES, `building.${params.building as Building}`, lang);
  }
  if (typeof params.option === 'string' && (RAID_OPTIONS as readonly string[]).includes(params.option)) {
    params.option = translate(MESSAGES, `raid.${params.option as RaidOption}`, lang);
  }
  if (typeof params.player === 'string') params.player = players.find((p) => p.id === params.player)?.name ?? params.player;
  if (typeof params.step === 'string') params.step = translate(MESSAGES, params.step === 'moves' ? 'step.moves' : 'step.actions', lang);
  return translate(MESSAGES, `reason.${rejection.reason}`, lang, params);
}

export function rejectionPath(rejection: Rejection): string | undefined {
  if (rejection.list === 'sheet') return undefined;
  return `${rejection.list}[${rejection.index}]${rejection.field ? `.${rejection.field}` : ''}`;
}

/** The refusals a position makes before looking at any order: game over, not this player's turn, the other step. */
export function gateRejection(state: State, player: string, sheet: Sheet): Rejection | null {
  if (state.over || state.active === null) return { list: 'sheet', index: 0, reason: 'game_over' };
  if (player !== state.active) return { list: 'sheet', index: 0, reason: 'not_your_turn', params: { player: state.active } };
  if (isMovesSheet(sheet) !== (state.step === 'moves')) return { list: 'sheet', index: 0, reason: 'wrong_step', params: { step: state.step } };
  return null;
}

/**
 * The semantic check of an answer: the step is run on a copy exactly as `resolve` would run it, and every
 * order it leaves out is an error (each with its field's path, e.g. `moves[1].to`). The summary counts the
 * orders and what each spends (pieces moved, resources for buildings, units).
 */
export function checkSheet(
  ctx: Ctx,
  players: readonly Player[],
  state: State,
  player: string,
  sheet: Sheet,
  lang: Lang,
): { errors: OrderError[]; summary: SheetSummary } {
  const gate = gateRejection(state, player, sheet);
  const run = gate ? null : runStep(ctx, state, sheet);
  const rejected = gate ? [gate] : run!.rejected;
  const errors: OrderError[] = rejected.map((r) => {
    const path = rejectionPath(r);
    return { index: r.index, ...(path ? { path } : {}), reason: r.reason, message: rejectionMessage(ctx, players, r, lang) };
  });
  const refused = (list: Rejection['list'], i: number) => gate !== null || rejected.some((r) => r.list === list && r.index === i);
  const costs: (number | null)[] = isMovesSheet(sheet)
    ? sheet.moves.map((m, i) => (refused('moves', i) ? null : m.population + m.resources))
    : [
        ...sheet.build.map((_, i) => (refused('build', i) ? null : BUILDING_COST)),
        ...sheet.form.map((f, i) => (refused('form', i) ? null : f.count)),
        ...sheet.military.map((m, i) => (refused('military', i) ? null : m.m + m.v)),
      ];
  return { errors, summary: { costs } };
}
