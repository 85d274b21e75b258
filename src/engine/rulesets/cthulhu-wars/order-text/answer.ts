import { format, translate } from '../../../core/catalogue.ts';
import { joinList, ORDER_TEXT_MESSAGES, type OrderSource, type ParsedOrderText, type TextNote, type TextProblem } from '../../../core/order-text/index.ts';
import type { Action, Sheet } from '../answers.ts';
import { makeCtx } from '../context.ts';
import { areaName } from '../names.ts';
import type { Reason } from '../reasons.ts';
import { painedToRetreat, sideOfPlayer } from '../stages/battle-common.ts';
import type { AssignPart } from '../types.ts';
import { unitLabel } from './actions.ts';
import type { AnswerKind, CwReadContext } from './context.ts';
import { answerKindsOf, type LineOrder, type MoveCountLine } from './line-orders.ts';
import { CW_TEXT_MESSAGES, type CwTextMessageKey } from './messages.ts';

type Move = { unit: string; to: string };

interface Tools {
  say(key: CwTextMessageKey, params?: Record<string, string | number>): string;
  problem(at: OrderSource | null, reason: Reason | 'too_many_orders' | 'malformed_order' | 'empty_text', message: string): void;
  note(at: OrderSource, message: string): void;
}

/**
 * The lines of a pasted answer → the sheet of the request open for the writer (decisions.ts):
 * - an initiative is its lines in the order written, each an action; consecutive move lines are one Move action
 *   (a second Move is never legal in one initiative); "Termino" adds nothing;
 * - battle abilities are the abilities of the "Uso …" lines; kills and pains those of their lines (no line: none);
 * - a retreat is its move lines, or one "Elimino …" line when no area is safe;
 * - the direction, the first player and the ritual are one line each (no line at all: no ritual).
 * A line answering another decision is refused on its line with the open prompt (`wrong_answer`); a writer asked
 * nothing gets the sheet their lines make (checkSheet then says `not_asked`). `sources` follow `entryPaths`.
 */
export function assemble(lines: readonly LineOrder[], written: readonly OrderSource[], notes: TextNote[], ctx: CwReadContext): ParsedOrderText<Sheet> {
  const problems: TextProblem[] = [];
  const t: Tools = {
    say: (key, params = {}) => translate(CW_TEXT_MESSAGES, key, ctx.lang, params),
    problem: (at, reason, message) =>
      problems.push({
        line: at?.line ?? 0,
        text: at?.text ?? '',
        reason,
        message: at ? format(ORDER_TEXT_MESSAGES.line[ctx.lang], { line: at.line, message }) : message,
      }),
    note: (at, message) => notes.push({ line: at.line, text: at.text, message: format(ORDER_TEXT_MESSAGES.line[ctx.lang], { line: at.line, message }) }),
  };
  const prompt = ctx.request?.prompt[ctx.lang] ?? '';
  const fail = (): ParsedOrderText<Sheet> => ({ ok: false, problems, notes });
  const done = (sheet: Sheet, sources: OrderSource[]): ParsedOrderText<Sheet> => (problems.length > 0 ? fail() : { ok: true, sheet, sources, notes });

  if (lines.length === 0) return emptyAnswer(ctx, t, prompt, fail, done);

  const kinds = lines.map(answerKindsOf);
  const expected: AnswerKind = ctx.asked ?? kinds[0]!.find((k) => kinds.every((ks) => ks.includes(k))) ?? kinds[0]![0]!;
  const first = kinds.findIndex((ks) => ks.includes(expected));
  kinds.forEach((ks, i) => {
    if (ks.includes(expected)) return;
    const params = { text: written[i]!.text, answer: t.say(`answer.${ks[0]!}`) };
    if (ctx.asked !== null) t.problem(written[i]!, 'wrong_answer', t.say('problem.wrongRequest', { ...params, prompt }));
    else t.problem(written[i]!, 'wrong_answer', t.say('problem.mixed', { ...params, first: written[first]!.line, other: t.say(`answer.${expected}`) }));
  });
  if (problems.length > 0) return fail();

  switch (expected) {
    case 'direction':
    case 'first-player':
    case 'ritual': {
      written.slice(1).forEach((at) => t.problem(at, 'too_many_orders', t.say('problem.oneLine', { first: written[0]!.line })));
      const line = lines[0]!;
      const sheet: Sheet | null =
        line.type === 'direction'
          ? { direction: line.direction }
          : line.type === 'first-player'
            ? { firstPlayer: line.player }
            : line.type === 'ritual'
              ? { perform: line.perform }
              : null;
      return sheet ? done(sheet, [written[0]!]) : fail();
    }
    case 'abilities': {
      const abilities: string[] = [];
      const sources: OrderSource[] = [];
      lines.forEach((line, i) => {
        if (line.type !== 'use') return;
        for (const id of line.abilities) {
          abilities.push(id);
          sources.push(written[i]!);
        }
      });
      return done({ abilities }, sources);
    }
    case 'assign':
      return assembleAssign(lines, written, ctx, t, prompt, done);
    case 'retreat':
      return assembleRetreat(lines, written, ctx, t, done);
    case 'actions':
      return assembleActions(lines, written, ctx, t, done);
  }
}

