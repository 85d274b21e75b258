import type { Catalogue, Lang } from '../catalogue.ts';

/**
 * Why a pasted text was not understood: a closed list (docs/rulesets.md, "Orders as text"). Problems found
 * later by the ruleset's `checkSheet` keep the ruleset's own reason codes when pinned to their lines.
 */
export const ORDER_TEXT_REASONS = [
  'empty_text', // nothing that could be an order (whole text, line 0)
  'text_too_long', // over the size limit (whole text, line 0)
  'line_too_long', // one line over the size limit
  'too_many_orders', // more orders than a sheet may hold (whole text, line 0)
  'unrecognised_order', // the line does not start like any order
  'malformed_order', // it starts like an order but the rest does not fit
  'unknown_name', // a name that matches nothing of its kind (with near misses as suggestions)
  'ambiguous_name', // a name that matches several things (the candidates as suggestions)
  'bad_number', // a count out of range
  'none_with_orders', // "no orders" next to orders
] as const;
export type OrderTextReason = (typeof ORDER_TEXT_REASONS)[number];

export const ORDER_TEXT_MESSAGES = {
  line: { es: 'Línea {line}: {message}', en: 'Line {line}: {message}' },
  empty_text: {
    es: 'El texto no tiene ninguna orden. Si no quieres dar órdenes, escribe «{none}».',
    en: 'The text holds no order. To give no orders, write “{none}”.',
  },
  text_too_long: {
    es: 'El texto es demasiado largo ({length} caracteres; el máximo es {max}).',
    en: 'The text is too long ({length} characters; at most {max}).',
  },
  line_too_long: {
    es: 'es demasiado larga (máximo {max} caracteres): escribe una orden por línea.',
    en: 'it is too long (at most {max} characters): write one order per line.',
  },
  too_many_orders: { es: 'Hay {count} órdenes y el máximo es {max}.', en: 'There are {count} orders and at most {max} are allowed.' },
  unrecognised_order: {
    es: 'no entiendo «{text}». Escribe una orden por línea, por ejemplo: {usages}.',
    en: 'I do not understand “{text}”. Write one order per line, for example: {usages}.',
  },
  did_you_mean_word: { es: '¿Querías decir «{word}»?', en: 'Did you mean “{word}”?' },
  malformed_order: {
    es: '«{text}» no tiene la forma de esa orden; escríbela así: {usage}.',
    en: '“{text}” does not have the form of that order; write it like this: {usage}.',
  },
  unknown_name: { es: 'no conozco «{name}» como {kind} en esta partida.', en: 'there is no {kind} called “{name}” in this game.' },
  did_you_mean: { es: '¿Querías decir {names}?', en: 'Did you mean {names}?' },
  options: { es: 'Opciones: {names}.', en: 'Options: {names}.' },
  ambiguous_name: { es: '«{name}» puede ser {names}: escribe el nombre completo.', en: '“{name}” could be {names}: write the full name.' },
  bad_number: {
    es: '{value} no vale como número: tiene que estar entre {min} y {max}.',
    en: '{value} is not a valid number: it must be between {min} and {max}.',
  },
  none_with_orders: {
    es: '«{text}» dice que no das órdenes, pero el texto tiene otras órdenes: quita una de las dos cosas.',
    en: '“{text}” says you give no orders, but the text holds other orders: remove one or the other.',
  },
  no_orders: { es: 'Sin órdenes', en: 'No orders' },
  or: { es: 'o', en: 'or' },
  and: { es: 'y', en: 'and' },
} satisfies Catalogue;

export type OrderTextMessageKey = keyof typeof ORDER_TEXT_MESSAGES;

/** "A, B y C" / "A, B and C" (or "o" / "or"). */
export function joinList(items: readonly string[], lang: Lang, last: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  const word = ORDER_TEXT_MESSAGES[last][lang];
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

/** A name quoted as the language quotes it. */
export function quoted(text: string, lang: Lang): string {
  return lang === 'es' ? `«${text}»` : `“${text}”`;
}
