import type { Problem } from '../../core/ruleset.ts';
import { format } from '../../core/catalogue.ts';
import { GENERIC_PROBLEM_MESSAGES } from './messages.ts';
import type { Lang } from '../../core/ruleset.ts';
import type { GenericProblem } from './reasons.ts';

export function problem(path: string, code: GenericProblem, params: Record<string, string | number> = {}, lang: Lang = 'en'): Problem {
  return { path, code, message: format(GENERIC_PROBLEM_MESSAGES[code][lang], params) };
}
