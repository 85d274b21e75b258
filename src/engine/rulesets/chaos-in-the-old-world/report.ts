import { bold, joinInline, plainText, type Block, type Inline, type ReportDocument } from '../../core/document.ts';
import { correctionsSection } from '../../core/report-corrections.ts';
import type { ReportInput } from '../../core/ruleset.ts';
import type { Event, Outcome } from './events.ts';
import { correctionLine } from './correction-words.ts';
import { Fmt } from './format.ts';
import type { God } from './ids.ts';
import type { MessageKey } from './messages.ts';
import type { Player } from './players.ts';
import { dialMax } from './rules.ts';
import type { Setup } from './schemas.ts';
import { seatedPlayers } from './seating.ts';
import { normalizeState, type State } from './state.ts';
import { viewerGod, viewEvents } from './views.ts';

/** Characters of event lines a short copy may hold (the rest: title, VP line, what is next, markup). */
const SHORT_BUDGET = 800;

type Section = 'round' | 'setup' | 'old-world' | 'draw' | 'summoning' | 'battle' | 'corruption' | 'end' | 'over';

/** Which part of the round an event belongs to (the report's headings). */
export function sectionOf(event: Event, current: Section): Section {
  switch (event.type) {
    case 'round_started':
      return 'round';
    case 'gods_drawn':
    case 'setup_tokens':
      return 'setup';
    case 'old_world_card':
    case 'old_world_deck_empty':
      return 'old-world';
    case 'tokens_placed':
    case 'tokens_blocked':
    case 'tokens_removed':
    case 'tokens_kept':
    case 'answer_refused':
      return current === 'round' ? 'old-world' : current;
    case 'power_reset':
      return 'draw';
    case 'cards_drawn':
      return event.reason === 'draw' ? 'draw' : event.reason === 'setup' ? 'setup' : 'end';
    case 'summoned':
    case 'card_played':
    case 'passed':
    case 'auto_passed':
    case 'summoning_ended':
      return 'summoning';
    case 'battle_started':
    case 'battle_prevented':
    case 'no_target':
    case 'rolled':
    case 'hits_assigned':
    case 'tokens_killed':
    case 'casualties':
      return 'battle';
    case 'conflict':
      return event.effect === 'peace' ? 'battle' : 'corruption';
    case 'domination':
    case 'corruption_placed':
    case 'region_ruined':
    case 'counters_earned':
      return 'corruption';
    case 'game_over':
      return 'over';
    default:
      return 'end';
  }
}

const SECTION_HEADING: Record<Exclude<Section, 'round'>, MessageKey> = {
  setup: 'report_setup',
  'old-world': 'phase_old-world',
  draw: 'phase_draw',
  summoning: 'phase_summoning',
  battle: 'phase_battle',
  corruption: 'phase_corruption',
  end: 'phase_end',
  over: 'phase_over',
};

