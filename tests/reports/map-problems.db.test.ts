import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../src/engine/core/ruleset.ts';
import { MAP_PROBLEM_CODES, validateMap } from '../../src/engine/rulesets/lords-of-chaos/map-validation.ts';
import { LANGUAGES } from '../../src/i18n/index.ts';
import { MAP_PROBLEM_MESSAGES, localizeProblem } from '../../src/engine/rulesets/lords-of-chaos/messages/map-problems.ts';
import { startTestApp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** One map breaking every semantic rule at least once (ids are made up; see map-validation.ts). */
const BROKEN_MAP = {
  sectors: [
    { id: 'o1', kind: 'outer' },
    { id: 'e1', kind: 'eye' },
    { id: 'e2', kind: 'eye' }, // empty_sector
  ],
  subsectors: [
    { id: 'A', sector: 'o1' },
    { id: 'A2', sector: 'o1' },
    { id: 'B', sector: 'e1' },
    { id: 'C', sector: 'zz' }, // unknown_sector; subsector_too_small (no planet)
  ],
  planets: [
    { id: 'a1', subsector: 'A' },
    { id: 'a1', subsector: 'A' }, // duplicate_id
    { id: 'a3', subsector: 'A2' },
    { id: 'a4', subsector: 'A2' },
    { id: 'b1', subsector: 'B' },
    { id: 'b2', subsector: 'B' },
    { id: 'p9', subsector: 'QQ' }, // unknown_subsector
  ],
  adjacency: [
    ['A', 'B', { gate: true }],
    ['B', 'A'], // duplicate_adjacency
    ['A', 'A'], // self_adjacency
    ['A', 'QQ'], // unknown_adjacency_subsector
    ['A', 'A2', { gate: true }], // gate_not_crossing
  ],
};
const NO_OUTER_MAP = {
  sectors: [{ id: 'e1', kind: 'eye' }],
  subsectors: [{ id: 'B', sector: 'e1' }],
  planets: [
    { id: 'b1', subsector: 'B' },
    { id: 'b2', subsector: 'B' },
  ],
  adjacency: [],
};

function problemsOf(map: unknown): Problem[] {
  const result = validateMap(map);
  return result.ok ? [] : result.problems;
}

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('map problem messages in both languages', () => {
  const problems = [...problemsOf(BROKEN_MAP), ...problemsOf(NO_OUTER_MAP), ...problemsOf({ sectors: 'none' })];

  it('every code has a message in every language, with the same placeholders', () => {
    expect(Object.keys(MAP_PROBLEM_MESSAGES).sort()).toEqual([...MAP_PROBLEM_CODES].sort());
    for (const code of MAP_PROBLEM_CODES) {
      for (const lang of LANGUAGES) expect(MAP_PROBLEM_MESSAGES[code][lang].trim(), `${code} ${lang}`).not.toBe('');
      expect(placeholders(MAP_PROBLEM_MESSAGES[code].es), code).toEqual(placeholders(MAP_PROBLEM_MESSAGES[code].en));
    }
  });

  it('the sample maps raise every code', () => {
    expect(new Set(problems.map((p) => p.code))).toEqual(new Set(MAP_PROBLEM_CODES));
  });

  it('English reads back as the engine wrote it; Spanish is translated and keeps the values', () => {
    for (const problem of problems) {
      expect(localizeProblem(problem, 'en'), problem.code).toEqual(problem);
      const spanish = localizeProblem(problem, 'es');
      expect(spanish.path).toBe(problem.path);
      expect(spanish.code).toBe(problem.code);
      expect(spanish.message, problem.code).not.toBe(problem.message);
      for (const quoted of problem.message.matchAll(/"([^"]*)"/g)) {
        if (!['sector', 'subsector', 'planet'].includes(quoted[1]!)) expect(spanish.message, problem.code).toContain(`«${quoted[1]}»`);
      }
    }
  });

  it.each([
    ['duplicate_id', 'Identificador de planeta repetido: «a1».'],
    ['unknown_sector', 'El subsector «C» indica un sector que no existe: «zz».'],
    ['subsector_too_small', 'El subsector «C» tiene 0 planeta(s); un subsector necesita al menos 2 (reglas §2).'],
    ['gate_not_crossing', 'La adyacencia «A»–«A2» está marcada como paso de las Puertas de Cadia, pero no cruza el límite del Ojo (reglas §2).'],
    ['no_outer_sector', 'El mapa no tiene ningún sector exterior.'],
  ])('%s in Spanish', (code, expected) => {
    const problem = problems.find((p) => p.code === code)!;
    expect(localizeProblem(problem, 'es').message).toBe(expected);
  });

  it('other problems, and messages that do not read as the catalogue, are left as they are', () => {
    const player = { path: 'planets[0]', code: 'planet_taken', message: 'Planet "x" already belongs to y.' };
    expect(localizeProblem(player, 'es')).toEqual(player);
    const changed = { path: 'sectors[0]', code: 'empty_sector', message: 'Some other wording.' };
    expect(localizeProblem(changed, 'es')).toEqual(changed);
    const shape = { path: 'map.sectors', code: 'invalid_type', message: 'map.sectors: Invalid input: expected array, received string' };
    expect(localizeProblem(shape, 'es').message).toBe('Formato no válido: map.sectors: Invalid input: expected array, received string');
  });
});

describe('GM console map upload shows the problems in the page language (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  const upload = (lang: 'es' | 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/gm?lang=${lang}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        name: 'Mapa roto',
        ruleset: 'lords-of-chaos',
        language: lang,
        preset: '',
        'setup.map': JSON.stringify(BROKEN_MAP),
      }).toString(),
    });

  it('Spanish', async () => {
    const response = await upload('es');
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('El sector «e2» no tiene ningún subsector.');
    expect(response.body).toContain('Identificador de planeta repetido: «a1».');
    expect(response.body).toContain('(empty_sector)');
    expect(response.body).not.toContain('has no subsector');
  });

  it('English', async () => {
    const response = await upload('en');
    expect(response.statusCode).toBe(422);
    expect(response.body).toMatch(/Sector (&quot;|&#34;|")e2(&quot;|&#34;|") has no subsector\./);
    expect(response.body).not.toContain('«e2»');
  });

  it('the API keeps English messages and codes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { name: 'Broken', ruleset: 'lords-of-chaos', language: 'es', setup: { map: BROKEN_MAP } },
    });
    expect(response.statusCode).toBe(422);
    const problems = response.json().problems as Problem[];
    expect(problems).toContainEqual({ path: 'map.sectors[2]', code: 'empty_sector', message: 'Sector "e2" has no subsector.' });
  });
});