function emptyAnswer(
  ctx: CwReadContext,
  t: Tools,
  prompt: string,
  fail: () => ParsedOrderText<Sheet>,
  done: (sheet: Sheet, sources: OrderSource[]) => ParsedOrderText<Sheet>,
): ParsedOrderText<Sheet> {
  switch (ctx.asked) {
    case 'abilities':
      return done({ abilities: [] }, []);
    case 'assign': {
      const part = assignPart(ctx);
      return done(part === 'all' ? { kills: [], pains: [] } : part === 'pains' ? { pains: [] } : { kills: [] }, []);
    }
    case 'retreat':
      if (eliminating(ctx)) break;
      return done({ moves: [] }, []);
    case 'ritual':
      return done({ perform: false }, []);
    case 'direction':
    case 'first-player':
      break;
    default:
      return done({ actions: [] }, []);
  }
  t.problem(null, 'empty_text', t.say('problem.needed', { prompt }));
  return fail();
}

function assignPart(ctx: CwReadContext): AssignPart {
  return ctx.pending?.kind === 'assign' ? ctx.pending.part : 'all';
}

/** The retreat request that asks which pained unit is eliminated (no safe area). */
function eliminating(ctx: CwReadContext): boolean {
  return ctx.request?.kind === 'retreat' && ctx.request.choices?.eliminate !== undefined;
}

function assembleAssign(
  lines: readonly LineOrder[],
  written: readonly OrderSource[],
  ctx: CwReadContext,
  t: Tools,
  prompt: string,
  done: (sheet: Sheet, sources: OrderSource[]) => ParsedOrderText<Sheet>,
): ParsedOrderText<Sheet> {
  const part = ctx.asked === 'assign' ? assignPart(ctx) : null;
  const kills: string[] = [];
  const pains: string[] = [];
  const killSources: OrderSource[] = [];
  const painSources: OrderSource[] = [];
  let anyKills = false;
  let anyPains = false;
  lines.forEach((line, i) => {
    const at = written[i]!;
    if (line.type === 'kills') {
      anyKills = true;
      if (part === 'pains') return t.problem(at, 'wrong_answer', t.say('problem.wrongRequest', { text: at.text, answer: t.say('answer.assign'), prompt }));
      for (const u of line.units) {
        kills.push(u);
        killSources.push(at);
      }
    } else if (line.type === 'pains') {
      anyPains = true;
      if (part === 'kills' || part === 'extra-kills')
        return t.problem(at, 'wrong_answer', t.say('problem.wrongRequest', { text: at.text, answer: t.say('answer.assign'), prompt }));
      for (const u of line.units) {
        pains.push(u);
        painSources.push(at);
      }
    }
  });
  const withKills = part === null ? anyKills || !anyPains : part !== 'pains';
  const withPains = part === null ? anyPains : part === 'all' || part === 'pains';
  const sheet = (withKills && withPains ? { kills, pains } : withPains ? { pains } : { kills }) as Sheet;
  return done(sheet, [...(withKills ? killSources : []), ...(withPains ? painSources : [])]);
}

