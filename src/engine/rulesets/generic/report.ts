import type { LegacyReportInput, Viewer } from '../../core/ruleset.ts';
import { formatDiceResult } from '../../dice/format.ts';
import { GENERIC_REPORT } from './messages.ts';
import { translate, type Language } from '../../core/catalogue.ts';
import type { GenericOutcome, GenericPlayer, GenericSetup } from './schemas.ts';

function visibleTrack(setup: GenericSetup, viewer: Viewer, player: string, track: string): boolean {
  if (viewer.role === 'gm') return true;
  const hidden = setup.tracks.find((t) => t.id === track)?.hidden ?? false;
  return !hidden || (viewer.role === 'player' && viewer.id === player);
}

function section(title: string, lines: string[]): string[] {
  return lines.length === 0 ? [] : ['', `${title}:`, ...lines];
}

/**
 * Plain-text report of one generic phase: the GM's text, the revealed orders, track changes, the dice rolled,
 * the board when it changed, and the end of the game. Hidden tracks appear only in their owner's and the GM's copy.
 */
export function renderGenericReport(input: LegacyReportInput<GenericSetup, GenericPlayer, GenericOutcome>): string {
  const { setup, players, outcome, rolls } = input;
  const lang: Language = input.lang;
  const viewer: Viewer = input.viewer ?? { role: 'public' };
  const t = (id: string, params?: Record<string, string | number>) => translate(GENERIC_REPORT, id, lang, params);
  const name = (id: string) => (id === 'gm' ? t('gm') : (players.find((p) => p.id === id)?.name ?? id));
  const trackName = (id: string) => setup.tracks.find((tr) => tr.id === id)?.name ?? id;

  const heading = t('heading', { turn: outcome.turn, phase: outcome.phase.name });
  const lines = [heading, '='.repeat([...heading].length)];
  if (outcome.report.trim() !== '') lines.push(...section(t('report'), [outcome.report.trim()]));

  const phase = setup.phases.find((p) => p.id === outcome.phase.id);
  if (phase?.orders !== false) {
    lines.push(...section(t('orders'), players.map((p) => `- ${p.name}: ${outcome.orders[p.id] ?? t('noOrders')}`)));
  }

  const changes = outcome.trackChanges.filter((c) => visibleTrack(setup, viewer, c.player, c.track));
  lines.push(
    ...section(
      t('tracks'),
      changes.map((c) => `- ${t('trackLine', { player: name(c.player), track: trackName(c.track), from: c.from, to: c.to })}${c.note ? ` (${c.note})` : ''}`),
    ),
  );

  lines.push(
    ...section(
      t('dice'),
      rolls
        .filter((r) => !r.private || viewer.role === 'gm')
        .map((r) => {
          const line = t('rollLine', { who: name(r.by), reason: r.reason, counter: r.roll.counter, result: formatDiceResult(r.roll.result, lang) });
          return `- ${r.private ? `${t('privateRoll')} ` : ''}${line}`;
        }),
    ),
  );

  if (outcome.board.changed && outcome.board.value !== null) {
    const board = typeof outcome.board.value === 'string' ? outcome.board.value : JSON.stringify(outcome.board.value, null, 2);
    lines.push(...section(t('board'), [board]));
  }

  if (outcome.gameOver) {
    lines.push('', t('gameOver'), outcome.winners.length > 0 ? t('winners', { names: outcome.winners.map(name).join(', ') }) : t('noWinners'));
  }
  return `${lines.join('\n')}\n`;
}
