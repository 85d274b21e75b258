import { format, translate } from '../../../core/catalogue.ts';
import { ORDER_TEXT_MESSAGES, quoted, type OrderSource, type ParsedOrderText, type TextNote, type TextProblem } from '../../../core/order-text/index.ts';
import type { Activation, Answer, CardPlay } from '../answers.ts';
import type { RequestKind } from '../ids.ts';
import { MESSAGES } from '../messages.ts';
import type { Reason } from '../reasons.ts';
import type { SiegeReadContext } from './context.ts';
import { ANSWERS_OF, type LineOrder } from './line-orders.ts';
import { SIEGE_TEXT_MESSAGES, type SiegeTextMessageKey } from './messages.ts';

type Parsed = ParsedOrderText<Answer>;
type ProblemReason = Reason | 'too_many_orders' | 'malformed_order' | 'empty_text';

/** Kinds a writer asked nothing tries, in this order (the Legion player's first). */
const CORPORATION_ORDER: readonly RequestKind[] = ['buy-credits', 'draft', 'play-card', 'doomtroopers', 'react', 'legion', 'place-monsters', 'reveal-card'];
const LEGION_ORDER: readonly RequestKind[] = ['legion', 'place-monsters', 'reveal-card', 'doomtroopers', 'buy-credits', 'draft', 'play-card', 'react'];

interface Built {
  activation: Activation;
  head: OrderSource;
  actions: OrderSource[];
}

/**
 * The lines of a pasted answer → the answer of the request open for the writer (decisions.ts):
 * - credits, a draft pick, a revealed section, a card played: one line (a second is refused on its line);
 * - a turn: the entrance and a card (once each), the figures' actions one per line, consecutive lines of one
 *   figure making its activation ("Activo X" starts a new one), "Fin del turno" ending the turn;
 * - the Legion: reinforcements, then its creatures' actions as above; placements one per creature.
 * No line at all ("Sin órdenes", "Paso") is no credits, a pass in the draft and before damage, the end of a turn,
 * an optional card declined.
 * `sources` follow the answer's layout (sourceIndex): what a refusal's path names is found there.
 */
