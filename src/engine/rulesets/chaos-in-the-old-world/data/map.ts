import type { Data } from '../schemas.ts';

/**
 * The default Old World map. FROM THE SEED: nine regions walked in a fixed standard region order, each with a
 * Resistance and a Conquest value. The order follows the digest's check (Norsca, Troll Country, Kislev, Empire,
 * Bretonnia, Estalia, Tilea, Border Princes, Badlands). NOT FROM THE SEED (editable GM data, values in the
 * spirit of the published board): the numbers, which regions are populous, two card slots per region, the
 * adjacency and the drawing positions.
 */
export const DEFAULT_REGIONS: Data['regions'] = [
  { id: 'norsca', name: { es: 'Norsca', en: 'Norsca' }, resistance: 1, conquest: 1, populous: false, cardSlots: 2, x: 360, y: 70 },
  { id: 'troll-country', name: { es: 'Tierra de los Trolls', en: 'Troll Country' }, resistance: 1, conquest: 1, populous: false, cardSlots: 2, x: 640, y: 80 },
  { id: 'kislev', name: { es: 'Kislev', en: 'Kislev' }, resistance: 3, conquest: 3, populous: true, cardSlots: 2, x: 600, y: 210 },
  { id: 'empire', name: { es: 'El Imperio', en: 'The Empire' }, resistance: 5, conquest: 5, populous: true, cardSlots: 2, x: 420, y: 250 },
  { id: 'bretonnia', name: { es: 'Bretonia', en: 'Bretonnia' }, resistance: 4, conquest: 4, populous: true, cardSlots: 2, x: 180, y: 250 },
  { id: 'estalia', name: { es: 'Estalia', en: 'Estalia' }, resistance: 3, conquest: 3, populous: false, cardSlots: 2, x: 110, y: 450 },
  { id: 'tilea', name: { es: 'Tilea', en: 'Tilea' }, resistance: 2, conquest: 2, populous: false, cardSlots: 2, x: 320, y: 450 },
  { id: 'border-princes', name: { es: 'Reinos Fronterizos', en: 'Border Princes' }, resistance: 1, conquest: 1, populous: false, cardSlots: 2, x: 520, y: 460 },
  { id: 'badlands', name: { es: 'Tierras Yermas', en: 'Badlands' }, resistance: 1, conquest: 1, populous: false, cardSlots: 2, x: 700, y: 380 },
];

export const DEFAULT_ADJACENCY: Data['adjacency'] = [
  ['norsca', 'troll-country'],
  ['norsca', 'kislev'],
  ['norsca', 'empire'],
  ['troll-country', 'kislev'],
  ['kislev', 'empire'],
  ['empire', 'bretonnia'],
  ['empire', 'tilea'],
  ['empire', 'border-princes'],
  ['empire', 'badlands'],
  ['bretonnia', 'estalia'],
  ['bretonnia', 'tilea'],
  ['estalia', 'tilea'],
  ['tilea', 'border-princes'],
  ['border-princes', 'badlands'],
];

/**
 * What the tokens do. FROM THE SEED: warpstone counts as a corruption token; peasants are killed in battle
 * and given to the killer. NOT FROM THE SEED: a peasant takes 1 hit; a noble adds 1 to the Conquest value
 * (published game); event, hero and skaven tokens do nothing automatically (the GM applies them).
 */
export const DEFAULT_TOKENS: Data['tokens'] = {
  event: { resistance: 0, conquest: 0, corruption: 0, defense: 0 },
  hero: { resistance: 0, conquest: 0, corruption: 0, defense: 0 },
  noble: { resistance: 0, conquest: 1, corruption: 0, defense: 0 },
  peasant: { resistance: 0, conquest: 0, corruption: 0, defense: 1 },
  skaven: { resistance: 0, conquest: 0, corruption: 0, defense: 0 },
  warpstone: { resistance: 0, conquest: 0, corruption: 1, defense: 0 },
};

/** FROM THE SEED: "to noble-brikker, tre warpstone-brikker og fire peasant-brikker", one per region. */
export const DEFAULT_SETUP_TOKENS: Data['setupTokens'] = { event: 0, hero: 0, noble: 2, peasant: 4, skaven: 0, warpstone: 3 };

/**
 * The ruination deck, card 1 on top. FROM THE SEED: each card has a "ruiners" value, a "first" and a "second".
 * NOT FROM THE SEED: the numbers (placeholders; the GM types the printed ones).
 */
export const DEFAULT_RUINATION: Data['ruination'] = [
  { ruiners: 3, first: 10, second: 5 },
  { ruiners: 3, first: 9, second: 5 },
  { ruiners: 3, first: 9, second: 4 },
  { ruiners: 2, first: 8, second: 4 },
  { ruiners: 2, first: 8, second: 4 },
  { ruiners: 2, first: 7, second: 3 },
  { ruiners: 2, first: 7, second: 3 },
  { ruiners: 1, first: 6, second: 3 },
  { ruiners: 1, first: 6, second: 2 },
];
