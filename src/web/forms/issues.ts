import type { z } from 'zod';
import type { Lang } from '../../engine/core/catalogue.ts';
import { FORM_MESSAGES } from './messages.ts';
import { canonicalPath } from './paths.ts';

type Key = keyof typeof FORM_MESSAGES;

function say(key: Key, lang: Lang, params: Record<string, string | number | bigint> = {}): string {
  return FORM_MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** zod issues in plain words (es/en), each with the path of its field (`orders[2].planet`). */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[], lang: Lang): { path: string; message: string }[] {
  return issues.map((issue) => ({ path: canonicalPath(issue.path as PropertyKey[]), message: messageOf(issue, lang) }));
}

function messageOf(issue: z.core.$ZodIssue, lang: Lang): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? say('issue.required', lang)
        : issue.expected === 'int'
          ? say('issue.integer', lang)
          : say('issue.type', lang, { expected: issue.expected });
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return say('issue.tooSmallNumber', lang, { min: issue.minimum });
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? say('issue.required', lang) : say('issue.tooShort', lang, { min: issue.minimum });
      return issue.exact ? say('issue.exactItems', lang, { n: issue.minimum }) : say('issue.tooFewItems', lang, { min: issue.minimum });
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return say('issue.tooBigNumber', lang, { max: issue.maximum });
      if (issue.origin === 'string') return say('issue.tooLong', lang, { max: issue.maximum });
      return issue.exact ? say('issue.exactItems', lang, { n: issue.maximum }) : say('issue.tooManyItems', lang, { max: issue.maximum });
    case 'invalid_value':
    case 'invalid_union':
      return say('issue.enum', lang);
    case 'invalid_format':
      return say('issue.format', lang);
    case 'unrecognized_keys':
      return say('issue.unknownKey', lang, { keys: issue.keys.join(', ') });
    default:
      return say('issue.other', lang);
  }
}
