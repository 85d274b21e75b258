import type { Problem } from '../../../core/ruleset.ts';
import type { MapProblemCode } from '../map-validation.ts';
import { format } from '../../../core/catalogue.ts';
import type { Entry, Language } from '../../../core/catalogue.ts';

/**
 * Map validation problems for people (GM console), in both languages. The engine keeps codes and English
 * messages (map-validation.ts); each `en` here is that English message with its values as {placeholders},
 * so `localizeProblem` reads the values back from the engine's message and writes them in the wanted language.
 */
export const MAP_PROBLEM_MESSAGES: Record<MapProblemCode, Entry> = {
  invalid_shape: { en: '{detail}', es: 'Formato no válido: {detail}' },
  duplicate_id: { en: 'Duplicate {kind} id "{id}".', es: 'Identificador de {kind} repetido: «{id}».' },
  unknown_sector: {
    en: 'Subsector "{subsector}" names unknown sector "{sector}".',
    es: 'El subsector «{subsector}» indica un sector que no existe: «{sector}».',
  },
  unknown_subsector: {
    en: 'Planet "{planet}" names unknown subsector "{subsector}".',
    es: 'El planeta «{planet}» indica un subsector que no existe: «{subsector}».',
  },
  unknown_adjacency_subsector: {
    en: 'Adjacency names unknown subsector "{subsector}".',
    es: 'Una adyacencia indica un subsector que no existe: «{subsector}».',
  },
  subsector_too_small: {
    en: 'Subsector "{subsector}" holds {count} planet(s); a subsector needs at least 2 (rules §2).',
    es: 'El subsector «{subsector}» tiene {count} planeta(s); un subsector necesita al menos 2 (reglas §2).',
  },
  empty_sector: { en: 'Sector "{sector}" has no subsector.', es: 'El sector «{sector}» no tiene ningún subsector.' },
  self_adjacency: {
    en: 'Subsector "{subsector}" is listed as adjacent to itself.',
    es: 'El subsector «{subsector}» figura como adyacente a sí mismo.',
  },
  duplicate_adjacency: {
    en: 'The adjacency between "{a}" and "{b}" is listed twice.',
    es: 'La adyacencia entre «{a}» y «{b}» aparece dos veces.',
  },
  gate_not_crossing: {
    en: 'The adjacency "{a}"–"{b}" is marked as a Cadian Gate crossing but does not cross the Eye boundary (rules §2).',
    es: 'La adyacencia «{a}»–«{b}» está marcada como paso de las Puertas de Cadia, pero no cruza el límite del Ojo (reglas §2).',
  },
  no_outer_sector: { en: 'The map has no outer sector.', es: 'El mapa no tiene ningún sector exterior.' },
};

/** The `{kind}` of duplicate_id. */
const KIND_NAMES: Record<string, Entry> = {
  sector: { en: 'sector', es: 'sector' },
  subsector: { en: 'subsector', es: 'subsector' },
  planet: { en: 'planet', es: 'planeta' },
};

/** zod issue codes: a map whose shape is wrong before validateMap runs (the service reports zod's own codes). */
const SHAPE_CODES = new Set([
  'invalid_type',
  'too_big',
  'too_small',
  'invalid_format',
  'not_multiple_of',
  'unrecognized_keys',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'invalid_value',
  'custom',
]);

const isMapProblemCode = (code: string): code is MapProblemCode => Object.prototype.hasOwnProperty.call(MAP_PROBLEM_MESSAGES, code);

const patterns = new Map<string, RegExp>();

/** `Duplicate {kind} id "{id}".` -> /^Duplicate (?<kind>.*?) id "(?<id>.*?)"\.$/ */
function patternOf(template: string): RegExp {
  let pattern = patterns.get(template);
  if (!pattern) {
    const parts = template.split(/\{(\w+)\}/);
    const source = parts.map((part, i) => (i % 2 === 1 ? `(?<${part}>[\\s\\S]*?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
    pattern = new RegExp(`^${source}$`);
    patterns.set(template, pattern);
  }
  return pattern;
}

/**
 * The problem with its message in `lang` (path and code unchanged). Problems that are not map problems, or
 * whose message does not read as the catalogue's English, are returned as they are.
 */
export function localizeProblem<P extends Problem>(problem: P, lang: Language): P {
  const code = isMapProblemCode(problem.code) ? problem.code : SHAPE_CODES.has(problem.code) ? 'invalid_shape' : null;
  if (code === null) return problem;
  const entry = MAP_PROBLEM_MESSAGES[code];
  const match = patternOf(entry.en).exec(problem.message);
  if (!match) return problem;
  const values: Record<string, string> = { ...match.groups };
  if (values.kind !== undefined) values.kind = KIND_NAMES[values.kind]?.[lang] ?? values.kind;
  return { ...problem, message: format(entry[lang], values) };
}
