import type { Problem } from '../../core/ruleset.ts';
import { problem } from './problems.ts';
import { GENERIC_LIMITS, type GenericPlayer, type GenericSetup } from './schemas.ts';

export function defaultGenericSetup(): GenericSetup {
  return {
    phases: [{ id: 'orders', name: 'Orders', secret: true, orders: true }],
    tracks: [{ id: 'vp', name: 'VP', initial: 0, hidden: false }],
    board: null,
    dice: [],
  };
}

/** The score track: `scoreTrack`, else the first track; null when the game has no tracks. */
export function scoreTrackId(setup: GenericSetup): string | null {
  return setup.scoreTrack ?? setup.tracks[0]?.id ?? null;
}

function duplicates<T>(items: readonly T[], key: (item: T) => string): { index: number; id: string }[] {
  const seen = new Set<string>();
  const found: { index: number; id: string }[] = [];
  items.forEach((item, index) => {
    const id = key(item);
    if (seen.has(id)) found.push({ index, id });
    seen.add(id);
  });
  return found;
}

export function validateGenericSetup(setup: GenericSetup): Problem[] {
  const problems: Problem[] = [];
  for (const { index, id } of duplicates(setup.phases, (p) => p.id)) problems.push(problem(`phases[${index}].id`, 'duplicate_phase', { id }));
  for (const { index, id } of duplicates(setup.tracks, (t) => t.id)) problems.push(problem(`tracks[${index}].id`, 'duplicate_track', { id }));
  setup.tracks.forEach((track, index) => {
    if (track.min !== undefined && track.max !== undefined && track.min > track.max) {
      problems.push(problem(`tracks[${index}]`, 'bad_track_range', { id: track.id }));
    } else if ((track.min !== undefined && track.initial < track.min) || (track.max !== undefined && track.initial > track.max)) {
      problems.push(problem(`tracks[${index}].initial`, 'initial_out_of_range', { id: track.id }));
    }
  });
  if (setup.scoreTrack !== undefined && !setup.tracks.some((t) => t.id === setup.scoreTrack)) {
    problems.push(problem('scoreTrack', 'unknown_score_track', { id: setup.scoreTrack }));
  }
  return problems;
}

export function validateGenericPlayer(seated: readonly GenericPlayer[], player: GenericPlayer): Problem[] {
  const problems: Problem[] = [];
  if (seated.some((p) => p.id === player.id)) problems.push(problem('id', 'duplicate_player', { id: player.id }));
  const name = player.name.toLowerCase();
  if (seated.some((p) => p.name.toLowerCase() === name)) problems.push(problem('name', 'duplicate_name', { name: player.name }));
  if (seated.length >= GENERIC_LIMITS.maxPlayers) problems.push(problem('id', 'too_many_players', { max: GENERIC_LIMITS.maxPlayers }));
  return problems;
}
