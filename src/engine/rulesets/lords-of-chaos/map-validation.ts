import type { z } from 'zod';
import type { Problem } from '../../core/ruleset.ts';
import { MapSchema } from './schemas.ts';
import type { GameMap } from './schemas.ts';

/**
 * Semantic validation of a Lords of Chaos map (rules §2). MapSchema checks the shape; this checks the
 * cross-references and the map rules, and reports every problem found (not just the first).
 */

export const MAP_PROBLEM_CODES = [
  'invalid_shape', // MapSchema rejected the value (the path says where)
  'duplicate_id', // two sectors, two subsectors or two planets share an id
  'unknown_sector', // a subsector names a sector that does not exist
  'unknown_subsector', // a planet names a subsector that does not exist
  'unknown_adjacency_subsector', // an adjacency endpoint is not a subsector
  'subsector_too_small', // a subsector holds fewer than two planets (§2)
  'empty_sector', // a sector has no subsector
  'self_adjacency', // a subsector adjacent to itself
  'duplicate_adjacency', // the same pair listed twice (in either direction)
  'gate_not_crossing', // `gate: true` on an adjacency that does not cross the Eye boundary (§2)
  'no_outer_sector', // the map has no outer sector
] as const;

export type MapProblemCode = (typeof MAP_PROBLEM_CODES)[number];

export type MapValidation = { ok: true; map: GameMap } | { ok: false; problems: Problem[] };

export function validateMap(input: unknown): MapValidation {
  const parsed = MapSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map(schemaProblem) };
  const problems = semanticProblems(parsed.data);
  return problems.length === 0 ? { ok: true, map: parsed.data } : { ok: false, problems };
}

/** Formats a JSON path like `planets[3].subsector` (root: empty string). */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

function schemaProblem(issue: z.core.$ZodIssue): Problem {
  return { path: jsonPath(issue.path), code: 'invalid_shape', message: issue.message };
}

function problem(path: string, code: MapProblemCode, message: string): Problem {
  return { path, code, message };
}

function semanticProblems(map: GameMap): Problem[] {
  return [
    ...duplicateIds(map),
    ...unknownReferences(map),
    ...sizeProblems(map),
    ...adjacencyProblems(map),
    ...(map.sectors.some((s) => s.kind === 'outer') ? [] : [problem('sectors', 'no_outer_sector', 'The map has no outer sector.')]),
  ];
}

function duplicateIds(map: GameMap): Problem[] {
  const problems: Problem[] = [];
  const lists = [
    ['sectors', map.sectors, 'sector'],
    ['subsectors', map.subsectors, 'subsector'],
    ['planets', map.planets, 'planet'],
  ] as const;
  for (const [key, items, kind] of lists) {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.id)) {
        problems.push(problem(`${key}[${i}].id`, 'duplicate_id', `Duplicate ${kind} id "${item.id}".`));
      }
      seen.add(item.id);
    });
  }
  return problems;
}

function unknownReferences(map: GameMap): Problem[] {
  const problems: Problem[] = [];
  const sectorIds = new Set(map.sectors.map((s) => s.id));
  const subsectorIds = new Set(map.subsectors.map((s) => s.id));
  map.subsectors.forEach((sub, i) => {
    if (!sectorIds.has(sub.sector)) {
      problems.push(problem(`subsectors[${i}].sector`, 'unknown_sector', `Subsector "${sub.id}" names unknown sector "${sub.sector}".`));
    }
  });
  map.planets.forEach((planet, i) => {
    if (!subsectorIds.has(planet.subsector)) {
      problems.push(problem(`planets[${i}].subsector`, 'unknown_subsector', `Planet "${planet.id}" names unknown subsector "${planet.subsector}".`));
    }
  });
  map.adjacency.forEach((edge, i) => {
    for (const end of [0, 1] as const) {
      if (!subsectorIds.has(edge[end])) {
        problems.push(problem(`adjacency[${i}][${end}]`, 'unknown_adjacency_subsector', `Adjacency names unknown subsector "${edge[end]}".`));
      }
    }
  });
  return problems;
}

function sizeProblems(map: GameMap): Problem[] {
  const problems: Problem[] = [];
  const planetsPerSubsector = new Map<string, number>();
  for (const planet of map.planets) {
    planetsPerSubsector.set(planet.subsector, (planetsPerSubsector.get(planet.subsector) ?? 0) + 1);
  }
  map.subsectors.forEach((sub, i) => {
    const count = planetsPerSubsector.get(sub.id) ?? 0;
    if (count < 2) {
      problems.push(
        problem(`subsectors[${i}]`, 'subsector_too_small', `Subsector "${sub.id}" holds ${count} planet(s); a subsector needs at least 2 (rules §2).`),
      );
    }
  });
  const sectorsWithSubsectors = new Set(map.subsectors.map((s) => s.sector));
  map.sectors.forEach((sector, i) => {
    if (!sectorsWithSubsectors.has(sector.id)) {
      problems.push(problem(`sectors[${i}]`, 'empty_sector', `Sector "${sector.id}" has no subsector.`));
    }
  });
  return problems;
}

function adjacencyProblems(map: GameMap): Problem[] {
  const problems: Problem[] = [];
  const sectorKind = new Map(map.sectors.map((s) => [s.id, s.kind]));
  const subsectorKind = new Map(map.subsectors.map((s) => [s.id, sectorKind.get(s.sector)]));
  const seenPairs = new Set<string>();
  map.adjacency.forEach((edge, i) => {
    const [a, b] = edge;
    if (a === b) {
      problems.push(problem(`adjacency[${i}]`, 'self_adjacency', `Subsector "${a}" is listed as adjacent to itself.`));
      return;
    }
    const pair = [a, b].sort().join('\u0000');
    if (seenPairs.has(pair)) {
      problems.push(problem(`adjacency[${i}]`, 'duplicate_adjacency', `The adjacency between "${a}" and "${b}" is listed twice.`));
    }
    seenPairs.add(pair);
    const gate = edge.length === 3 && edge[2].gate === true;
    const kindA = subsectorKind.get(a);
    const kindB = subsectorKind.get(b);
    // Only judge the gate flag when both endpoints resolve to a sector kind (unknown ones are reported above).
    if (gate && kindA !== undefined && kindB !== undefined && kindA === kindB) {
      problems.push(
        problem(
          `adjacency[${i}][2].gate`,
          'gate_not_crossing',
          `The adjacency "${a}"–"${b}" is marked as a Cadian Gate crossing but does not cross the Eye boundary (rules §2).`,
        ),
      );
    }
  });
  return problems;
}
