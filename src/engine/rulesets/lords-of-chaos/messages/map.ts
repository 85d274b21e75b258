import type { Entry, Lang, Message } from '../../../core/catalogue.ts';

/** Strings of the SVG/PNG map (src/reports/map-svg.ts). */
export const MAP_MESSAGES = {
  titleStart: { es: '{map}: situación inicial', en: '{map}: starting position' },
  titleAfter: { es: '{map}: tras el turno {turn}', en: '{map}: after turn {turn}' },
  legend: { es: 'Leyenda', en: 'Legend' },
  players: { es: 'Bandas', en: 'Warbands' },
  unowned: { es: 'Sin dueño', en: 'No owner' },
  resources: { es: 'Recursos', en: 'Resources' },
  extreme: { es: 'Condiciones Extremas', en: 'Extreme Conditions' },
  inhabitants: { es: 'Habitantes (número)', en: 'Inhabitants (count)' },
  sacred: { es: 'Mundo sagrado (inicial del dios)', en: 'Sacred world (god initial)' },
  conquered: { es: 'Conquistado este turno', en: 'Conquered this turn' },
  eyeBoundary: { es: 'Límite del Ojo del Terror', en: 'Eye of Terror boundary' },
  cadianGate: { es: 'Puertas de Cadia', en: 'Cadian Gate' },
  crossing: { es: 'Cruce del límite (coste doble)', en: 'Boundary crossing (double cost)' },
  adjacency: { es: 'Subsectores adyacentes', en: 'Adjacent subsectors' },
  planetTitle: { es: '{planet} — {owner}', en: '{planet} — {owner}' },
  yourPlanet: { es: 'tu planeta', en: 'your planet' },
  canInvade: {
    es: { one: 'puedes invadirlo ({n} acción por unidad)', other: 'puedes invadirlo ({n} acciones por unidad)' },
    en: { one: 'you can invade it ({n} action per unit)', other: 'you can invade it ({n} actions per unit)' },
  },
  canDefend: {
    es: { one: 'puedes defenderlo ({n} acción por unidad)', other: 'puedes defenderlo ({n} acciones por unidad)' },
    en: { one: 'you can defend it ({n} action per unit)', other: 'you can defend it ({n} actions per unit)' },
  },
  yourPlanets: { es: 'Tus planetas ({n})', en: 'Your planets ({n})' },
  targets: { es: 'A tu alcance este turno ({n})', en: 'Within reach this turn ({n})' },
} satisfies Record<string, Record<Lang, Message>>;

export type MapMessageId = keyof typeof MAP_MESSAGES;

/** Known kinds of native inhabitants (map data); unknown kinds are shown as written in the map. */
export const INHABITANT_KINDS: Record<string, Entry> = {
  Cadians: { es: 'cadianos', en: 'Cadians' },
  'Space Marines': { es: 'Marines Espaciales', en: 'Space Marines' },
  'Mordian Iron Guard': { es: 'Guardia de Hierro de Mordian', en: 'Mordian Iron Guard' },
};
