import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBundle, ensureBundle, freshBundle } from '../../scripts/build-server.mjs';

/**
 * `npm start` runs the server from a bundle built from src/ (scripts/build-server.mjs), rebuilt when any file it
 * was built from changed. Here on a small project of the same shape: TypeScript modules, a JSON import, a file
 * read beside its module through import.meta.url (as the web assets and the PNG worker are), and dependencies in
 * node_modules that read files beside themselves: a CommonJS one through __dirname and __filename, an ES module
 * through import.meta.url.
 */
describe('the server bundle behind npm start', () => {
  const root = mkdtempSync(join(tmpdir(), 'turnkeeper-build-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const options = { root, entry: 'src/server.ts', dist: 'dist' };
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const run = (url: string) =>
    execFileSync(process.execPath, [fileURLToPath(url)], { cwd: root })
      .toString()
      .trim();

  write(
    'src/server.ts',
    [
      "import { readFileSync } from 'node:fs';",
      "import { word } from './words/word.ts';",
      "import data from './data.json' with { type: 'json' };",
      "import { cjsWord, cjsFile } from 'dep-cjs';",
      "import { esmWord } from 'dep-esm';",
      "const beside: string = readFileSync(new URL('./web/asset.txt', import.meta.url), 'utf8').trim();",
      'console.log(`${word} ${data.n} ${beside} ${cjsWord} ${cjsFile} ${esmWord}`);',
      "if (process.env.BOOM) throw new Error('boom');",
    ].join('\n'),
  );
  write('src/words/word.ts', "export const word: string = 'one';\n");
  write('src/data.json', '{ "n": 1 }\n');
  write('src/web/asset.txt', 'beside\n');
  write('node_modules/dep-cjs/package.json', '{ "name": "dep-cjs", "main": "lib/index.js" }\n');
  write(
    'node_modules/dep-cjs/lib/index.js',
    [
      "const { readFileSync } = require('node:fs');",
      "const { basename, join } = require('node:path');",
      "exports.cjsWord = readFileSync(join(__dirname, 'word.txt'), 'utf8').trim();",
      'exports.cjsFile = basename(__filename);',
    ].join('\n'),
  );
  write('node_modules/dep-cjs/lib/word.txt', 'cjs\n');
  write('node_modules/dep-esm/package.json', '{ "name": "dep-esm", "type": "module", "exports": "./index.js" }\n');
  write(
    'node_modules/dep-esm/index.js',
    "import { readFileSync } from 'node:fs';\nexport const esmWord = readFileSync(new URL('./word.txt', import.meta.url), 'utf8').trim();\n",
  );
  write('node_modules/dep-esm/word.txt', 'esm\n');
  write('node_modules/.package-lock.json', '{ "lockfileVersion": 3 }\n');

  it('builds one file that runs under plain node, reading files beside its sources', async () => {
    expect(freshBundle(options)).toBeNull();
    const url = await buildBundle(options);
    expect(run(url)).toBe('one 1 beside cjs index.js esm');
    // The dependencies are in the bundle, not loaded from node_modules.
    expect(readFileSync(fileURLToPath(url), 'utf8')).toContain('exports.cjsWord');
    expect(freshBundle(options)).toBe(url); // nothing changed: no new build
    expect(await ensureBundle(options, () => expect.unreachable('built again'))).toBe(url);
  });

  it('is minified, and node --enable-source-maps traces an error back to its line in src/', async () => {
    const url = freshBundle(options)!;
    expect(readFileSync(fileURLToPath(url), 'utf8').split('\n').length).toBeLessThan(20);
    const crash = spawnSync(process.execPath, ['--enable-source-maps', fileURLToPath(url)], { cwd: root, env: { ...process.env, BOOM: '1' } });
    expect(crash.status).not.toBe(0);
    expect(crash.stderr.toString()).toMatch(/src\/server\.ts:8\b/);
  });

  it('builds again when a source it was built from changes, and runs the new code', async () => {
    const before = freshBundle(options)!;
    write('src/words/word.ts', "export const word: string = 'three';\n");
    expect(freshBundle(options)).toBeNull();
    const lines: string[] = [];
    const after = await ensureBundle(options, (line) => lines.push(line));
    expect(after).not.toBe(before);
    expect(lines.join('\n')).toMatch(/^Built dist\/server-[0-9a-f]{16}\.mjs from src\/server\.ts in \d+ ms$/);
    expect(run(after)).toBe('three 1 beside cjs index.js esm');
    write('src/data.json', '{ "n": 22 }\n');
    expect(run(await ensureBundle(options, () => {}))).toBe('three 22 beside cjs index.js esm');
  });

  it('builds again after npm install changed node_modules (its lock file there is rewritten)', async () => {
    const before = freshBundle(options)!;
    write('node_modules/dep-cjs/lib/index.js', "exports.cjsWord = 'updated'; exports.cjsFile = 'f';\n");
    expect(freshBundle(options)).toBe(before); // files of node_modules are not stamped one by one
    write('node_modules/.package-lock.json', '{ "lockfileVersion": 3, "packages": {} }\n');
    expect(freshBundle(options)).toBeNull();
    expect(run(await ensureBundle(options, () => {}))).toBe('three 22 beside updated f esm');
  });

  it('a bundle whose pointer names a missing file, or a deleted input, is built again', async () => {
    const url = freshBundle(options)!;
    rmSync(fileURLToPath(url));
    expect(freshBundle(options)).toBeNull();
    const rebuilt = await ensureBundle(options, () => {});
    expect(existsSync(fileURLToPath(rebuilt))).toBe(true);
    rmSync(join(root, 'src/data.json'));
    expect(freshBundle(options)).toBeNull();
    expect(readdirSync(join(root, 'dist')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
