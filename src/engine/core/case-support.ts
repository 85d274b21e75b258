import { genericCaseSupport } from './case-file.ts';
import type { CaseSupport, AnyRuleset } from './ruleset.ts';

/**
 * The case support for a ruleset's files: its own format when it has one, and the generic format every ruleset
 * also reads (whole games exported by the server, `GET /api/games/:id/case.json`). A file the own format refuses
 * but the generic one accepts is a generic case; otherwise the own format's problems are reported.
 */
export function caseSupportOf(ruleset: AnyRuleset, _json?: unknown): CaseSupport {
  const generic = genericCaseSupport(ruleset);
  const own = ruleset.cases;
  if (!own) return generic;
  return {
    ...own,
    parse(json) {
      const mine = own.parse(json);
      if (mine.ok) return mine;
      const other = generic.parse(json);
      return other.ok ? other : mine;
    },
  };
}
