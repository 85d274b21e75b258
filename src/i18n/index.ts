/**
 * One i18n catalogue for every user-facing string of the server (API messages, web pages, notifications).
 * Catalogue files export `Messages` objects keyed by message id; each entry has both languages. Placeholders are
 * `{name}` and are filled by `format`. The catalogue primitives live in the engine (rulesets have their own
 * catalogues): src/engine/core/catalogue.ts.
 */
export { format, LANGUAGES, translate } from '../engine/core/catalogue.ts';
export type { Entry, Language, Messages } from '../engine/core/catalogue.ts';
