/**
 * `npm run --silent adjudicate -- [--check] case.json` (spec: ../shared/spec/adjudication-cases.md).
 * Prints the outcome as one JSON object (exit 0). --check: compares with `expect`, prints each difference,
 * exit 1 on a mismatch. A malformed case (bad JSON, schema, map or cross-reference problems): stderr, exit 2.
 */
import { readFileSync } from 'node:fs';
import { compareExpect, parseCase, runCase } from '../src/engine/rulesets/lords-of-chaos/case-file.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const args = process.argv.slice(2).filter((a) => a !== '--');
const check = args.includes('--check');
const files = args.filter((a) => a !== '--check');
if (files.length !== 1 || files[0]!.startsWith('--')) fail('usage: npm run --silent adjudicate -- [--check] path/to/case.json');
const file = files[0]!;

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  fail(`${file}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
}
let json: unknown;
try {
  json = JSON.parse(text);
} catch (error) {
  fail(`${file}: invalid JSON: ${(error as Error).message}`);
}
const parsed = parseCase(json);
if (!parsed.ok) {
  fail([`${file}: malformed case (${parsed.problems.length} problem(s)):`, ...parsed.problems.map((p) => `  ${p.path || '(root)'}: ${p.message} [${p.code}]`)].join('\n'));
}
const outcome = runCase(parsed.value);
if (!check) {
  process.stdout.write(`${JSON.stringify(outcome, null, 2)}\n`);
  process.exit(0);
}
const diffs = compareExpect(parsed.value.expect, outcome);
if (diffs.length === 0) {
  process.stdout.write(`ok ${parsed.value.name || file}\n`);
  process.exit(0);
}
process.stdout.write([`MISMATCH ${parsed.value.name || file}:`, ...diffs.map((d) => `  ${d}`)].join('\n') + '\n');
process.exit(1);
