import type { Catalogue } from '../../../core/catalogue.ts';

/** The Awakened texts of answers as text: usages, notes on understood lines, problems of a whole answer. */
export const AWAKENED_TEXT_MESSAGES = {
  'usage.move': {
    es: 'Muevo <n> de población y <n> recursos de <tierra> a <tierra> [pasando por <tierra>]',
    en: 'Move <n> population and <n> resources from <land> to <land> [via <land>]',
  },
  'usage.explore': { es: 'Exploro <tierra> desde <tierra> con <n> de población', en: 'Explore <land> from <land> with <n> population' },
  'usage.build': { es: 'Construyo <edificio> en <tierra>', en: 'Build <building> in <land>' },
  'usage.form': { es: 'Formo <n> militares en <tierra>', en: 'Form <n> military in <land>' },
  'usage.march': { es: 'Muevo <n> M y <n> V de <tierra> a <tierra> [pasando por <tierra>]', en: 'Move <n> M and <n> V from <land> to <land> [via <land>]' },
  'usage.raid': {
    es: 'Asalto <tierra> desde <tierra> con <n> M y <n> V [para saquear | matar población | destruir <edificios> | conquistar, entran <n>]',
    en: 'Raid <land> from <land> with <n> M and <n> V [to plunder | kill population | destroy <buildings> | conquer, moving in <n>]',
  },
  'note.population': { es: '{n} sin decir de qué: se entiende población.', en: '{n} without saying of what: read as population.' },
  'note.explore': { es: 'no dices cuántos exploran: va 1 de población.', en: 'you do not say how many explore: 1 population goes.' },
  'note.from': { es: 'sale de {land}, tu única tierra junto a {to} con {what}.', en: 'from {land}, your only land next to {to} with {what}.' },
  'note.units': {
    es: '{n} unidades de {land}: {m} M y {v} V (las que hay allí en el paso 8).',
    en: '{n} units from {land}: {m} M and {v} V (what is there in step 8).',
  },
  'what.pieces': { es: 'población o recursos', en: 'population or resources' },
  'what.military': { es: 'militares', en: 'military' },
  'problem.nothing': { es: 'no dices qué mueves: «{n} de población», «{n} recursos».', en: 'you do not say what moves: “{n} population”, “{n} resources”.' },
  'problem.noUnits': {
    es: 'no dices cuántos militares: «2 M y 1 V», o «3 militares».',
    en: 'you do not say how many military: “2 M and 1 V”, or “3 military”.',
  },
  'problem.unitsTwice': {
    es: 'di las unidades de una sola manera: «2 M y 1 V» o «3 militares».',
    en: 'give the units one way only: “2 M and 1 V” or “3 military”.',
  },
  'problem.noFrom': {
    es: 'no dices desde dónde, y ninguna tierra tuya con {what} linda con {to}.',
    en: 'you do not say where from, and no land of yours with {what} borders {to}.',
  },
  'problem.manyFrom': {
    es: 'no dices desde dónde: lindan con {to} varias tierras tuyas con {what} ({lands}); escribe «desde …».',
    en: 'you do not say where from: several lands of yours with {what} border {to} ({lands}); write “from …”.',
  },
  'problem.whichUnits': {
    es: 'no dices cuántas son M y cuántas V: en {land} habrá {m} M y {v} V en el paso 8; escribe por ejemplo «{example}».',
    en: 'you do not say how many are M and how many V: {land} will hold {m} M and {v} V in step 8; write for example “{example}”.',
  },
  'problem.laterStep': {
    es: '«{text}» es una orden del paso de {other}, y ahora toca el de {step}: envíala cuando se abra ese paso.',
    en: '“{text}” is an order of the {other} step, and this is the {step} step: send it when that step opens.',
  },
  'problem.pastStep': {
    es: '«{text}» es una orden del paso de {other}, que ya se ha resuelto en este turno; ahora toca el de {step}.',
    en: '“{text}” is an order of the {other} step, already resolved this turn; this is the {step} step.',
  },
} satisfies Catalogue;

export type AwakenedTextMessageKey = keyof typeof AWAKENED_TEXT_MESSAGES;
