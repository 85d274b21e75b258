import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 33: the request examples of README.md and docs/ are run. Every ```http block of a page is sent, in
 * order, to a fresh app; its first line says the status it gets and the values it names for the blocks after it:
 *   # → 201, id as GAME, gmToken as GM
 * and later blocks use them as {GAME}. A page whose examples drift from the server fails here.
 */
const ROOT = join(import.meta.dirname, '..', '..');

interface Example {
  line: number;
  status: number;
  captures: [path: string, name: string][];
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? markdownFiles(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
  );
}

/** The ```http blocks of a page, parsed; a block that does not follow the format is an error (not skipped). */
function examplesOf(text: string): Example[] {
  const examples: Example[] = [];
  for (const match of text.matchAll(/^```http\n([\s\S]*?)^```$/gm)) {
    const line = text.slice(0, match.index).split('\n').length;
    const [head = '', request = '', ...rest] = match[1]!.split('\n');
    const expected = /^# → (\d{3})((?:, [\w.]+ as [A-Z_]+)*)$/.exec(head);
    const start = /^(GET|POST|PUT|PATCH|DELETE) (\S+)$/.exec(request);
    if (!expected || !start) throw new Error(`line ${line}: an http example starts with "# → <status>[, <field> as <NAME>]…" and "<METHOD> <path>"`);
    const blank = rest.indexOf('');
    const headerLines = blank < 0 ? rest : rest.slice(0, blank);
    const headers = Object.fromEntries(headerLines.filter(Boolean).map((h) => [h.slice(0, h.indexOf(':')).toLowerCase(), h.slice(h.indexOf(':') + 1).trim()]));
    const captures = [...expected[2]!.matchAll(/, ([\w.]+) as ([A-Z_]+)/g)].map((c) => [c[1]!, c[2]!] as [string, string]);
    examples.push({
      line,
      status: Number(expected[1]),
      captures,
      method: start[1]!,
      url: start[2]!,
      headers,
      body:
        blank < 0
          ? ''
          : rest
              .slice(blank + 1)
              .join('\n')
              .trim(),
    });
  }
  return examples;
}

const pages = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))]
  .map((file) => ({ file: relative(ROOT, file), examples: examplesOf(readFileSync(file, 'utf8')) }))
  .filter((page) => page.examples.length > 0);

describe('the documents hold runnable examples', () => {
  it('at least the API walkthrough', () => expect(pages.map((p) => p.file)).toContain(join('docs', 'api-walkthrough.md')));
});

describe.each(databaseKinds())('request examples of the documents, run on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it.each(pages.map((page) => [page.file, page] as const))('%s', async (_file, page) => {
    const values = new Map<string, string>();
    const fill = (text: string) =>
      text.replace(/\{([A-Z_]+)\}/g, (whole, name: string) => {
        const value = values.get(name);
        if (value === undefined) throw new Error(`${page.file}: {${name}} is used before a block names it`);
        return value;
      });
    for (const example of page.examples) {
      const response = await t.app.inject({
        method: example.method as 'GET',
        url: fill(example.url),
        headers: Object.fromEntries(Object.entries(example.headers).map(([k, v]) => [k, fill(v)])),
        ...(example.body ? { payload: fill(example.body) } : {}),
      });
      expect(response.statusCode, `${page.file}:${example.line} ${example.method} ${example.url}: ${response.body.slice(0, 300)}`).toBe(example.status);
      for (const [path, name] of example.captures) {
        const value = path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], response.json());
        expect(typeof value, `${page.file}:${example.line}: ${path}`).toBe('string');
        values.set(name, value as string);
      }
    }
  });
});
