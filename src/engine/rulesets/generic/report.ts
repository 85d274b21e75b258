import { translate, type Lang } from '../../core/catalogue.ts';
import { bold, lineBreak, type Block, type Inline, type ReportDocument } from '../../core/document.ts';
import type { ReportInput, Viewer } from '../../core/ruleset.ts';
import { GENERIC_REPORT } from './messages.ts';
import type { GenericOutcome, GenericPlayer, GenericSetup, GenericState } from './schemas.ts';

function visibleTrack(setup: GenericSetup, viewer: Viewer, player: string, track: string): boolean {
  if (viewer.role === 'gm') return true;
  const hidden = setup.tracks.find((t) => t.id === track)?.hidden ?? false;
  return !hidden || (viewer.role === 'player' && viewer.id === player);
}

/** Multi-line user text as inline content: its line breaks kept. */
function lines(text: string): Inline[] {
  return text.split(/\r?\n/).flatMap((line, i) => (i === 0 ? [line] : [lineBreak, line]));
}

/** Paragraphs of a GM's text (blank lines separate them). */
function paragraphs(text: string): Block[] {
  return text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((chunk) => ({ kind: 'paragraph', content: lines(chunk.trim()) }));
}

/**
 * The report of one generic phase: the GM's text, the revealed orders, track changes and the board when it
 * changed, and the end of the game. Hidden tracks appear only in their owner's and the GM's copy. (The server
 * adds the dice rolled during the step and the verification section.)
 */
export function genericReport(input: ReportInput<GenericSetup, GenericPlayer, GenericState, GenericOutcome>): ReportDocument {
  const { setup, players, outcome, viewer } = input;
  const lang: Lang = input.lang;
  const t = (id: string, params?: Record<string, string | number>) => translate(GENERIC_REPORT, id, lang, params);
  const name = (id: string) => players.find((p) => p.id === id)?.name ?? id;
  const trackName = (id: string) => setup.tracks.find((tr) => tr.id === id)?.name ?? id;
  const blocks: Block[] = [];

  if (outcome.report.trim() !== '') blocks.push({ kind: 'heading', content: [t('report')] }, ...paragraphs(outcome.report));

  const phase = setup.phases.find((p) => p.id === outcome.phase.id);
  if (phase?.orders !== false && !input.short) {
    blocks.push(
      { kind: 'heading', content: [t('orders')] },
      {
        kind: 'table',
        header: [[t('colPlayer')], [t('colOrders')]],
        rows: players.map((p) => [[bold(p.name)], outcome.orders[p.id] !== undefined ? lines(outcome.orders[p.id]!) : [t('noOrders')]]),
      },
    );
  }

  const changes = outcome.trackChanges.filter((c) => visibleTrack(setup, viewer, c.player, c.track));
  if (changes.length > 0) {
    blocks.push(
      { kind: 'heading', content: [t('tracks')] },
      {
        kind: 'table',
        header: [[t('colPlayer')], [t('colTrack')], [t('colFrom')], [t('colTo')], [t('colNote')]],
        rows: changes.map((c) => [[name(c.player)], [trackName(c.track)], [String(c.from)], [String(c.to)], [c.note ?? '']]),
      },
    );
  }

  if (outcome.board.changed && outcome.board.value !== null && !input.short) {
    const board = typeof outcome.board.value === 'string' ? outcome.board.value : JSON.stringify(outcome.board.value, null, 2);
    blocks.push({ kind: 'heading', content: [t('board')] }, { kind: 'preformatted', text: board });
  }

  if (outcome.gameOver) {
    blocks.push({
      kind: 'paragraph',
      content: [t('gameOver'), ' ', outcome.winners.length > 0 ? t('winners', { names: outcome.winners.map(name).join(', ') }) : t('noWinners')],
    });
  }
  return { title: [t('heading', { turn: outcome.turn, phase: outcome.phase.name })], blocks };
}
