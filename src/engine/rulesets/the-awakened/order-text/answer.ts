import { format, translate } from '../../../core/catalogue.ts';
import { joinList, ORDER_TEXT_MESSAGES, type OrderSource, type ParsedOrderText, type TextNote, type TextProblem } from '../../../core/order-text/index.ts';
import { landLabel } from '../check-sheet.ts';
import { runActionsStep } from '../pipeline.ts';
import { land as landOf } from '../position.ts';
import type { Reason } from '../reasons.ts';
import type { ActionsSheet, BuildOrder, FormOrder, LandState, MilitaryOrder, MoveOrder, MovesSheet, Sheet, State } from '../schemas.ts';
import type { AwakenedReadContext } from './context.ts';
import type { ActionsLine, MarchLine, MovesLine, RaidLine, Units } from './line-orders.ts';
import { AWAKENED_TEXT_MESSAGES, type AwakenedTextMessageKey } from './messages.ts';

type Parsed<S> = ParsedOrderText<S>;

interface Tools {
  say(key: AwakenedTextMessageKey, params?: Record<string, string | number>): string;
  note(at: OrderSource, message: string): void;
  problem(at: OrderSource, reason: Reason | 'malformed_order', message: string): void;
}

function toolsFor(ctx: AwakenedReadContext, notes: TextNote[], problems: TextProblem[]): Tools {
  const line = (at: OrderSource, message: string) => format(ORDER_TEXT_MESSAGES.line[ctx.lang], { line: at.line, message });
  return {
    say: (key, params = {}) => translate(AWAKENED_TEXT_MESSAGES, key, ctx.lang, params),
    note: (at, message) => notes.push({ line: at.line, text: at.text, message: line(at, message) }),
    problem: (at, reason, message) => problems.push({ line: at.line, text: at.text, reason, message: line(at, message) }),
  };
}

/**
 * A line without "desde/from": the only land of the writer next to the destination (next to the Railroad land
 * passed through, with "via") that holds what the order moves. None or several: the line is refused, naming them.
 */
function inferFrom(
  ctx: AwakenedReadContext,
  line: { to: string; via?: string },
  holds: (l: LandState, id: string) => boolean,
  what: string,
  at: OrderSource,
  t: Tools,
): string | null {
  const next = new Set<string>(ctx.game.index.neighbours.get(line.via ?? line.to) ?? []);
  const candidates = ctx.game.index.order.filter((id) => id !== line.to && next.has(id) && holds(landOf(ctx.state, id), id));
  const to = landLabel(ctx.game, line.to);
  if (candidates.length === 1) {
    t.note(at, t.say('note.from', { land: landLabel(ctx.game, candidates[0]!), to, what }));
    return candidates[0]!;
  }
  if (candidates.length === 0) t.problem(at, 'malformed_order', t.say('problem.noFrom', { to, what }));
  else
    t.problem(
      at,
      'malformed_order',
      t.say('problem.manyFrom', {
        to,
        what,
        lands: joinList(
          candidates.map((id) => landLabel(ctx.game, id)),
          ctx.lang,
        ),
      }),
    );
  return null;
}

/** Step A: the moves in the order written (they are simultaneous: each piece moves from where it began). */
export function assembleMoves(lines: readonly MovesLine[], written: readonly OrderSource[], notes: TextNote[], ctx: AwakenedReadContext): Parsed<MovesSheet> {
  const problems: TextProblem[] = [];
  const t = toolsFor(ctx, notes, problems);
  const moves: MoveOrder[] = [];
  lines.forEach((line, i) => {
    const from = line.from ?? inferFrom(ctx, line, (l) => l.owner === ctx.player && l.population + l.resources > 0, t.say('what.pieces'), written[i]!, t);
    if (from === null) return;
    moves.push({ from, to: line.to, ...(line.via !== undefined ? { via: line.via } : {}), population: line.population, resources: line.resources });
  });
  return problems.length > 0 ? { ok: false, problems, notes } : { ok: true, sheet: { moves }, sources: [...written], notes };
}

/**
 * Step B: builds and forms in the order written, then the military orders on the position step 8 will see (the
 * step's builds, ageing and forms run on a copy, as checkSheet does): a missing "desde" is the only land with
 * military left next to the target, a bare count of units is all "M" or all veterans when the land holds one
 * kind only (or every unit there), otherwise the line must say how many of each.
 */