function assembleRetreat(
  lines: readonly LineOrder[],
  written: readonly OrderSource[],
  ctx: CwReadContext,
  t: Tools,
  done: (sheet: Sheet, sources: OrderSource[]) => ParsedOrderText<Sheet>,
): ParsedOrderText<Sheet> {
  const eliminate = lines.findIndex((l) => l.type === 'eliminate');
  if (eliminate >= 0) {
    lines.forEach((_, i) => {
      if (i !== eliminate) t.problem(written[i]!, 'too_many_orders', t.say('problem.oneLine', { first: written[eliminate]!.line }));
    });
    const line = lines[eliminate]!;
    return done({ eliminate: line.type === 'eliminate' ? line.unit : '' }, [written[eliminate]!]);
  }
  // A retreat by count picks among the writer's pained units of the battle.
  const battle = ctx.state.battle;
  const side = battle ? sideOfPlayer(battle, ctx.player) : null;
  const pool = side ? painedToRetreat(makeCtx(ctx.world, ctx.state), side) : [];
  const { moves, sources } = movesOf(lines, written, ctx, t, (line) => pool.filter((u) => ctx.world.unitById.get(u)?.type.id === line.unitType), false);
  return done({ moves }, sources);
}

/**
 * The moves of move lines, in the order written. A line by count takes the first figures of its type (sheet
 * order, those holding a gate last) that no line of the answer names, where the line says ("de Europa") or wherever they all stand.
 */
function movesOf(
  lines: readonly LineOrder[],
  written: readonly OrderSource[],
  ctx: CwReadContext,
  t: Tools,
  pool: (line: MoveCountLine) => string[],
  needFrom: boolean,
): { moves: Move[]; sources: OrderSource[]; byLine: Move[][] } {
  const named = new Set(lines.flatMap((l) => (l.type === 'move' ? l.moves.map((m) => m.unit) : [])));
  const moves: Move[] = [];
  const sources: OrderSource[] = [];
  const byLine: Move[][] = lines.map(() => []);
  lines.forEach((line, i) => {
    const at = written[i]!;
    let lineMoves: Move[];
    if (line.type === 'move') lineMoves = line.moves;
    else if (line.type === 'move-count') {
      const typeName = ctx.world.factionOf.get(ctx.player)?.units.find((u) => u.id === line.unitType)?.name[ctx.lang] ?? line.unitType;
      let free = pool(line).filter((u) => !named.has(u) && (line.from === undefined || ctx.state.units[u] === line.from));
      if (needFrom && line.from === undefined) {
        const areas = [...new Set(free.map((u) => ctx.state.units[u]!))];
        if (areas.length > 1 && free.length > line.count) {
          t.problem(
            at,
            'malformed_order',
            t.say('problem.fromNeeded', {
              type: typeName,
              areas: joinList(
                areas.map((a) => areaName(ctx.world, a, ctx.lang)),
                ctx.lang,
              ),
            }),
          );
          return;
        }
      }
      if (free.length < line.count) {
        const where = line.from === undefined ? '' : t.say('problem.where', { area: areaName(ctx.world, line.from, ctx.lang) });
        t.problem(at, 'malformed_order', t.say('problem.tooFew', { n: free.length, type: typeName, where }));
        return;
      }
      // Figures standing on a gate go last: moving one away abandons the gate.
      const onGate = (u: string) => (ctx.state.gates[ctx.state.units[u] ?? ''] === u ? 1 : 0);
      free = [...free].sort((a, b) => onGate(a) - onGate(b)).slice(0, line.count);
      for (const u of free) named.add(u);
      lineMoves = free.map((unit) => ({ unit, to: line.to }));
      t.note(
        at,
        t.say('note.picked', {
          units: joinList(
            free.map((u) => unitLabel(ctx, u)),
            ctx.lang,
          ),
        }),
      );
    } else return;
    byLine[i] = lineMoves;
    for (const m of lineMoves) {
      moves.push(m);
      sources.push(at);
    }
  });
  return { moves, sources, byLine };
}

