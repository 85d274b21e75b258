/**
 * `npm run --silent adjudicate -- [--ruleset <id>] [--check] case.json` (../shared/spec/adjudication-cases.md,
 * docs/rulesets/<id>.md). The ruleset: --ruleset, else the file's "ruleset" field, else the registry's default
 * (Lords of Chaos, whose spec files name none). Prints the result as one JSON object (exit 0): with the generic
 * format it includes the viewers' views the case asks for and every random stream drawn from (`draws`, what a
 * case may fix; docs/rulesets.md §8). --check: compares with `expect` (and the fixed draws' problems), prints
 * each difference, exit 1 on a mismatch. A malformed case or an unknown ruleset: stderr, exit 2, every problem
 * with its path.
 */
import { readFileSync } from 'node:fs';
import { caseSupportOf } from '../src/engine/core/case-support.ts';
import { compareExpect } from '../src/engine/core/case-file.ts';
import { DEFAULT_RULESET_ID, getRuleset, RULESETS } from '../src/engine/registry.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const USAGE = 'usage: npm run --silent adjudicate -- [--ruleset <id>] [--check] path/to/case.json';
const args = process.argv.slice(2).filter((a) => a !== '--');
let rulesetFlag: string | undefined;
let check = false;
const files: string[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (arg === '--check') check = true;
  else if (arg === '--ruleset') {
    rulesetFlag = args[++i];
    if (!rulesetFlag) fail(USAGE);
  } else if (arg.startsWith('--ruleset=')) rulesetFlag = arg.slice('--ruleset='.length);
  else if (arg.startsWith('--')) fail(`${USAGE}\nunknown option ${arg}`);
  else files.push(arg);
}
if (files.length !== 1) fail(USAGE);
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
const named =
  typeof json === 'object' && json !== null && typeof (json as { ruleset?: unknown }).ruleset === 'string' ? (json as { ruleset: string }).ruleset : undefined;
const rulesetId = rulesetFlag ?? named ?? DEFAULT_RULESET_ID;
const ruleset = getRuleset(rulesetId);
if (!ruleset) fail(`${file}: unknown ruleset "${rulesetId}" (known: ${Object.keys(RULESETS).join(', ')})`);
const parsed = caseSupportOf(ruleset, json).parse(json);
if (!parsed.ok) {
  fail(
    [
      `${file}: malformed case (${parsed.problems.length} problem(s)):`,
      ...parsed.problems.map((p) => `  ${p.path || '(root)'}: ${p.message} [${p.code}]`),
    ].join('\n'),
  );
}
const result = parsed.value.run();
if (!check) {
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  process.exit(0);
}
const diffs = (parsed.value.compare ?? compareExpect)(parsed.value.expect, result);
if (diffs.length === 0) {
  process.stdout.write(`ok ${parsed.value.name || file}\n`);
  process.exit(0);
}
process.stdout.write([`MISMATCH ${parsed.value.name || file}:`, ...diffs.map((d) => `  ${d}`)].join('\n') + '\n');
process.exit(1);
