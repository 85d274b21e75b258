import type { Problem } from '../../core/ruleset.ts';
import { DIRECTIONS, PHASES } from './types.ts';
import type { World } from './world.ts';

/** The fields of a position (types.ts `State`); a case may give any subset (position.ts `normalizeState`). */
const FIELDS = [
  'seats',
  'round',
  'phase',
  'firstPlayer',
  'direction',
  'power',
  'doom',
  'spellbooks',
  'elderSigns',
  'elderSignPool',
  'signsDrawn',
  'units',
  'captives',
  'gates',
  'ritual',
  'combat',
  'unlimitedBattle',
  'lastInitiative',
  'initiative',
  'battle',
  'ritualQueue',
  'pending',
  'winners',
  'endReason',
];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): boolean => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * Problems of a stored or hand-written position (`validateState`, case files): what `normalizeState` would
 * take without a word — unknown fields, players not seated, units, areas and values that do not exist.
 */
export function validateState(world: World, input: unknown): Problem[] {
  if (!isRecord(input)) return [{ path: '', code: 'invalid_shape', message: 'A position is an object.' }];
  const problems: Problem[] = [];
  const add = (path: string, code: string, message: string) => problems.push({ path, code, message });
  const players = new Set(world.playerIds);
  const player = (path: string, id: unknown) => {
    if (typeof id !== 'string' || !players.has(id)) add(path, 'unknown_player', `${JSON.stringify(id)} is not a seated player.`);
  };
  const unit = (path: string, id: unknown) => {
    if (typeof id !== 'string' || !world.unitById.has(id)) add(path, 'unknown_unit', `${JSON.stringify(id)} is not a unit of the seated factions.`);
  };
  const area = (path: string, id: unknown) => {
    if (typeof id !== 'string' || !world.areaById.has(id)) add(path, 'unknown_area', `${JSON.stringify(id)} is not an area of the map.`);
  };
  for (const key of Object.keys(input)) if (!FIELDS.includes(key)) add(key, 'unknown_field', `"${key}" is not a field of the position (${FIELDS.join(', ')}).`);
  if (input.phase !== undefined && !(PHASES as readonly unknown[]).includes(input.phase)) add('phase', 'invalid_shape', `phase: one of ${PHASES.join(', ')}.`);
  if (input.direction !== undefined && !(DIRECTIONS as readonly unknown[]).includes(input.direction))
    add('direction', 'invalid_shape', `direction: one of ${DIRECTIONS.join(', ')}.`);
  for (const key of ['round', 'signsDrawn', 'ritual'] as const)
    if (input[key] !== undefined && !isCount(input[key])) add(key, 'invalid_shape', `${key}: a whole number ≥ 0.`);
  if (input.firstPlayer !== undefined) player('firstPlayer', input.firstPlayer);
  for (const key of ['power', 'doom', 'spellbooks', 'elderSigns', 'unlimitedBattle'] as const) {
    const map = input[key];
    if (map === undefined) continue;
    if (!isRecord(map)) {
      add(key, 'invalid_shape', `${key}: an object by player id.`);
      continue;
    }
    for (const [id, value] of Object.entries(map)) {
      player(`${key}.${id}`, id);
      if ((key === 'power' || key === 'doom') && !isCount(value)) add(`${key}.${id}`, 'invalid_shape', `${key}: a whole number ≥ 0.`);
      if (key === 'spellbooks') {
        const books = new Set(world.factionOf.get(id)?.spellbooks.map((b) => b.id) ?? []);
        if (!Array.isArray(value)) add(`${key}.${id}`, 'invalid_shape', 'spellbooks: a list of spellbook ids.');
        else
          value.forEach((book, i) => {
            if (typeof book !== 'string' || !books.has(book))
              add(`${key}.${id}.${i}`, 'unknown_spellbook', `${JSON.stringify(book)} is not a spellbook of ${id}'s faction.`);
          });
      }
      if (key === 'elderSigns') {
        if (!Array.isArray(value)) add(`${key}.${id}`, 'invalid_shape', 'Elder Signs: a list of { id, value }.');
        else
          value.forEach((sign, i) => {
            if (!isRecord(sign) || typeof sign.id !== 'string' || !isCount(sign.value))
              add(`${key}.${id}.${i}`, 'invalid_shape', 'An Elder Sign: { id, value }.');
          });
      }
    }
  }
  if (input.elderSignPool !== undefined && !(Array.isArray(input.elderSignPool) && input.elderSignPool.every(isCount)))
    add('elderSignPool', 'invalid_shape', 'elderSignPool: a list of Elder Sign values.');
  const entries = (key: string): [string, unknown][] => {
    const map = input[key];
    if (map === undefined) return [];
    if (!isRecord(map)) {
      add(key, 'invalid_shape', `${key}: an object.`);
      return [];
    }
    return Object.entries(map);
  };
  for (const [id, where] of entries('units')) {
    unit(`units.${id}`, id);
    area(`units.${id}`, where);
  }
  for (const [id, captor] of entries('captives')) {
    unit(`captives.${id}`, id);
    player(`captives.${id}`, captor);
  }
  for (const [id, holder] of entries('gates')) {
    area(`gates.${id}`, id);
    if (holder !== null) unit(`gates.${id}`, holder);
  }
  for (const [id] of entries('combat')) unit(`combat.${id}`, id);
  return problems;
}
