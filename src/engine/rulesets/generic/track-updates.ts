import type { Problem, Lang } from '../../core/ruleset.ts';
import { problem } from './problems.ts';
import type { GenericPlayer, GenericSetup, GenericState, TrackChange, TrackUpdate } from './schemas.ts';

/**
 * Applies the GM's track updates in order (several updates of one track chain). Returns the new values, the
 * changes (only those that moved a value) and the problems; callers use either the problems or the result.
 */
export function applyTrackUpdates(
  setup: GenericSetup,
  players: readonly GenericPlayer[],
  state: GenericState,
  updates: readonly TrackUpdate[],
  where: { step: number; turn: number; phase: string },
  lang: Lang = 'en',
): { tracks: GenericState['tracks']; changes: TrackChange[]; problems: Problem[] } {
  const tracks: GenericState['tracks'] = Object.fromEntries(Object.entries(state.tracks).map(([p, values]) => [p, { ...values }]));
  const changes: TrackChange[] = [];
  const problems: Problem[] = [];
  const names = new Map(players.map((p) => [p.id, p.name]));
  updates.forEach((update, index) => {
    const path = `tracks[${index}]`;
    const track = setup.tracks.find((t) => t.id === update.track);
    if (!names.has(update.player)) return void problems.push(problem(`${path}.player`, 'unknown_player', { id: update.player }, lang));
    if (!track) return void problems.push(problem(`${path}.track`, 'unknown_track', { id: update.track }, lang));
    if ((update.delta === undefined) === (update.set === undefined)) return void problems.push(problem(path, 'delta_or_set', {}, lang));
    const values = (tracks[update.player] ??= {});
    const from = values[track.id] ?? track.initial;
    const to = update.set ?? from + update.delta!;
    const min = track.min ?? -1_000_000;
    const max = track.max ?? 1_000_000;
    if (to < min || to > max) {
      return void problems.push(problem(path, 'track_out_of_range', { player: names.get(update.player)!, track: track.name, value: to, min, max }, lang));
    }
    values[track.id] = to;
    if (to !== from) changes.push({ ...where, player: update.player, track: track.id, from, to, ...(update.note ? { note: update.note } : {}) });
  });
  return { tracks, changes, problems };
}
