import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { RULESETS } from '../../src/engine/registry.ts';

/**
 * The layers hold (issue 11): the engine imports nothing outside itself; HTTP and web never reach the
 * repositories or the database; the web layer never imports the HTTP layer; nothing imports upward; and a
 * ruleset is named only in its own folder and the registry.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

interface Import {
  from: string; // src-relative file
  to: string; // src-relative target
  typeOnly: boolean;
}

const IMPORT = /^\s*import\s+(type\s+)?[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
const DYNAMIC = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

const files = sources(SRC);
const imports: Import[] = files.flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const from = relative(SRC, file);
  const found: Import[] = [];
  for (const m of text.matchAll(IMPORT)) found.push({ from, to: normalize(relative(SRC, join(dirname(file), m[2]!))), typeOnly: m[1] !== undefined });
  for (const m of text.matchAll(DYNAMIC)) found.push({ from, to: normalize(relative(SRC, join(dirname(file), m[1]!))), typeOnly: false });
  return found;
});

const layer = (path: string) => path.split('/')[0]!;
const violations = (rule: (i: Import) => boolean) => imports.filter(rule).map((i) => `${i.from} -> ${i.to}`);

describe('import rules', () => {
  test('the files were found (the rules below are not vacuous)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(imports.filter((i) => layer(i.from) === 'engine').length).toBeGreaterThan(100);
  });

  test('src/engine imports nothing outside src/engine (pure: no server, database, i18n or reports)', () => {
    expect(violations((i) => layer(i.from) === 'engine' && layer(i.to) !== 'engine')).toEqual([]);
  });

  test('http and web never import repositories or the database (type-only imports of the client type aside)', () => {
    expect(
      violations((i) => ['http', 'web'].includes(layer(i.from)) && (layer(i.to) === 'repositories' || (layer(i.to) === 'db' && !i.typeOnly) || layer(i.to) === 'generated')),
    ).toEqual([]);
  });

  test('web never imports http', () => {
    expect(violations((i) => layer(i.from) === 'web' && layer(i.to) === 'http')).toEqual([]);
  });

  test('no upward imports: services never import http or web; renderers and catalogues never import the server', () => {
    expect(violations((i) => layer(i.from) === 'services' && ['http', 'web', 'app.ts', 'server.ts'].includes(layer(i.to)))).toEqual([]);
    expect(
      violations((i) => ['reports', 'i18n'].includes(layer(i.from)) && ['services', 'repositories', 'db', 'http', 'web', 'lifecycle', 'notifications'].includes(layer(i.to))),
    ).toEqual([]);
    expect(violations((i) => layer(i.from) === 'repositories' && !['repositories', 'db', 'generated'].includes(layer(i.to)))).toEqual([]);
  });

  test('every other layer reaches the rulesets only through the registry and the core contract', () => {
    expect(violations((i) => layer(i.from) !== 'engine' && i.to.startsWith('engine/rulesets/'))).toEqual([]);
  });

  test.each(Object.keys(RULESETS))('ruleset %s is named only in its own folder and the registry', (id) => {
    const named = files.filter((file) => {
      const path = relative(SRC, file);
      if (path.startsWith(`engine/rulesets/${id}/`) || path === 'engine/registry.ts') return false;
      const text = readFileSync(file, 'utf8');
      return text.includes(`rulesets/${id}/`) || text.includes(`'${id}'`) || text.includes(`"${id}"`);
    });
    expect(named.map((file) => relative(SRC, file))).toEqual([]);
  });
});