export function assemble(lines: readonly LineOrder[], written: readonly OrderSource[], notes: TextNote[], ctx: SiegeReadContext): Parsed {
  const say = (key: SiegeTextMessageKey, params: Record<string, string | number> = {}) => translate(SIEGE_TEXT_MESSAGES, key, ctx.lang, params);
  const answerName = (kind: RequestKind) => translate(MESSAGES, `kind.${kind}`, ctx.lang);
  const problems: TextProblem[] = [];
  const problem = (at: OrderSource | null, reason: ProblemReason, message: string) =>
    problems.push({
      line: at?.line ?? 0,
      text: at?.text ?? '',
      reason,
      message: at ? format(ORDER_TEXT_MESSAGES.line[ctx.lang], { line: at.line, message }) : message,
    });
  const failed = (): Parsed => ({ ok: false, problems, notes });

  const order = ctx.players.find((p) => p.id === ctx.player)?.role === 'legion' ? LEGION_ORDER : CORPORATION_ORDER;
  const shared = order.filter((kind) => lines.every((l) => ANSWERS_OF[l.line].includes(kind)));
  const kind: RequestKind = ctx.asked ?? shared[0] ?? order.find((k) => ANSWERS_OF[lines[0]!.line].includes(k))!;
  const prompt = ctx.request?.prompt[ctx.lang] ?? '';
  lines.forEach((l, i) => {
    if (ANSWERS_OF[l.line].includes(kind)) return;
    const params = { text: written[i]!.text, answer: answerName(ANSWERS_OF[l.line][0]!) };
    if (ctx.asked !== null) problem(written[i]!, 'wrong_kind', say('problem.wrongRequest', { ...params, prompt }));
    else {
      const first = lines.findIndex((x) => ANSWERS_OF[x.line].includes(kind));
      problem(written[i]!, 'wrong_kind', say('problem.mixed', { ...params, first: written[first]!.line, other: answerName(kind) }));
    }
  });
  if (problems.length > 0) return failed();

  /** The one line of its kind an answer takes: a second is refused on its line. */
  const once = (which: LineOrder['line'] | readonly LineOrder['line'][]): number => {
    const kinds: readonly string[] = typeof which === 'string' ? [which] : which;
    const found = lines.flatMap((l, i) => (kinds.includes(l.line) ? [i] : []));
    for (const i of found.slice(1)) problem(written[i]!, 'too_many_orders', say('problem.once', { first: written[found[0]!]!.line }));
    return found[0] ?? -1;
  };
  const ok = (sheet: Answer, sources: OrderSource[]): Parsed => (problems.length > 0 ? failed() : { ok: true, sheet, sources, notes });
  const needs = (usageKey: SiegeTextMessageKey) => {
    problem(null, 'empty_text', say('problem.needsLine', { usage: quoted(say(usageKey), ctx.lang) }));
    return failed();
  };
  const cardOf = (l: LineOrder): CardPlay => {
    const c = l as Extract<LineOrder, { line: 'card' }>;
    return { card: c.card, effect: c.effect, ...(c.target !== undefined ? { target: c.target } : {}) };
  };

  switch (kind) {
    case 'buy-credits': {
      const i = once(['buy', 'pass']);
      const l = lines[i];
      return ok({ kind, credits: l?.line === 'buy' ? l.credits : 0 }, i < 0 ? [] : [written[i]!]);
    }
    case 'draft': {
      const i = once(['pick', 'pass']);
      const l = lines[i];
      if (l?.line === 'pick') return ok({ kind, card: l.card, trooper: l.trooper ?? null }, [written[i]!]);
      return ok({ kind, card: null, trooper: null }, i < 0 ? [] : [written[i]!]);
    }
    case 'reveal-card': {
      const i = once('reveal');
      const l = lines[i];
      return l?.line === 'reveal' ? ok({ kind, section: l.section }, [written[i]!]) : needs('usage.reveal');
    }
    case 'play-card': {
      // "No juego ninguna carta", "Paso" or no line declines the optional card (it stays in the hand).
      const i = once(['card', 'pass']);
      return lines[i]?.line === 'card'
        ? ok({ kind, choice: 'play', ...cardOf(lines[i]!) }, [written[i]!])
        : ok({ kind, choice: 'decline' }, i < 0 ? [] : [written[i]!]);
    }
    case 'react': {
      const i = once(['card', 'pass']);
      return lines[i]?.line === 'card' ? ok({ kind, card: cardOf(lines[i]!) }, [written[i]!]) : ok({ kind }, i < 0 ? [] : [written[i]!]);
    }
    case 'place-monsters': {
      const placements = lines.map((l) => {
        const p = l as Extract<LineOrder, { line: 'place' }>;
        return { creature: p.creature, ...(p.square !== undefined ? { square: p.square } : {}) };
      });
      return ok({ kind, placements }, [...written]);
    }
    case 'doomtroopers':
    case 'legion': {
      const built = activations(lines, written, (at) => problem(at, 'malformed_order', say('problem.whichFigure')));
      const endTurn = lines.length === 0 || lines.some((l) => l.line === 'end' || l.line === 'pass');
      const flat = built.flatMap((b) => [b.head, ...b.actions]);
      if (kind === 'legion') {
        const reinforcements: { creature: string; entrance: string }[] = [];
        const sources: OrderSource[] = [];
        lines.forEach((l, i) => {
          if (l.line !== 'reinforce') return;
          reinforcements.push({ creature: l.creature, entrance: l.entrance });
          sources.push(written[i]!);
        });
        return ok({ kind, reinforcements, activations: built.map((b) => b.activation), endTurn }, [...sources, ...flat]);
      }
      const e = once('entrance');
      const c = once('card');
      const entrance = lines[e];
      const sheet: Answer = { kind, activations: built.map((b) => b.activation), endTurn };
      const sources: OrderSource[] = [];
      if (entrance?.line === 'entrance') {
        sheet.entrance = entrance.entrance;
        sources.push(written[e]!);
      }
      if (c >= 0) {
        sheet.card = cardOf(lines[c]!);
        sources.push(written[c]!);
      }
      return ok(sheet, [...sources, ...flat]);
    }
  }
}

/** The activations of a turn's lines: a figure's consecutive lines are one; "Activo X" always starts one. */
function activations(lines: readonly LineOrder[], written: readonly OrderSource[], noFigure: (at: OrderSource) => void): Built[] {
  const out: Built[] = [];
  let current: Built | null = null;
  const start = (figure: string, at: OrderSource): Built => {
    current = { activation: { figure, actions: [], hold: false }, head: at, actions: [] };
    out.push(current);
    return current;
  };
  const of = (figure: string | undefined, at: OrderSource): Built | null => {
    const open = current as Built | null;
    if (figure === undefined) {
      if (open === null) noFigure(at);
      return open;
    }
    return open !== null && open.activation.figure === figure ? open : start(figure, at);
  };
  lines.forEach((l, i) => {
    const at = written[i]!;
    if (l.line === 'activate') start(l.figure, at);
    else if (l.line === 'action') {
      const b = of(l.figure, at);
      b?.activation.actions.push(l.action);
      b?.actions.push(at);
    } else if (l.line === 'hold') {
      const b = of(l.figure, at);
      if (b) b.activation.hold = true;
    }
  });
  return out;
}