/** One event as one line of the report (null: nothing to say). */
export function eventLine(f: Fmt, e: Event): Inline[] | null {
  const L = (key: MessageKey, params: Record<string, Inline | number> = {}) => f.line(key, params);
  switch (e.type) {
    case 'round_started':
      return null;
    case 'gods_drawn': {
      const contests = e.contests.map((c) => ({
        kind: 'span' as const,
        children: f.line('gods_contest', { god: f.god(c.god), players: c.among.map((id) => f.playerName(id)).join(', '), winner: f.playerName(c.winner) }),
      }));
      const draws = e.draws.map((d) => ({
        kind: 'span' as const,
        children: f.line('gods_draw', { player: f.playerName(d.player), gods: f.gods(d.among), god: f.god(d.god) }),
      }));
      return L('gods_drawn', { list: { kind: 'span', children: joinInline([...contests, ...draws], '; ') } });
    }
    case 'setup_tokens':
      return L('setup_tokens', { list: f.regionTokens(e.placed) });
    case 'old_world_card': {
      const line = L(e.placement === 'track' ? 'ow_card_track' : 'ow_card_discard', { card: bold(f.oldWorld(e.card)) });
      const text = f.oldWorldText(e.card);
      if (text) line.push(' ', ...L('ow_card_text', { text }));
      if (e.removed) line.push(' ', ...L('ow_card_removed', { card: f.oldWorld(e.removed) }));
      return line;
    }
    case 'old_world_deck_empty':
      return L('ow_deck_empty');
    case 'tokens_placed':
    case 'tokens_removed':
    case 'tokens_kept':
      return L(e.type, { card: f.oldWorld(e.card), n: e.count, token: f.token(e.token, e.count), region: f.region(e.region) });
    case 'tokens_blocked':
      return L('tokens_blocked', { card: f.oldWorld(e.card), token: f.token(e.token, 1), region: f.region(e.region) });
    case 'power_reset':
      return e.bonus > 0
        ? L('power_reset_bonus', { god: f.god(e.god), power: e.power, bonus: e.bonus })
        : L('power_reset', { god: f.god(e.god), power: e.power });
    case 'cards_drawn': {
      const line =
        e.cards === null
          ? L('cards_drawn', { god: f.god(e.god), n: e.count })
          : L('cards_drawn_own', { god: f.god(e.god), n: e.count, cards: f.cards(e.god, e.cards) });
      if (e.reshuffled) line.push(' ', f.text('cards_reshuffled'));
      return line;
    }
    case 'summoned':
      return e.from === null
        ? L('summoned', { god: f.god(e.god), figure: f.figure(e.god, e.figure), region: bold(f.region(e.region)), cost: e.cost, left: e.powerLeft })
        : L('resummoned', {
            god: f.god(e.god),
            figure: f.figure(e.god, e.figure),
            from: f.region(e.from),
            region: bold(f.region(e.region)),
            cost: e.cost,
            left: e.powerLeft,
          });
    case 'card_played':
      return L('card_played', { god: f.god(e.god), card: bold(f.card(e.god, e.card)), region: bold(f.region(e.region)), cost: e.cost, left: e.powerLeft });
    case 'passed':
      return L(e.defaulted ? 'passed_default' : 'passed', { god: f.god(e.god) });
    case 'auto_passed':
      return L('auto_passed', { god: f.god(e.god) });
    case 'answer_refused':
      return L('answer_refused', { god: f.god(e.god), reason: f.text(`reason_${e.reason}` as MessageKey) });
    case 'summoning_ended':
      return L('summoning_ended');
    case 'battle_started': {
      const pools = (Object.keys(e.dice) as God[]).map((g) => ({ kind: 'span' as const, children: f.line('dice_pool', { god: f.god(g), n: e.dice[g]! }) }));
      return L('battle_started', { region: bold(f.region(e.region)), pools: { kind: 'span', children: joinInline(pools, ', ') } });
    }
    case 'conflict':
      return L(e.effect === 'peace' ? 'conflict_peace' : 'conflict_purge', { region: f.region(e.region) });
    case 'battle_prevented':
      return L('battle_prevented', { region: f.region(e.region) });
    case 'no_target':
      return L('no_target', { god: f.god(e.god), region: f.region(e.region) });
    case 'rolled':
      return f.roll(e.god, e.count, e);
    case 'hits_assigned': {
      const key: MessageKey = e.mode === 'answer' ? 'hits_assigned' : e.mode === 'default' ? 'hits_assigned_default' : 'hits_assigned_forced';
      const line = L(key, { god: f.god(e.god), list: f.hitList(e.hits) });
      if (e.lost > 0) line.push(' ', ...L('hits_lost', { n: e.lost }));
      return line;
    }
    case 'tokens_killed':
      return L('tokens_killed', { god: f.god(e.god), n: e.count, token: f.token(e.token, e.count), them: f.text(e.count === 1 ? 'them_one' : 'them_other') });
    case 'casualties': {
      if (e.killed.length === 0) return L('casualties_none', { region: bold(f.region(e.region)) });
      const items = e.killed.map((k) => ({
        kind: 'span' as const,
        children: f.line('casualty_item', { god: f.god(k.god), n: k.count, figure: f.figure(k.god, k.figure), by: f.gods([...new Set(k.by)]) }),
      }));
      return L('casualties', { region: bold(f.region(e.region)), list: { kind: 'span', children: joinInline(items, '; ') } });
    }
    case 'domination': {
      const totals = {
        kind: 'span' as const,
        children: joinInline(
          (Object.keys(e.totals) as God[]).map((g) => ({ kind: 'span' as const, children: f.line('total_item', { god: f.god(g), n: e.totals[g]! }) })),
          ', ',
        ),
      };
      if (e.winner) return L('domination_won', { region: bold(f.region(e.region)), totals, resistance: e.resistance, god: f.god(e.winner), points: e.points });
      return L(e.tie ? 'domination_tie' : 'domination_short', { region: bold(f.region(e.region)), totals, resistance: e.resistance });
    }
    case 'corruption_placed': {
      if (e.purged) return L('corruption_purged', { region: bold(f.region(e.region)), total: e.total });
      const list = {
        kind: 'span' as const,
        children: joinInline(
          (Object.keys(e.placed) as God[]).map((g) => ({ kind: 'span' as const, children: [f.god(g), ` +${e.placed[g]}`] })),
          ', ',
        ),
      };
      return L('corruption_placed', { region: bold(f.region(e.region)), list, total: e.total });
    }
    case 'region_ruined': {
      const card = e.card === null ? f.text('no_card') : String(e.card);
      if (e.ruiners.length === 0) return L('region_ruined_nobody', { region: bold(f.region(e.region)), total: e.total, card });
      return L('region_ruined', { region: bold(f.region(e.region)), total: e.total, card, gods: f.gods(e.ruiners), points: e.points });
    }
    case 'counters_earned':
      return L('counters_earned', { god: f.god(e.god), n: e.count, regions: f.regions(e.regions) });
    case 'cards_discarded':
      return L('cards_discarded', { god: f.god(e.god), cards: f.cards(e.god, e.cards) });
    case 'gm_step':
      return L('gm_step', { reasons: e.reasons.map((r) => f.text(`gm_reason_${r}` as MessageKey)).join(', ') });
    case 'old_world_resolved': {
      const line = L('old_world_resolved', { card: bold(f.oldWorld(e.card)), slot: e.slot });
      const text = f.oldWorldText(e.card);
      if (text) line.push(' ', ...L('ow_card_text', { text }));
      return line;
    }
    case 'ruin_scored': {
      const card = e.card === null ? f.text('no_card') : String(e.card);
      if (e.shares.length === 0) return L('ruin_scored_none', { region: bold(f.region(e.region)), card });
      const items = e.shares.map((s) => ({
        kind: 'span' as const,
        children: f.line(s.place === 'first' ? 'ruin_first' : 'ruin_second', { god: f.god(s.god), n: s.tokens, points: s.points }),
      }));
      return L('ruin_scored', { region: bold(f.region(e.region)), card, list: { kind: 'span', children: joinInline(items, ', ') } });
    }
    case 'dial_turned':
      if (e.instruction === null) return L('dial_at_max', { god: f.god(e.god) });
      return L(e.bonus ? 'dial_turned_bonus' : 'dial_turned', { god: f.god(e.god), from: e.from, to: e.to, instruction: f.instruction(e.instruction) });
    case 'dial_bonus_tied':
      return L('dial_bonus_tied', { gods: f.gods(e.gods), n: e.counters });
    case 'counters_cleared':
      return L('counters_cleared');
    case 'upgrade_taken':
      return L(e.defaulted ? 'upgrade_taken_default' : 'upgrade_taken', { god: f.god(e.god), upgrade: bold(f.upgrade(e.god, e.upgrade)) });
    case 'game_over':
      return gameOverLine(f, e);
  }
}

