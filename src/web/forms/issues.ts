import type { z } from 'zod';
import type { Lang } from '../../engine/core/catalogue.ts';
import type { Choice, FieldChoices } from '../../engine/core/forms.ts';
import { deref, humanize, labelOf, withoutNull, type JsonSchema } from './json-schema.ts';
import { FORM_MESSAGES } from './messages.ts';
import { canonicalPath } from './paths.ts';

type Key = keyof typeof FORM_MESSAGES;

function say(key: Key, lang: Lang, params: Record<string, string | number | bigint> = {}): string {
  return FORM_MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** What makes a message a player's sentence: the form's choices (their labels name the options expected). */
export interface IssueWords {
  choices?: FieldChoices | undefined;
}

/** zod issues in plain words (es/en), each with the path of its field (`orders[2].planet`). */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[], lang: Lang, words: IssueWords = {}): { path: string; message: string }[] {
  return issues.map((issue) => {
    const path = canonicalPath(issue.path as PropertyKey[]);
    return { path, message: messageOf(issue, lang, optionNames(words.choices, path, lang)) };
  });
}

/** The label of the field at `path` (`orders[2].planet`) in a form's JSON Schema; the humanised key when unknown. */
export function fieldLabel(root: JsonSchema, path: string, lang: Lang): string {
  const segments = canonicalPath(path)
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((s) => s !== '');
  let node: JsonSchema | undefined = root;
  let key = '';
  for (const segment of segments) {
    if (!node) break;
    const plain: JsonSchema = withoutNull(deref(node, root), root).node;
    if (/^\d+$/.test(segment)) node = plain.items;
    else {
      key = segment;
      const variants = [plain, ...(plain.oneOf ?? []), ...(plain.anyOf ?? [])].map((n) => deref(n, root));
      node = variants.find((n) => n.properties?.[segment])?.properties?.[segment];
    }
  }
  return node ? labelOf(withoutNull(deref(node, root), root).node, key, lang) : humanize(key);
}

/** The options a field offers, by their labels: its choices (of that row, else of every row), else the schema's values. */
function optionNames(choices: FieldChoices | undefined, path: string, lang: Lang): (values: readonly unknown[]) => string[] {
  const list = choices?.[path] ?? choices?.[path.replace(/\[\d+\]/g, '[]')];
  const text = (label: Choice['label']) => (typeof label === 'string' ? label : label[lang]);
  return (values) =>
    list
      ? list.filter((c) => c.disabled !== true).map((c) => text(c.label))
      : values.map((value) => (typeof value === 'string' ? humanize(value) : String(value)));
}

/** A bound no one types on purpose (zod's safe-integer limits): "too big", without the number. */
const unbounded = (n: number | bigint) => Number(n) >= Number.MAX_SAFE_INTEGER || Number(n) <= Number.MIN_SAFE_INTEGER;

function messageOf(issue: z.core.$ZodIssue, lang: Lang, optionNames: (values: readonly unknown[]) => string[]): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? say('issue.required', lang)
        : issue.expected === 'int'
          ? say('issue.integer', lang)
          : say('issue.type', lang, { expected: issue.expected });
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return unbounded(issue.minimum) ? say('issue.tooSmallAny', lang) : say('issue.tooSmallNumber', lang, { min: issue.minimum });
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? say('issue.required', lang) : say('issue.tooShort', lang, { min: issue.minimum });
      return issue.exact ? say('issue.exactItems', lang, { n: issue.minimum }) : say('issue.tooFewItems', lang, { min: issue.minimum });
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return unbounded(issue.maximum) ? say('issue.tooBigAny', lang) : say('issue.tooBigNumber', lang, { max: issue.maximum });
      if (issue.origin === 'string') return say('issue.tooLong', lang, { max: issue.maximum });
      return issue.exact ? say('issue.exactItems', lang, { n: issue.maximum }) : say('issue.tooManyItems', lang, { max: issue.maximum });
    case 'invalid_value':
      return issue.values.length > 0 && issue.values.length <= 20
        ? say('issue.oneOf', lang, { options: optionNames(issue.values).join(', ') })
        : say('issue.enum', lang);
    case 'invalid_union':
      return say('issue.enum', lang);
    case 'invalid_format':
      return issue.format === 'email' ? say('issue.email', lang) : say('issue.format', lang);
    case 'unrecognized_keys':
      return say('issue.unknownKey', lang, { keys: issue.keys.join(', ') });
    default:
      return say('issue.other', lang);
  }
}