export function assembleActions(
  lines: readonly ActionsLine[],
  written: readonly OrderSource[],
  notes: TextNote[],
  ctx: AwakenedReadContext,
): Parsed<ActionsSheet> {
  const problems: TextProblem[] = [];
  const t = toolsFor(ctx, notes, problems);
  const build: BuildOrder[] = [];
  const form: FormOrder[] = [];
  const military: MilitaryOrder[] = [];
  const sources = { build: [] as OrderSource[], form: [] as OrderSource[], military: [] as OrderSource[] };
  lines.forEach((line, i) => {
    if (line.kind === 'build') {
      for (const building of line.buildings) {
        build.push({ land: line.land, building });
        sources.build.push(written[i]!);
      }
    } else if (line.kind === 'form') {
      form.push({ land: line.land, count: line.count });
      sources.form.push(written[i]!);
    }
  });
  const step8: State = runActionsStep(ctx.game, ctx.state, ctx.player, { build, form, military: [] }).state;
  const free = new Map<string, { m: number; v: number }>();
  const freeIn = (id: string) => {
    if (!free.has(id)) {
      const l = landOf(step8, id);
      free.set(id, l.owner === ctx.player ? { ...l.military } : { m: 0, v: 0 });
    }
    return free.get(id)!;
  };
  lines.forEach((line, i) => {
    if (line.kind !== 'march' && line.kind !== 'raid') return;
    const at = written[i]!;
    const from =
      line.from ??
      inferFrom(
        ctx,
        line.kind === 'march' ? line : { to: line.to },
        (_l, id) => {
          const f = freeIn(id);
          return f.m + f.v > 0;
        },
        t.say('what.military'),
        at,
        t,
      );
    if (from === null) return;
    const units = settleUnits(line.units, from, freeIn(from), at, ctx, t);
    if (units === null) return;
    const left = freeIn(from);
    free.set(from, { m: Math.max(0, left.m - units.m), v: Math.max(0, left.v - units.v) });
    military.push(militaryOrder(line, from, units));
    sources.military.push(at);
  });
  if (problems.length > 0) return { ok: false, problems, notes };
  return { ok: true, sheet: { build, form, military }, sources: [...sources.build, ...sources.form, ...sources.military], notes };
}

function settleUnits(
  units: Units,
  from: string,
  free: { m: number; v: number },
  at: OrderSource,
  ctx: AwakenedReadContext,
  t: Tools,
): { m: number; v: number } | null {
  if (!('units' in units)) return units;
  const n = units.units;
  const land = landLabel(ctx.game, from);
  let settled: { m: number; v: number } | null = null;
  if (free.v === 0) settled = { m: n, v: 0 };
  else if (free.m === 0) settled = { m: 0, v: n };
  else if (n === free.m + free.v) settled = { ...free };
  if (settled === null) {
    const m = Math.min(n, free.m);
    const example = ctx.lang === 'es' ? `${m} M y ${n - m} V` : `${m} M and ${n - m} V`;
    t.problem(at, 'malformed_order', t.say('problem.whichUnits', { land, m: free.m, v: free.v, example }));
    return null;
  }
  t.note(at, t.say('note.units', { n, land, m: settled.m, v: settled.v }));
  return settled;
}

function militaryOrder(line: MarchLine | RaidLine, from: string, units: { m: number; v: number }): MilitaryOrder {
  if (line.kind === 'march') return { type: 'move', from, to: line.to, ...(line.via !== undefined ? { via: line.via } : {}), m: units.m, v: units.v };
  return { type: 'raid', from, to: line.to, m: units.m, v: units.v, option: line.option, buildings: [...line.buildings], moveIn: line.moveIn };
}

/** The lines that print a sheet, one per order (the lists of step B in the order they run). */
export function linesOf(sheet: Sheet): unknown[] {
  if (typeof sheet !== 'object' || sheet === null) return [sheet];
  if ('moves' in sheet) {
    return Array.isArray(sheet.moves) ? sheet.moves.map((m) => ({ kind: 'move', ...withoutEmptyVia(m) })) : [sheet];
  }
  const { build = [], form = [], military = [] } = sheet as Partial<ActionsSheet>;
  if (!Array.isArray(build) || !Array.isArray(form) || !Array.isArray(military)) return [sheet];
  return [
    ...build.map((b) => ({ kind: 'build', land: b?.land, buildings: [b?.building] })),
    ...form.map((f) => ({ kind: 'form', land: f?.land, count: f?.count })),
    ...military.map((o): unknown => {
      if (o?.type === 'move') {
        const { type: _type, m, v, ...rest } = withoutEmptyVia(o);
        return { kind: 'march', ...rest, units: { m, v } };
      }
      if (o?.type === 'raid') {
        const { type: _type, m, v, ...rest } = o;
        return { kind: 'raid', ...rest, units: { m, v } };
      }
      return o;
    }),
  ];
}

/** A stored "via" of null or "" (the form's "none") is no via. */
function withoutEmptyVia<T extends { via?: string | null | undefined }>(order: T): T {
  if (order?.via !== null && order?.via !== '') return order;
  const { via: _via, ...rest } = order;
  return rest as T;
}

/** Where entry i of a step B sheet is in the flat list of sources (build, then form, then military). */
export function flatIndex(sheet: Sheet, path: string | undefined): number | null {
  const m = /^(moves|build|form|military)\[(\d+)\]/.exec(path ?? '');
  if (!m) return null;
  const i = Number(m[2]);
  if ('moves' in sheet) return m[1] === 'moves' ? i : null;
  const offset = m[1] === 'build' ? 0 : m[1] === 'form' ? sheet.build.length : m[1] === 'military' ? sheet.build.length + sheet.form.length : -1;
  return offset < 0 ? null : offset + i;
}
