/**
 * Messages in both languages, for a ruleset's own texts (reasons, prompts, report lines, form labels) and the
 * server's. A message is a template with `{name}` placeholders, or plural forms chosen by the `n` parameter
 * (Intl plural rules of the language: "1 habitante" / "2 habitantes").
 */
export const LANGS = ['es', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** A text in every language (prompts, labels, names). */
export type Text = Record<Lang, string>;

/** A name given in one language (shown as is) or in both (the reader's). */
export function localText(text: string | Text, lang: Lang): string {
  return typeof text === 'string' ? text : text[lang];
}

export type PluralForms = { one: string; other: string };
export type Message = string | PluralForms;
export type Catalogue<K extends string = string> = Record<K, Record<Lang, Message>>;
export type Params = Record<string, string | number>;

const pluralRules: Record<Lang, Intl.PluralRules> = { es: new Intl.PluralRules('es'), en: new Intl.PluralRules('en') };

/** Fills `{name}` placeholders; unknown placeholders stay as written (a visible bug, never a crash). */
export function format(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.prototype.hasOwnProperty.call(params, key) ? String(params[key]) : whole));
}

/** The template of a message for a language, its plural form picked by `params.n` (default: other). */
export function template(message: Message, lang: Lang, params: Params = {}): string {
  if (typeof message === 'string') return message;
  const n = params.n;
  return typeof n === 'number' && pluralRules[lang].select(n) === 'one' ? message.one : message.other;
}

/** `catalogue[key]` in `lang`, filled. A missing key returns the key itself (tests check every key exists). */
export function translate<K extends string>(catalogue: Catalogue<K>, key: K, lang: Lang, params: Params = {}): string {
  const entry = catalogue[key];
  if (!entry) return key;
  return format(template(entry[lang], lang, params), params);
}

/** A translator bound to one catalogue and language. */
export function translator<K extends string>(catalogue: Catalogue<K>, lang: Lang): (key: K, params?: Params) => string {
  return (key, params) => translate(catalogue, key, lang, params);
}

/** Both languages of one message, filled (for prompts and other `Text` values). */
export function texts<K extends string>(catalogue: Catalogue<K>, key: K, params: Params = {}): Text {
  return { es: translate(catalogue, key, 'es', params), en: translate(catalogue, key, 'en', params) };
}

/** Older names used across the code base: one language's text map, and a catalogue of plain entries. */
export type Language = Lang;
export const LANGUAGES = LANGS;
export type Entry = Record<Lang, string>;
export type Messages = Record<string, Entry>;
/** A translator function: key and parameters → text. */
export type Translate = (key: string, params?: Params) => string;
