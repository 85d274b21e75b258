import { diceLists } from '../../dice/format.ts';
import type { Block, Inline, ReportDocument } from '../../core/document.ts';
import { bold, italic, joinInline, plainText } from '../../core/document.ts';
import { correctionFields, correctionsSection } from '../../core/report-corrections.ts';
import type { ReportCorrection, ReportInput, ReportRoll } from '../../core/ruleset.ts';
import { AdjustmentSchema } from './adjustments.ts';
import type { Ctx } from './context.ts';
import type { MessageKey } from './messages.ts';
import type { Outcome, TurnEvent, TurnEventType } from './outcome.ts';
import { indexBoard, livePlayers, totals, winTarget } from './position.ts';
import { eventLine, presenter, type Presenter } from './present.ts';
import { rejectionMessage } from './check-sheet.ts';
import { FALLBACK_GAME_SEED } from './context.ts';
import type { Player, Setup, State } from './schemas.ts';

/** Which seed step a line belongs to (report sections follow the seed's order). */
const SECTION: Partial<Record<TurnEventType, MessageKey>> = {
  growth: 'report.section.growth',
  production: 'report.section.resources',
  exodus: 'report.section.resources',
  move: 'report.section.moves',
  explore: 'report.section.explore',
  build: 'report.section.build',
  age: 'report.section.age',
  form: 'report.section.form',
  military_move: 'report.section.military',
  raid: 'report.section.military',
  game_over: 'report.section.end',
};

/** The events as headed lists: a heading per seed step (and per turn that starts), one line per event. */
export function eventBlocks(p: Presenter, events: readonly TurnEvent[]): Block[] {
  const blocks: Block[] = [];
  let section: MessageKey | null = null;
  let items: Inline[][] = [];
  const flush = () => {
    if (items.length > 0) blocks.push({ kind: 'list', items });
    items = [];
  };
  for (const event of events) {
    if (event.type === 'turn_start') {
      flush();
      blocks.push({ kind: 'heading', content: p.fill('report.section.turn', { player: p.player(event.player), round: event.round }) });
      section = null;
      continue;
    }
    if (event.type === 'round_start') {
      flush();
      blocks.push({ kind: 'paragraph', content: eventLine(p, event) });
      continue;
    }
    const next: MessageKey = SECTION[event.type] ?? section ?? 'report.section.other';
    if (next !== section) {
      flush();
      blocks.push({ kind: 'heading', content: [p.t(next)] });
      section = next;
    }
    items.push(eventLine(p, event));
  }
  flush();
  return blocks;
}

/** The population race: every player's pieces after the step. */
export function standingTable(ctx: Ctx, p: Presenter, state: State): Block {
  return {
    kind: 'table',
    header: [
      [p.t('report.header.player')],
      [p.t('report.header.population')],
      [p.t('report.header.resources')],
      [p.t('report.header.military')],
      [p.t('report.header.lands')],
    ],
    rows: state.order.map((id) => {
      const own = totals(ctx.index, state, id);
      const name = state.eliminated.includes(id) ? [p.player(id), ` (${p.t('position.eliminated')})`] : [p.player(id)];
      return [name, [String(own.population)], [String(own.resources)], [String(own.military)], [String(own.lands)]];
    }),
  };
}

/** A server roll as a line: who, why, the expression, every die ("(1)" dropped, "6!" exploded), the result. */
export function rollLine(p: Presenter, roll: ReportRoll): Inline[] {
  const dice = diceLists(roll.roll.result, p.lang);
  const { total, tally } = roll.roll.result;
  const result =
    total !== null
      ? String(total)
      : Object.entries(tally ?? {})
          .map(([face, n]) => `${face} ${n}`)
          .join(', ');
  const who = roll.by === 'gm' ? p.t('report.gm') : p.player(roll.by);
  return [...p.fill('report.roll', { who, reason: roll.reason, expr: roll.roll.expr, dice, result }), ...(roll.private ? [p.t('report.rollPrivate')] : [])];
}

