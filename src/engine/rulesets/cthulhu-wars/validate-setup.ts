import type { Problem } from '../../core/ruleset.ts';
import type { Setup } from './setup.ts';

/** Semantic checks of the setup beyond its schema ([] = valid): ids, references, pools. */
export const SETUP_PROBLEMS = [
  'duplicate_area',
  'unknown_area',
  'self_adjacency',
  'duplicate_faction',
  'duplicate_unit_type',
  'duplicate_spellbook',
  'duplicate_ability',
  'unknown_unit_type',
  'start_units_exceed_pool',
  'no_cultist_type',
  'unknown_spellbook',
  'no_elder_signs',
] as const;
export type SetupProblem = (typeof SETUP_PROBLEMS)[number];

const MESSAGES: Record<SetupProblem, string> = {
  duplicate_area: 'Two areas share this id.',
  unknown_area: 'No area has this id.',
  self_adjacency: 'An area cannot be adjacent to itself.',
  duplicate_faction: 'Two factions share this id.',
  duplicate_unit_type: 'Two unit types of the faction share this id.',
  duplicate_spellbook: 'Two spellbooks of the faction share this id.',
  duplicate_ability: 'Two abilities of the faction share this id.',
  unknown_unit_type: 'The faction has no unit type with this id.',
  start_units_exceed_pool: 'More starting units than the pool holds.',
  no_cultist_type: 'A faction needs a cultist unit type (recruiting).',
  unknown_spellbook: 'The faction has no spellbook with this id.',
  no_elder_signs: 'The Elder Sign pool is empty.',
};

export function validateSetup(setup: Setup): Problem[] {
  const problems: Problem[] = [];
  const add = (path: string, code: SetupProblem) => problems.push({ path, code, message: MESSAGES[code] });
  const { map, factions, elderSigns } = setup.data;
  const areas = new Set<string>();
  map.areas.forEach((a, i) => {
    if (areas.has(a.id)) add(`data.map.areas[${i}].id`, 'duplicate_area');
    areas.add(a.id);
  });
  map.adjacency.forEach(([a, b], i) => {
    if (!areas.has(a)) add(`data.map.adjacency[${i}][0]`, 'unknown_area');
    if (!areas.has(b)) add(`data.map.adjacency[${i}][1]`, 'unknown_area');
    if (a === b) add(`data.map.adjacency[${i}]`, 'self_adjacency');
  });
  const factionIds = new Set<string>();
  factions.forEach((f, i) => {
    const at = `data.factions[${i}]`;
    if (factionIds.has(f.id)) add(`${at}.id`, 'duplicate_faction');
    factionIds.add(f.id);
    if (!areas.has(f.startArea)) add(`${at}.startArea`, 'unknown_area');
    const types = new Map<string, number>();
    f.units.forEach((u, j) => {
      if (types.has(u.id)) add(`${at}.units[${j}].id`, 'duplicate_unit_type');
      types.set(u.id, u.count);
    });
    f.units.forEach((u, j) => {
      if (u.requiresUnit !== undefined && !types.has(u.requiresUnit)) add(`${at}.units[${j}].requiresUnit`, 'unknown_unit_type');
    });
    if (!f.units.some((u) => u.kind === 'cultist')) add(`${at}.units`, 'no_cultist_type');
    const placed = new Map<string, number>();
    f.startUnits.forEach((s, j) => {
      if (!types.has(s.type)) add(`${at}.startUnits[${j}].type`, 'unknown_unit_type');
      placed.set(s.type, (placed.get(s.type) ?? 0) + s.count);
      if ((placed.get(s.type) ?? 0) > (types.get(s.type) ?? Infinity)) add(`${at}.startUnits[${j}].count`, 'start_units_exceed_pool');
    });
    const books = new Set<string>();
    f.spellbooks.forEach((b, j) => {
      if (books.has(b.id)) add(`${at}.spellbooks[${j}].id`, 'duplicate_spellbook');
      books.add(b.id);
    });
    const abilities = new Set<string>();
    f.abilities.forEach((a, j) => {
      if (abilities.has(a.id)) add(`${at}.abilities[${j}].id`, 'duplicate_ability');
      abilities.add(a.id);
      if (a.spellbook !== undefined && !books.has(a.spellbook)) add(`${at}.abilities[${j}].spellbook`, 'unknown_spellbook');
      if (a.unit !== undefined && !types.has(a.unit)) add(`${at}.abilities[${j}].unit`, 'unknown_unit_type');
    });
  });
  if (elderSigns.reduce((sum, e) => sum + e.count, 0) === 0) add('data.elderSigns', 'no_elder_signs');
  return problems;
}