/** The lines that print an answer (the inverse of `assemble`). */
export function linesOf(sheet: Answer): unknown[] {
  if (sheet === null || typeof sheet !== 'object') return [sheet];
  switch (sheet.kind) {
    case 'buy-credits':
      return [{ line: 'buy', credits: sheet.credits }];
    case 'draft':
      if (sheet.card === null || sheet.card === undefined) return sheet.trooper === null || sheet.trooper === undefined ? [{ line: 'pass' }] : [sheet];
      return [{ line: 'pick', card: sheet.card, ...(sheet.trooper !== null && sheet.trooper !== undefined ? { trooper: sheet.trooper } : {}) }];
    case 'reveal-card':
      return [{ line: 'reveal', section: sheet.section }];
    case 'play-card':
      return sheet.choice === 'decline' ? [{ line: 'pass' }] : [cardLine(sheet)];
    case 'react':
      return sheet.card ? [cardLine(sheet.card)] : [{ line: 'pass' }];
    case 'place-monsters':
      return Array.isArray(sheet.placements)
        ? sheet.placements.map((p) => ({
            line: 'place',
            creature: p?.creature,
            ...(p?.square !== undefined ? { square: p.square } : {}),
            ...(p?.note !== undefined ? { note: p.note } : {}),
          }))
        : [sheet];
    case 'doomtroopers':
    case 'legion': {
      if (!Array.isArray(sheet.activations)) return [sheet];
      const head: unknown[] =
        sheet.kind === 'legion'
          ? (sheet.reinforcements ?? []).map((r) => ({ line: 'reinforce', creature: r?.creature, entrance: r?.entrance }))
          : [...(sheet.entrance !== undefined ? [{ line: 'entrance', entrance: sheet.entrance }] : []), ...(sheet.card ? [cardLine(sheet.card)] : [])];
      const body = sheet.activations.flatMap((a, i) => {
        const before = sheet.activations[i - 1];
        // A figure's lines make one activation: another activation of the same figure right after needs its own start.
        const starts = a.actions.length === 0 || before?.figure === a.figure ? [{ line: 'activate', figure: a.figure }] : [];
        return [
          ...starts,
          ...a.actions.map((action) => ({ line: 'action', figure: a.figure, action })),
          ...(a.hold ? [{ line: 'hold', figure: a.figure }] : []),
        ];
      });
      return [...head, ...body, ...(sheet.endTurn ? [{ line: 'end' }] : [])];
    }
    default:
      return [sheet];
  }
}

function cardLine(play: CardPlay): unknown {
  return { line: 'card', card: play.card, effect: play.effect, ...(play.target !== undefined ? { target: play.target } : {}) };
}

/**
 * Where the entry a refusal's path names is in `sources` (null: the whole answer). Paths are checkSheet's
 * (`activations[1].actions[0].target`, `reinforcements[0].entrance`, `card.card`) or zod's (`activations.1.actions.4`).
 */
export function sourceIndex(sheet: Answer, rawPath: string | undefined): number | null {
  const path = (rawPath ?? '').replace(/\.(\d+)(?=\.|$)/g, '[$1]');
  const at = (re: RegExp) => {
    const m = re.exec(path);
    return m ? Number(m[1]) : null;
  };
  switch (sheet.kind) {
    case 'place-monsters':
      return at(/^placements\[(\d+)\]/);
    case 'doomtroopers':
    case 'legion': {
      let offset: number;
      if (sheet.kind === 'legion') {
        const r = at(/^reinforcements\[(\d+)\]/);
        if (r !== null) return r < sheet.reinforcements.length ? r : null;
        offset = sheet.reinforcements.length;
      } else {
        if (path === 'entrance' && sheet.entrance !== undefined) return 0;
        offset = sheet.entrance !== undefined ? 1 : 0;
        if (path.startsWith('card') && sheet.card) return offset;
        offset += sheet.card ? 1 : 0;
      }
      const a = at(/^activations\[(\d+)\]/);
      if (a === null || a >= sheet.activations.length) return null;
      for (const before of sheet.activations.slice(0, a)) offset += 1 + before.actions.length;
      const k = at(/^activations\[\d+\]\.actions\[(\d+)\]/);
      return k !== null && k < sheet.activations[a]!.actions.length ? offset + 1 + k : offset;
    }
    default:
      return 0;
  }
}
