import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** Our own adjudication cases (the public ones live in public/ and are run by tests/rulesets/lords-of-chaos/public-cases.test.ts). */
export const OWN_CASES_DIR = join(import.meta.dirname, '..', '..', '..', 'cases', 'lords-of-chaos');

export interface CaseFile {
  file: string;
  name: string; // file name without .json
  json: Record<string, unknown>;
}

export function readOwnCaseFiles(): CaseFile[] {
  return readdirSync(OWN_CASES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => entry.name)
    .sort()
    .map((file) => ({
      file,
      name: basename(file, '.json'),
      json: JSON.parse(readFileSync(join(OWN_CASES_DIR, file), 'utf8')) as Record<string, unknown>,
    }));
}