/** A GM correction in words: "B2 (Bay): Ana — population 3, resources 1, military 2 M, buildings Farm. Reason: …". */
function correctionLine(p: Presenter, c: ReportCorrection): Inline[] {
  const parsed = AdjustmentSchema.safeParse({ ...correctionFields(c), kind: c.kind });
  if (!parsed.success) return p.fill('report.correction.other', { kind: c.kind, reason: italic(c.reason) });
  const a = parsed.data;
  return p
    .fill('report.correction.set-land', {
      land: bold(p.land(a.land)),
      owner: p.player(a.owner),
      population: a.population,
      resources: a.resources,
      units: p.units({ m: a.m, v: a.v }),
      buildings: p.buildings(a.buildings),
      note: a.note ? ` — ${a.note}` : '',
      reason: italic(c.reason),
    })
    .filter((part) => part !== '');
}

export function contextFor(setup: Setup, state: State): Ctx {
  return { setup, index: indexBoard(setup.data.boards[state.board]), gameSeed: FALLBACK_GAME_SEED };
}

/**
 * The report of one step, the same for every viewer (nothing in the state or outcome is hidden: the markers
 * still face down are never in either). Long form: the events under the seed's step headings, the population
 * table, who plays next. Short form (chat): the title, the headline events, the population line.
 */
export function report(input: ReportInput<Setup, Player, State, Outcome>): ReportDocument {
  const { setup, players, before, after, outcome, lang } = input;
  const ctx = contextFor(setup, before);
  const p = presenter(ctx, players, before, lang);
  const title = p.fill('report.title', { round: outcome.round, player: p.player(outcome.player), step: p.step(outcome.step) });
  const blocks: Block[] = [];
  if (outcome.defaulted && outcome.player !== null)
    blocks.push({ kind: 'paragraph', content: p.fill('report.defaulted', { player: p.player(outcome.player) }) });
  if (outcome.rejected.length > 0) {
    blocks.push({
      kind: 'list',
      items: outcome.rejected.map((r) => [p.t('report.rejected', { list: r.list, index: r.index, reason: rejectionMessage(ctx, players, r, lang) })]),
    });
  }
  const next = outcome.next
    ? p.fill('report.next', { player: p.player(outcome.next.player), step: p.step(outcome.next.step), round: outcome.next.round })
    : null;
  // The GM's corrections first, in the full and the short copy alike (issue 37).
  blocks.unshift(...correctionsSection(input.corrections, [p.t('report.section.corrections')], (c) => correctionLine(p, c)));
  if (input.short) {
    const headline = outcome.events.filter((e) =>
      ['move', 'explore', 'build', 'form', 'military_move', 'raid', 'exodus', 'eliminated', 'turn_passed', 'game_over', 'turn_start', 'land_taken'].includes(
        e.type,
      ),
    );
    const lines = headline.length > 0 ? headline.map((e) => eventLine(p, e)) : [[p.t('report.nothing')] as Inline[]];
    const standing = joinInline(
      livePlayers(after)
        .map((id) => [p.player(id), `: ${totals(ctx.index, after, id).population}`] as Inline[])
        .map((parts) => ({ kind: 'span', children: parts }) as Inline),
      ', ',
    );
    const kept: Inline[][] = [];
    let size = plainText(title).length;
    for (const line of lines) {
      size += plainText(line).length + 3;
      if (size > 1100) break;
      kept.push(line);
    }
    blocks.push({ kind: 'list', items: kept });
    blocks.push({
      kind: 'paragraph',
      content: [p.t('report.section.standing'), ': ', ...standing, ` — ${p.t('report.target', { n: winTarget(setup, after) })}`],
    });
    if (next) blocks.push({ kind: 'paragraph', content: next });
    return { title, blocks };
  }
  const events = eventBlocks(p, outcome.events);
  blocks.push(...(events.length > 0 ? events : [{ kind: 'paragraph', content: [p.t('report.nothing')] } as Block]));
  if (input.rolls.length > 0) {
    blocks.push({ kind: 'heading', content: [p.t('report.section.dice')] });
    blocks.push({ kind: 'list', items: input.rolls.map((roll) => rollLine(p, roll)) });
  }
  blocks.push({ kind: 'heading', content: [p.t('report.section.standing')] });
  blocks.push(standingTable(ctx, p, after));
  blocks.push({ kind: 'paragraph', content: [p.t('report.target', { n: winTarget(setup, after) })] });
  if (next) blocks.push({ kind: 'paragraph', content: next });
  return { title, blocks };
}
