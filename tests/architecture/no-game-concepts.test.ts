import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { RULESETS } from '../../src/engine/registry.ts';

/**
 * Rulesets are plugins (issue 32): outside its own folder src/engine/rulesets/<id>/ (and the registry's one line)
 * no code names a game — neither its id or name, nor its concepts: option values, CSS classes, catalogue keys,
 * contract members. Comments may still give an example; code, strings, class names and keys may not.
 *
 * Every registered ruleset lists its distinctive words here; a word is matched whole, in identifiers too
 * (`colWarband`, `claim-deed`, `actionsLeft` → "col warband", "claim deed", "actions left"), plural included.
 */
const CONCEPTS: Record<string, string[]> = {
  'lords-of-chaos': [
    'warband',
    'planet',
    'subsector',
    'deed',
    'gesta',
    'khorne',
    'nurgle',
    'tzeentch',
    'slaanesh',
    'eye of terror',
    'ojo del terror',
    'claim deed',
    'defend sector',
    'kill order',
    'exchange for',
    'god kind',
    'undivided',
    'renegade',
    'actions available',
    'actions used',
    'actions left',
    'set control',
    'award deed',
    'revoke deed',
  ],
  generic: ['score track', 'free text orders'],
  'rock-paper-scissors': ['scissors', 'rounds to win'],
  'tic-tac-toe': ['noughts', 'occupied cell', 'board side'],
  'the-awakened': ['awakened', 'cryo', 'nuclear winter', 'survivor'],
  'chaos-in-the-old-world': ['old world', 'ruinous power', 'cultist', 'corruption', 'norsca', 'kislev', 'warpstone'],
  'cthulhu-wars': ['cthulhu', 'elder sign', 'great old one', 'spellbook', 'acolyte', 'crawling chaos', 'black goat', 'yellow sign', 'windwalker'],
  'siege-of-the-citadel': ['citadel', 'doomtrooper', 'legion', 'corporation', 'mission card', 'kampen om citadellet'],
};

const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'src');
const OWN = (path: string) => path.startsWith('engine/rulesets/') || path === 'engine/registry.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return /\.(ts|js|mjs|css)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The code of a file without its comments: strings, template literals (with their `${}` code) and regular
 * expressions are kept whole, so a `//` or a quote inside them is not taken for a comment. CSS: its comments.
 */
export function withoutComments(path: string, text: string): string {
  if (path.endsWith('.css')) return text.replace(/\/\*[\s\S]*?\*\//g, ' ');
  let out = '';
  let i = 0;
  const braces: number[] = []; // open braces inside each `${` of a template being read
  let lastSignificant = '';
  const copyQuoted = (quote: string) => {
    const start = i++;
    while (i < text.length && text[i] !== quote && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
    i++;
    out += text.slice(start, i);
  };
  /** A template's text from `i` (just after "`" or "}") to its end or its next `${`. */
  const copyTemplate = () => {
    const start = i;
    while (i < text.length && text[i] !== '`' && !(text[i] === '$' && text[i + 1] === '{')) i += text[i] === '\\' ? 2 : 1;
    if (text[i] === '`') i++;
    else {
      i += 2;
      braces.push(0);
    }
    out += text.slice(start, i);
  };
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += ' ';
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
      out += ' ';
    } else if (c === "'" || c === '"') {
      copyQuoted(c);
      lastSignificant = 'a';
    } else if (c === '`') {
      out += c;
      i++;
      copyTemplate();
      lastSignificant = 'a';
    } else if (c === '}' && braces.length > 0 && braces.at(-1) === 0) {
      braces.pop();
      out += c;
      i++;
      copyTemplate();
      lastSignificant = 'a';
    } else if (c === '/' && !/[\w)\]}$]/.test(lastSignificant)) {
      // A regular expression (a `/` that cannot divide): up to its closing `/`, classes [...] included.
      const start = i++;
      let inClass = false;
      while (i < text.length && text[i] !== '\n' && (inClass || text[i] !== '/')) {
        if (text[i] === '\\') i++;
        else if (text[i] === '[') inClass = true;
        else if (text[i] === ']') inClass = false;
        i++;
      }
      i++;
      out += text.slice(start, i);
      lastSignificant = 'a';
    } else {
      if (braces.length > 0 && c === '{') braces[braces.length - 1]!++;
      if (braces.length > 0 && c === '}') braces[braces.length - 1]!--;
      if (!/\s/.test(c)) lastSignificant = c;
      out += c;
      i++;
    }
  }
  return out;
}

/** Words as a reader sees them: camelCase, kebab-case and snake_case split, lower case. */
const words = (text: string) =>
  ` ${text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .toLowerCase()} `;

const files = sources(SRC)
  .map((file) => ({ path: relative(SRC, file), file }))
  .filter(({ path }) => !OWN(path))
  .map(({ path, file }) => ({ path, code: words(withoutComments(path, readFileSync(file, 'utf8'))) }));

function hits(word: string): string[] {
  const phrase = words(word).trim();
  const pattern = new RegExp(` ${phrase.replace(/ /g, ' ')}(e?s)? `);
  return files.filter(({ code }) => pattern.test(code)).map(({ path }) => path);
}

describe('no game outside its own folder (issue 32)', () => {
  test('the sources were read and their comments dropped (the search is not vacuous)', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(files.some(({ path }) => path === 'web/player-page-model.ts')).toBe(true);
    expect(words(withoutComments('x.ts', "const a = 'b'; // a warband\n/* a planet */ const c = `claimDeed`;"))).toBe(' const a b const c claim deed  ');
    expect(hits('schema form')).toContain('web/schema-form.ts'); // a word that is there is found
  });

  test('every registered ruleset lists its distinctive words', () => {
    expect(Object.keys(RULESETS).filter((id) => !CONCEPTS[id])).toEqual([]);
  });

  test.each(Object.keys(RULESETS))('%s: its id, names and concepts appear only in its folder and the registry', (id) => {
    const ruleset = RULESETS[id]!;
    const own = [id, ruleset.names.en, ruleset.names.es, ...(CONCEPTS[id] ?? [])];
    // The generic ruleset's id and names are ordinary words ("generic", "genérico"): import-rules.test.ts checks its id as a string.
    const searched = id === 'generic' ? (CONCEPTS[id] ?? []) : own;
    const found = Object.fromEntries(searched.map((word) => [word, hits(word)] as const).filter(([, paths]) => paths.length > 0));
    expect(found).toEqual({});
  });
});