function endingName(f: Fmt, ending: Extract<Event, { type: 'game_over' }>['ending']): string {
  const o = f.setup.options;
  const n = ending === 'victory-points' ? o.victoryPoints : ending === 'ruin' ? o.ruinedRegionsToEnd : 0;
  return f.text(`ending_${ending}` as MessageKey, { n });
}

function gameOverLine(f: Fmt, e: Extract<Event, { type: 'game_over' }>): Inline[] {
  if (e.ending === 'old-world-deck') return f.line('game_over_deck');
  return f.line(e.winners.length > 1 ? 'game_over_shared' : 'game_over', { ending: bold(endingName(f, e.ending)), winners: f.gods(e.winners) });
}

/** Events grouped under phase headings, in order. */
export function eventBlocks(f: Fmt, events: readonly Event[]): Block[] {
  const blocks: Block[] = [];
  let section: Section = 'round';
  let items: Inline[][] = [];
  const flush = () => {
    if (items.length > 0) blocks.push({ kind: 'list', items });
    items = [];
  };
  for (const e of events) {
    const next = sectionOf(e, section);
    if (e.type === 'round_started') {
      flush();
      blocks.push({ kind: 'heading', content: [f.text('report_round', { round: e.round })] });
      section = 'round';
      continue;
    }
    if (next !== section) {
      flush();
      if (next !== 'round') blocks.push({ kind: 'heading', content: [f.text(SECTION_HEADING[next])] });
      section = next;
    }
    const line = eventLine(f, e);
    if (line) items.push(line);
  }
  flush();
  return blocks;
}

/** Standings: VP, threat (position/maximum), power, hand size, upgrades. */
export function standingsTable(f: Fmt, state: State): Block {
  const header = ['col_god', 'col_player', 'col_vp', 'col_threat', 'col_power', 'col_hand', 'col_upgrades'].map((k) => [f.text(k as MessageKey)]);
  const rows = state.gods.map((g) => [
    [f.god(g)],
    [f.player(g)],
    [String(state.vp[g] ?? 0)],
    [`${state.threat[g] ?? 0}/${dialMax(f.setup, g)}`],
    [String(state.power[g] ?? 0)],
    [String(state.hands[g]?.length ?? 0)],
    [(state.upgrades[g] ?? []).map((u) => f.upgrade(g, u)).join(', ') || f.text('none')],
  ]);
  return { kind: 'table', header, rows };
}

