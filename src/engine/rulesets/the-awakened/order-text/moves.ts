import { texts, translate } from '../../../core/catalogue.ts';
import type { OrderKindGrammar, Slots } from '../../../core/order-text/index.ts';
import type { AwakenedReadContext } from './context.ts';
import { landCandidates, withSubject, type MoveLine } from './line-orders.ts';
import { AWAKENED_TEXT_MESSAGES } from './messages.ts';

/**
 * Step A (seed steps 3–4): "Muevo 2 de población y 1 recurso de c1 a c2", "Muevo 3P 1R de Vault North a Ash
 * Flats pasando por d2", "2 de población de c1 a c2", "Exploro c2 desde c1 con 2 de población", "Move 2
 * population and 1 resource from c1 to c2 via d2", "Explore c2 from c1 with 2 population". Population entering
 * an unexplored land explores it: exploring is a move.
 */

const LAND_ES = '[la_tierra|tierra|el_territorio]';
const LAND_EN = '[the_land|land|the]';
const POP_ES = '[ [y|+] {population:number} [de] poblacion|pob|p|habitante|habitantes|colono|colonos|cubo|cubos|persona|personas|gente ]';
const RES_ES = '[ [y|+] {resources:number} [de] recurso|recursos|r|res ]';
const POP_EN = '[ [and|+] {population:number} population|pop|p|people|colonist|colonists|cube|cubes ]';
const RES_EN = '[ [and|+] {resources:number} resource|resources|r|res ]';
export const AMOUNTS_ES = `< ${POP_ES} ${RES_ES} [ {count:number} ] >`;
export const AMOUNTS_EN = `< ${POP_EN} ${RES_EN} [ {count:number} ] >`;
export const VIA_ES = `[ pasando_por|por|via|atravesando|a_traves_de|cruzando [el_ferrocarril_de|el_ferrocarril_en|el_ferrocarril|la_tierra|tierra] {via:land} ]`;
export const VIA_EN = `[ via|through|over|passing_through|by_way_of [the_railroad_in|the_railroad_at|the_railroad|the_land|the] {via:land} ]`;
export const FROM_ES = `de|desde|del ${LAND_ES} {from:land}`;
export const FROM_EN = `from ${LAND_EN} {from:land}`;
export const TO_ES = `a|al|hasta|hacia ${LAND_ES} {to:land}`;
export const TO_EN = `to|into|towards|onto ${LAND_EN} {to:land}`;

const MOVE_ES = 'muevo|mover|mueve|movemos|movimiento|movimientos|llevo|llevar|lleva|traslado|trasladar|envio|enviar|mando|mandar|desplazo|desplazar';
const MOVE_EN = 'move|moving|moves|movement|movements|send|sending|shift|shifting|transfer|transferring|take|taking|bring|bringing';
const EXPLORE_ES = 'exploro|explorar|explora|exploramos|exploracion|exploraciones';
const EXPLORE_EN = 'explore|exploring|explores|exploration';

export const MOVE_PATTERNS = {
  es: [
    `${MOVE_ES} ${AMOUNTS_ES} ${FROM_ES} ${TO_ES} < ${VIA_ES} >`,
    `${MOVE_ES} ${AMOUNTS_ES} ${TO_ES} < [ desde|de ${LAND_ES} {from:land} ] ${VIA_ES} >`,
    `${AMOUNTS_ES} ${FROM_ES} ${TO_ES} < ${VIA_ES} >`,
  ],
  en: withSubject([
    `${MOVE_EN} ${AMOUNTS_EN} ${FROM_EN} ${TO_EN} < ${VIA_EN} >`,
    `${MOVE_EN} ${AMOUNTS_EN} ${TO_EN} < [ ${FROM_EN} ] ${VIA_EN} >`,
    `${AMOUNTS_EN} ${FROM_EN} ${TO_EN} < ${VIA_EN} >`,
  ]),
} as const;

export const EXPLORE_PATTERNS = {
  es: [`${EXPLORE_ES} [de|a] ${LAND_ES} {to:land} < [ desde|de ${LAND_ES} {from:land} ] [ con ${AMOUNTS_ES} ] ${VIA_ES} >`],
  en: withSubject([`${EXPLORE_EN} [of] ${LAND_EN} {to:land} < [ ${FROM_EN} ] [ with ${AMOUNTS_EN} ] ${VIA_EN} >`]),
} as const;

const num = (value: Slots[string] | undefined): number | undefined => (typeof value === 'number' ? value : undefined);
const land = (value: Slots[string] | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

/** The move of a reading, or a problem: a bare number is population (noted); nothing to move is refused. */
function moveOf(slots: Slots, ctx: AwakenedReadContext, note: (message: string) => void, exploring: boolean): MoveLine | { problem: string } {
  const say = (key: keyof typeof AWAKENED_TEXT_MESSAGES, params: Record<string, string | number> = {}) =>
    translate(AWAKENED_TEXT_MESSAGES, key, ctx.lang, params);
  let population = num(slots.population);
  const resources = num(slots.resources);
  const bare = num(slots.count);
  if (bare !== undefined) {
    if (population !== undefined) return { problem: say('problem.nothing', { n: bare }) };
    population = bare;
    note(say('note.population', { n: bare }));
  }
  if (population === undefined && resources === undefined) {
    if (!exploring) return { problem: say('problem.nothing', { n: 2 }) };
    population = 1;
    note(say('note.explore'));
  }
  const order: MoveLine = { kind: 'move', to: slots.to as string, population: population ?? 0, resources: resources ?? 0 };
  const from = land(slots.from);
  const via = land(slots.via);
  if (from !== undefined) order.from = from;
  if (via !== undefined) order.via = via;
  return order;
}

export function amountsText(population: number, resources: number, lang: 'es' | 'en'): string {
  const parts: string[] = [];
  if (population > 0 || resources === 0) parts.push(lang === 'es' ? `${population} de población` : `${population} population`);
  if (resources > 0)
    parts.push(lang === 'es' ? `${resources} ${resources === 1 ? 'recurso' : 'recursos'}` : `${resources} ${resources === 1 ? 'resource' : 'resources'}`);
  return parts.join(lang === 'es' ? ' y ' : ' and ');
}

export const moveGrammar: OrderKindGrammar<AwakenedReadContext, MoveLine> = {
  kind: 'move',
  usage: texts(AWAKENED_TEXT_MESSAGES, 'usage.move'),
  patterns: MOVE_PATTERNS,
  build: (slots, tools) => moveOf(slots, tools.ctx, tools.note, false),
  print(order, tools) {
    return landCandidates(tools, (t) => {
      const from = order.from === undefined ? '' : t.lang === 'es' ? ` de ${t.name('land', order.from)}` : ` from ${t.name('land', order.from)}`;
      const to = t.name('land', order.to);
      const via = order.via === undefined ? '' : t.lang === 'es' ? ` pasando por ${t.name('land', order.via)}` : ` via ${t.name('land', order.via)}`;
      const what = amountsText(order.population, order.resources, t.lang);
      return t.lang === 'es' ? `Muevo ${what}${from} a ${to}${via}` : `Move ${what}${from} to ${to}${via}`;
    });
  },
};

export const exploreGrammar: OrderKindGrammar<AwakenedReadContext, MoveLine> = {
  kind: 'explore',
  usage: texts(AWAKENED_TEXT_MESSAGES, 'usage.explore'),
  patterns: EXPLORE_PATTERNS,
  build: (slots, tools) => moveOf(slots, tools.ctx, tools.note, true),
  // Stored moves print as moves (classify never names this kind).
  print: (order, tools) => moveGrammar.print(order, tools),
};