function assembleActions(
  lines: readonly LineOrder[],
  written: readonly OrderSource[],
  ctx: CwReadContext,
  t: Tools,
  done: (sheet: Sheet, sources: OrderSource[]) => ParsedOrderText<Sheet>,
): ParsedOrderText<Sheet> {
  const own = ctx.world.unitsOf.get(ctx.player) ?? [];
  const { byLine } = movesOf(
    lines,
    written,
    ctx,
    t,
    (line) => own.filter((u) => ctx.world.unitById.get(u)?.type.id === line.unitType && ctx.state.units[u] !== undefined),
    true,
  );
  const actions: Action[] = [];
  const sources: OrderSource[] = [];
  let moving: Extract<Action, { type: 'move' }> | null = null;
  lines.forEach((line, i) => {
    const at = written[i]!;
    if (line.type === 'move' || line.type === 'move-count') {
      const moves = byLine[i]!;
      if (moving === null) actions.push((moving = { type: 'move', moves: [] }));
      for (const m of moves) {
        moving.moves.push({ ...m });
        sources.push(at);
      }
      return;
    }
    moving = null;
    if (line.type === 'done') return;
    if (line.type === 'use') {
      for (const ability of line.abilities) {
        actions.push({ type: 'ability', ability });
        sources.push(at);
      }
      return;
    }
    actions.push(line as Action);
    sources.push(at);
  });
  // A move line whose figures could not be settled left an empty move: the problem is already on its line.
  return done({ actions: actions.filter((a) => a.type !== 'move' || a.moves.length > 0) }, sources);
}

/** Where each entry of a sheet is: the order `sources` are given in (parse) and read back in (pin). */
export function entryPaths(sheet: Sheet): string[] {
  if ('actions' in sheet) return sheet.actions.flatMap((a, i) => (a.type === 'move' ? a.moves.map((_, j) => `actions[${i}].moves[${j}]`) : [`actions[${i}]`]));
  if ('abilities' in sheet) return sheet.abilities.map((_, i) => `abilities[${i}]`);
  if ('kills' in sheet || 'pains' in sheet) {
    const s = sheet as { kills?: string[]; pains?: string[] };
    return [...(s.kills ?? []).map((_, i) => `kills[${i}]`), ...(s.pains ?? []).map((_, i) => `pains[${i}]`)];
  }
  if ('moves' in sheet) return sheet.moves.map((_, i) => `moves[${i}]`);
  return [''];
}

/** The lines that print a sheet: one per action (a Move as one line per run of moves to one area), per kind of result, per answer. */
export function linesOf(sheet: Sheet): unknown[] {
  if (typeof sheet !== 'object' || sheet === null) return [sheet];
  if ('actions' in sheet && Array.isArray(sheet.actions)) {
    return sheet.actions.flatMap((a): unknown[] => {
      if (a?.type === 'move' && Array.isArray(a.moves)) return runs(a.moves).map((moves) => ({ type: 'move', moves }));
      if (a?.type === 'ability' && a.note === undefined) return [{ type: 'use', abilities: [a.ability] }];
      return [a];
    });
  }
  if ('abilities' in sheet && Array.isArray(sheet.abilities)) return sheet.abilities.length === 0 ? [] : [{ type: 'use', abilities: sheet.abilities }];
  if ('kills' in sheet || 'pains' in sheet) {
    const s = sheet as { kills?: string[]; pains?: string[] };
    return [...(s.kills?.length ? [{ type: 'kills', units: s.kills }] : []), ...(s.pains?.length ? [{ type: 'pains', units: s.pains }] : [])];
  }
  if ('moves' in sheet && Array.isArray(sheet.moves)) return runs(sheet.moves).map((moves) => ({ type: 'move', moves }));
  if ('eliminate' in sheet) return [{ type: 'eliminate', unit: sheet.eliminate }];
  if ('direction' in sheet) return [{ type: 'direction', direction: sheet.direction }];
  if ('firstPlayer' in sheet) return [{ type: 'first-player', player: sheet.firstPlayer }];
  if ('perform' in sheet) return [{ type: 'ritual', perform: sheet.perform }];
  return [sheet];
}

/** Consecutive moves to the same area. */
function runs(moves: readonly Move[]): Move[][] {
  const out: Move[][] = [];
  for (const m of moves) {
    const last = out.at(-1);
    if (last && last[0]!.to === m?.to) last.push(m);
    else out.push([m]);
  }
  return out;
}