/** What the game waits for now. */
export function nextLine(f: Fmt, state: State): Inline[] | null {
  const p = state.pending;
  if (state.result || !p) return null;
  switch (p.kind) {
    case 'summon':
      return f.line('next_summon', { god: f.god(p.god) });
    case 'assign':
      return f.line('next_assign', { god: f.god(p.god), n: p.required, region: f.region(p.region) });
    case 'upgrade':
      return f.line('next_upgrade', { gods: f.gods(state.gods.filter((g) => (p.due[g] ?? 0) > 0)) });
    case 'gm':
      return f.line('next_gm', { reasons: p.reasons.map((r) => f.text(`gm_reason_${r}` as MessageKey)).join(', ') });
    case 'continue':
      return f.line('next_continue');
  }
}

/** The report of one step, for a viewer: hidden cards of others never appear. `short`: headline facts only. */
export function report(input: ReportInput<Setup, Player, unknown, Outcome>): ReportDocument {
  const { setup, lang, viewer } = input;
  const before = normalizeState(setup, input.players, input.before);
  const after = normalizeState(setup, input.players, input.after);
  const players = seatedPlayers(input.players, after.seats);
  const f = new Fmt(setup, players, lang);
  const own = viewerGod(players, viewer, after.seats);
  const all = viewer.role === 'gm' || input.outcome.result !== null;
  const events = viewEvents(input.outcome.events, own, all);
  const opening = viewEvents(before.opening, own, all);
  const title = [f.text('report_title', { round: input.outcome.round, step: input.outcome.step })];
  // The GM's corrections first, in the full and the short copy alike (issue 37).
  const corrections = correctionsSection(input.corrections, [f.text('heading_corrections')], (c) => correctionLine(f, c));
  if (input.short) return { title, blocks: [...corrections, ...shortBlocks(f, [...opening, ...events], after)] };
  const blocks: Block[] = [...corrections];
  if (opening.length > 0) blocks.push(...eventBlocks(f, opening));
  blocks.push(...eventBlocks(f, events));
  if (input.rolls.length > 0) {
    blocks.push({ kind: 'heading', content: [f.text('heading_rolls')] });
    blocks.push({
      kind: 'list',
      items: input.rolls.map((r) => f.line('roll_line', { by: r.by, expr: { kind: 'code', text: r.roll.expr }, reason: r.reason })),
    });
  }
  blocks.push({ kind: 'heading', content: [f.text('heading_standings')] });
  blocks.push(standingsTable(f, after));
  const next = nextLine(f, after);
  if (next) blocks.push({ kind: 'heading', content: [f.text('heading_next')] }, { kind: 'paragraph', content: next });
  return { title, blocks };
}

/** Headline facts: Old World card, battles' dead, dominations, ruins, dial turns, upgrades, game end, VP. */
function shortBlocks(f: Fmt, events: readonly Event[], after: State): Block[] {
  const keep = new Set<Event['type']>([
    'gods_drawn',
    'old_world_card',
    'rolled',
    'casualties',
    'domination',
    'region_ruined',
    'ruin_scored',
    'dial_turned',
    'upgrade_taken',
    'game_over',
  ]);
  const items: Inline[][] = [];
  let budget = SHORT_BUDGET;
  let cut = false;
  // The game's end first: it must never be cut.
  const ordered = [...events.filter((e) => e.type === 'game_over'), ...events.filter((e) => e.type !== 'game_over')];
  for (const e of ordered) {
    if (!keep.has(e.type)) continue;
    if (e.type === 'casualties' && e.killed.length === 0) continue;
    if (e.type === 'domination' && e.winner === null) continue;
    const line =
      e.type === 'old_world_card' ? f.line(e.placement === 'track' ? 'ow_card_track' : 'ow_card_discard', { card: bold(f.oldWorld(e.card)) }) : eventLine(f, e);
    if (!line) continue;
    const size = plainText(line).length + 4;
    if (size > budget) {
      cut = true;
      continue;
    }
    budget -= size;
    items.push(line);
  }
  if (cut) items.push([f.text('short_more')]);
  const blocks: Block[] = [];
  if (items.length > 0) blocks.push({ kind: 'list', items });
  const vp = after.gods.map((g) => ({ kind: 'span' as const, children: [f.god(g), ` ${after.vp[g] ?? 0}`] }));
  blocks.push({ kind: 'paragraph', content: [`${f.text('col_vp')}: `, ...joinInline(vp, ', ')] });
  const next = nextLine(f, after);
  if (next) blocks.push({ kind: 'paragraph', content: next });
  return blocks;
}
