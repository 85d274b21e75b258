import { indexMap } from './map-index.ts';
import { StateSchema, type GameMap, type Player, type State, type StateInput } from './schemas.ts';

/**
 * Fills every default of a start-of-turn state (spec "The case"): control of every planet (null when nobody),
 * remaining inhabitants (map count unless given), 0 scores and permanent actions, no favours, for every player.
 * Entries naming unknown planets are dropped, controllers that are not seated players become null.
 */
export function normalizeState(map: GameMap, players: readonly Player[], input: StateInput): State {
  const parsed = StateSchema.parse(input ?? {});
  const index = indexMap(map);
  const playerIds = players.map((p) => p.id).sort();
  const seated = new Set(playerIds);

  const control: Record<string, string | null> = {};
  const inhabitants: Record<string, number> = {};
  const extraSacred: Record<string, string[]> = {};
  for (const planetId of index.planetIds) {
    const owner = parsed.control[planetId] ?? null;
    control[planetId] = owner !== null && seated.has(owner) ? owner : null;
    const native = index.planetById.get(planetId)?.inhabitants?.count ?? 0;
    if (native > 0) inhabitants[planetId] = parsed.inhabitants[planetId] ?? native;
    const extra = parsed.extraSacred[planetId];
    if (extra && extra.length > 0) extraSacred[planetId] = [...new Set(extra)];
  }
  const perPlayer = <T>(value: (id: string) => T): Record<string, T> => Object.fromEntries(playerIds.map((id) => [id, value(id)]));
  return {
    turn: parsed.turn,
    control,
    inhabitants,
    scores: perPlayer((id) => parsed.scores[id] ?? 0),
    deedsTaken: [...new Set(parsed.deedsTaken)],
    permanentActions: perPlayer((id) => parsed.permanentActions[id] ?? 0),
    favours: perPlayer((id) => [...new Set(parsed.favours[id] ?? [])]),
    extraSacred,
  };
}
