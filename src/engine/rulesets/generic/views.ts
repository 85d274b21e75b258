import { translate, type Lang } from '../../core/catalogue.ts';
import type { Block, ReportDocument } from '../../core/document.ts';
import type { Viewer } from '../../core/ruleset.ts';
import { GENERIC_REPORT } from './messages.ts';
import type { GenericOutcome, GenericSetup, GenericSheet, GenericState, TrackChange } from './schemas.ts';
import { scoreTrackId } from './setup.ts';
import { currentPhase } from './state.ts';

/**
 * Open-phase sheets a viewer may see: the GM all; in a public phase everybody all; in a secret phase a
 * player only their own and the public none.
 */
export function visibleGenericSheets(
  setup: GenericSetup,
  state: GenericState,
  viewer: Viewer,
  sheets: Record<string, GenericSheet>,
): Record<string, GenericSheet> {
  if (viewer.role === 'gm' || !currentPhase(setup, state).secret) return { ...sheets };
  if (viewer.role === 'public') return {};
  return Object.prototype.hasOwnProperty.call(sheets, viewer.id) ? { [viewer.id]: sheets[viewer.id]! } : {};
}

/** May this viewer see this player's value of this track? Hidden tracks: only the owner and the GM. */
function canSee(setup: GenericSetup, viewer: Viewer, player: string, track: string): boolean {
  if (viewer.role === 'gm') return true;
  const hidden = setup.tracks.find((t) => t.id === track)?.hidden ?? false;
  return !hidden || (viewer.role === 'player' && viewer.id === player);
}

export interface GenericView {
  turn: number;
  phase: ReturnType<typeof currentPhase>;
  tracks: Record<string, Record<string, number>>;
  trackHistory: TrackChange[];
  board: GenericState['board'];
  reportText: string;
  ended: boolean;
  winners: string[];
}

/** The position with hidden tracks of other players (and their history) removed. */
export function genericPlayerView(setup: GenericSetup, state: GenericState, viewer: Viewer): GenericView {
  const tracks = Object.fromEntries(
    Object.entries(state.tracks).map(([player, values]) => [
      player,
      Object.fromEntries(Object.entries(values).filter(([track]) => canSee(setup, viewer, player, track))),
    ]),
  );
  return {
    turn: state.turn,
    phase: currentPhase(setup, state),
    tracks,
    trackHistory: state.trackHistory.filter((c) => canSee(setup, viewer, c.player, c.track)),
    board: state.board,
    reportText: state.reportText,
    ended: state.ended,
    winners: state.winners,
  };
}

/** Scores for everybody: the score track, unless it is hidden. The generic game has no public summary of its own. */
export function genericPublicState(setup: GenericSetup, state: GenericState) {
  const track = scoreTrackId(setup);
  const hidden = setup.tracks.find((t) => t.id === track)?.hidden ?? true;
  const scores = track === null || hidden ? {} : Object.fromEntries(Object.entries(state.tracks).map(([p, v]) => [p, v[track] ?? 0]));
  return { turn: state.turn, scores };
}

/**
 * The position as a document for a viewer: the tracks they may see (a table: one row per player, one column per
 * visible track) and the board. Hidden tracks appear only in their owner's copy and the GM's.
 */
export function describeGenericPosition(
  setup: GenericSetup,
  players: readonly { id: string; name: string }[],
  state: GenericState,
  viewer: Viewer,
  lang: Lang,
): ReportDocument {
  const t = (key: string) => translate(GENERIC_REPORT, key, lang);
  const view = genericPlayerView(setup, state, viewer);
  const columns = setup.tracks.filter((track) => players.some((p) => view.tracks[p.id]?.[track.id] !== undefined));
  const blocks: Block[] = [];
  if (columns.length > 0) {
    blocks.push({ kind: 'heading', content: [t('tracks')] });
    blocks.push({
      kind: 'table',
      header: [[t('colPlayer')], ...columns.map((track) => [track.name])],
      rows: players.map((p) => [[p.name], ...columns.map((track) => [String(view.tracks[p.id]?.[track.id] ?? '—')])]),
    });
  }
  if (view.board !== null) {
    blocks.push({ kind: 'heading', content: [t('board')] });
    blocks.push({ kind: 'preformatted', text: typeof view.board === 'string' ? view.board : JSON.stringify(view.board, null, 2) });
  }
  return { title: [t('tracks')], blocks };
}

/** A phase's outcome as a viewer may see it: changes of hidden tracks only for their owner and the GM. */
export function genericOutcomeView(setup: GenericSetup, outcome: GenericOutcome, viewer: Viewer): GenericOutcome {
  return { ...outcome, trackChanges: outcome.trackChanges.filter((c) => canSee(setup, viewer, c.player, c.track)) };
}
