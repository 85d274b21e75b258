import { format, texts, translate } from '../../../core/catalogue.ts';
import { ORDER_TEXT_MESSAGES, type OrderKindGrammar, type PrintTools, type Slots } from '../../../core/order-text/index.ts';
import { LIMITS, type Building, type RaidOption } from '../constants.ts';
import type { AwakenedReadContext } from './context.ts';
import { landCandidates, withSubject, type BuildLine, type FormLine, type MarchLine, type RaidLine, type Units } from './line-orders.ts';
import { AWAKENED_TEXT_MESSAGES } from './messages.ts';
import { FROM_EN, FROM_ES, TO_EN, TO_ES, VIA_EN, VIA_ES } from './moves.ts';

/**
 * Step B (seed steps 5, 7, 8; step 6 runs by itself): "Construyo una Ciudad en c3", "Construyo Ciudad y Fábrica en
 * c3", "Formo 2 militares en c3", "Muevo 2 M y 1 V de c3 a c4", "Asalto c5 desde c4 con 3 M para conquistar,
 * entran 2", "Build a City in c3", "Form 2 military in c3", "Move 2 M and 1 V from c3 to c4", "Raid c5 from c4
 * with 3 M to destroy City and Factory".
 */

const LAND_ES = '[la_tierra|tierra|el_territorio]';
const LAND_EN = '[the_land|land|the]';

const BUILD_ES = 'construyo|construir|construye|construimos|edifico|edificar|levanto|levantar|construccion|construcciones|edificio|edificios';
const BUILD_EN = 'build|building|builds|construct|constructing|erect|erecting|buildings';
export const BUILD_PATTERNS = {
  es: [
    `${BUILD_ES} [un|una|el|la] {buildings:building+} en|sobre|a ${LAND_ES} {land:land}`,
    `en|sobre ${LAND_ES} {land:land} ${BUILD_ES} [un|una|el|la] {buildings:building+}`,
  ],
  en: withSubject([
    `${BUILD_EN} [a|an|the] {buildings:building+} in|on|at ${LAND_EN} {land:land}`,
    `in|on|at ${LAND_EN} {land:land} ${BUILD_EN} [a|an|the] {buildings:building+}`,
  ]),
} as const;

const FORM_ES = 'formo|formar|forma|formamos|recluto|reclutar|entreno|entrenar|creo|crear|alisto|alistar|formacion|militares';
const FORM_EN = 'form|forming|forms|raise|raising|recruit|recruiting|train|training|create|creating';
const SOLDIERS_ES = '[militar|militares|unidad|unidades|unidad_militar|unidades_militares|soldado|soldados|tropa|tropas|m]';
const SOLDIERS_EN = '[military|militaries|unit|units|military_unit|military_units|soldier|soldiers|troop|troops|m]';
export const FORM_PATTERNS = {
  es: [`${FORM_ES} {count:number} ${SOLDIERS_ES} en|de|sobre ${LAND_ES} {land:land}`, `en ${LAND_ES} {land:land} ${FORM_ES} {count:number} ${SOLDIERS_ES}`],
  en: withSubject([
    `${FORM_EN} {count:number} ${SOLDIERS_EN} in|at|on ${LAND_EN} {land:land}`,
    `in|at|on ${LAND_EN} {land:land} ${FORM_EN} {count:number} ${SOLDIERS_EN}`,
  ]),
} as const;

/** "2 M y 1 V", "2M 1V" (split before reading), "1 veterano", or a bare "3 militares". */
const UNITS_ES =
  '< [ [y|+] {m:number} [de] m|militar_m|unidades_m ] [ [y|+] {v:number} [de] v|veterano|veteranos|veterana|veteranas|unidades_v ] [ [y|+] {units:number} [de] [militar|militares|unidad|unidades|unidades_militares|tropa|tropas|soldado|soldados] ] >';
const UNITS_EN =
  '< [ [and|+] {m:number} m|m_units ] [ [and|+] {v:number} v|veteran|veterans|v_units ] [ [and|+] {units:number} [military|militaries|unit|units|military_units|troop|troops|soldier|soldiers] ] >';

const MARCH_ES = 'muevo|mover|mueve|movemos|llevo|llevar|traslado|trasladar|envio|enviar|mando|mandar|marcho|marchar|avanzo|avanzar|desplazo|desplazar';
const MARCH_EN = 'move|moving|moves|send|sending|march|marching|advance|advancing|shift|shifting|transfer|bring';
export const MARCH_PATTERNS = {
  es: [
    `${MARCH_ES} ${UNITS_ES} ${FROM_ES} ${TO_ES} < ${VIA_ES} >`,
    `${MARCH_ES} ${UNITS_ES} ${TO_ES} < [ desde|de ${LAND_ES} {from:land} ] ${VIA_ES} >`,
    `${UNITS_ES} ${FROM_ES} ${TO_ES} < ${VIA_ES} >`,
  ],
  en: withSubject([
    `${MARCH_EN} ${UNITS_EN} ${FROM_EN} ${TO_EN} < ${VIA_EN} >`,
    `${MARCH_EN} ${UNITS_EN} ${TO_EN} < [ ${FROM_EN} ] ${VIA_EN} >`,
    `${UNITS_EN} ${FROM_EN} ${TO_EN} < ${VIA_EN} >`,
  ]),
} as const;

const RAID_ES = 'asalto|asaltar|asalta|asaltamos|ataco|atacar|ataca|atacamos|ataque|incursion|invado|invadir';
const RAID_EN = 'raid|raiding|raids|attack|attacking|attacks|assault|assaulting|invade|invading';
const OPTION_ES = '[ [y|para|a] [opcion] {option:option} [ [el|la|los|las] {buildings:building+} ] ]';
const OPTION_EN = '[ [and|to|then] [option] {option:option} [ [the] {buildings:building+} ] ]';
const MOVE_IN_ES = '[ [y] entran|entrando|meto|metiendo|que_entren|ocupan|ocupando {moveIn:number} [unidad|unidades|militar|militares|m] ]';
const MOVE_IN_EN = '[ [and] moving_in|move_in|moves_in|marching_in|occupying_with|occupy_with {moveIn:number} [unit|units|military|m] ]';
export const RAID_PATTERNS = {
  es: [
    `${RAID_ES} [a|en|contra|sobre] ${LAND_ES} {to:land} < [ desde|de ${LAND_ES} {from:land} ] [ con ${UNITS_ES} ] ${OPTION_ES} ${MOVE_IN_ES} >`,
    `${RAID_ES} desde|de ${LAND_ES} {from:land} a|al|contra|sobre|hacia ${LAND_ES} {to:land} < [ con ${UNITS_ES} ] ${OPTION_ES} ${MOVE_IN_ES} >`,
    `${RAID_ES} con ${UNITS_ES} [a|en|contra|sobre] ${LAND_ES} {to:land} < [ desde|de ${LAND_ES} {from:land} ] ${OPTION_ES} ${MOVE_IN_ES} >`,
  ],
  en: withSubject([
    `${RAID_EN} [on|against] ${LAND_EN} {to:land} < [ ${FROM_EN} ] [ with ${UNITS_EN} ] ${OPTION_EN} ${MOVE_IN_EN} >`,
    `${RAID_EN} ${FROM_EN} to|against|on|into ${LAND_EN} {to:land} < [ with ${UNITS_EN} ] ${OPTION_EN} ${MOVE_IN_EN} >`,
    `${RAID_EN} with ${UNITS_EN} [on|against] ${LAND_EN} {to:land} < [ ${FROM_EN} ] ${OPTION_EN} ${MOVE_IN_EN} >`,
  ]),
} as const;

const num = (value: Slots[string] | undefined): number | undefined => (typeof value === 'number' ? value : undefined);
const str = (value: Slots[string] | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
type Say = (key: keyof typeof AWAKENED_TEXT_MESSAGES) => string;

/** The units of a reading: M and V, or a bare count settled later on the position (answer.ts). */
function unitsOf(slots: Slots, say: Say): Units | { problem: string } {
  const m = num(slots.m);
  const v = num(slots.v);
  const units = num(slots.units);
  if (units !== undefined) return m !== undefined || v !== undefined ? { problem: say('problem.unitsTwice') } : { units };
  if (m === undefined && v === undefined) return { problem: say('problem.noUnits') };
  return { m: m ?? 0, v: v ?? 0 };
}

const sayer =
  (ctx: AwakenedReadContext): Say =>
  (key) =>
    translate(AWAKENED_TEXT_MESSAGES, key, ctx.lang);

export function unitsText(units: Units, lang: 'es' | 'en'): string {
  if ('units' in units) return lang === 'es' ? `${units.units} militares` : `${units.units} military`;
  const parts = [...(units.m > 0 || units.v === 0 ? [`${units.m} M`] : []), ...(units.v > 0 ? [`${units.v} V`] : [])];
  return parts.join(lang === 'es' ? ' y ' : ' and ');
}

export const buildGrammar: OrderKindGrammar<AwakenedReadContext, BuildLine> = {
  kind: 'build',
  usage: texts(AWAKENED_TEXT_MESSAGES, 'usage.build'),
  patterns: BUILD_PATTERNS,
  build: (slots) => ({ kind: 'build', land: slots.land as string, buildings: [...(slots.buildings as readonly string[])] as Building[] }),
  print(order, tools) {
    return landCandidates(tools, (t) => {
      const what = t.list('building', order.buildings);
      const where = t.name('land', order.land);
      return t.lang === 'es' ? `Construyo ${what} en ${where}` : `Build ${what} in ${where}`;
    });
  },
};

export const formGrammar: OrderKindGrammar<AwakenedReadContext, FormLine> = {
  kind: 'form',
  usage: texts(AWAKENED_TEXT_MESSAGES, 'usage.form'),
  patterns: FORM_PATTERNS,
  build(slots, tools) {
    const count = slots.count as number;
    if (count < 1) return { problem: format(ORDER_TEXT_MESSAGES.bad_number[tools.ctx.lang], { value: count, min: 1, max: LIMITS.count }) };
    return { kind: 'form', land: slots.land as string, count };
  },
  print(order, tools) {
    return landCandidates(tools, (t) => {
      const where = t.name('land', order.land);
      return t.lang === 'es' ? `Formo ${order.count} ${order.count === 1 ? 'militar' : 'militares'} en ${where}` : `Form ${order.count} military in ${where}`;
    });
  },
};

export const marchGrammar: OrderKindGrammar<AwakenedReadContext, MarchLine> = {
  kind: 'march',
  usage: texts(AWAKENED_TEXT_MESSAGES, 'usage.march'),
  patterns: MARCH_PATTERNS,
  build(slots, tools) {
    const units = unitsOf(slots, sayer(tools.ctx));
    if ('problem' in units) return units;
    const order: MarchLine = { kind: 'march', to: slots.to as string, units };
    const from = str(slots.from);
    const via = str(slots.via);
    if (from !== undefined) order.from = from;
    if (via !== undefined) order.via = via;
    return order;
  },
  print(order, tools) {
    return landCandidates(tools, (t) => {
      const from = order.from === undefined ? '' : t.lang === 'es' ? ` de ${t.name('land', order.from)}` : ` from ${t.name('land', order.from)}`;
      const via = order.via === undefined ? '' : t.lang === 'es' ? ` pasando por ${t.name('land', order.via)}` : ` via ${t.name('land', order.via)}`;
      const to = t.name('land', order.to);
      const units = unitsText(order.units, t.lang);
      return t.lang === 'es' ? `Muevo ${units}${from} a ${to}${via}` : `Move ${units}${from} to ${to}${via}`;
    });
  },
};

function optionText(order: RaidLine, tools: PrintTools<AwakenedReadContext>): string {
  if (order.option === 'none' && order.buildings.length === 0) return '';
  const option = tools.name('option', order.option);
  const buildings = order.buildings.length === 0 ? '' : ` ${tools.list('building', order.buildings)}`;
  return tools.lang === 'es' ? `, para ${option}${buildings}` : `, to ${option}${buildings}`;
}

export const raidGrammar: OrderKindGrammar<AwakenedReadContext, RaidLine> = {
  kind: 'raid',
  usage: texts(AWAKENED_TEXT_MESSAGES, 'usage.raid'),
  patterns: RAID_PATTERNS,
  build(slots, tools) {
    const units = unitsOf(slots, sayer(tools.ctx));
    if ('problem' in units) return units;
    const order: RaidLine = {
      kind: 'raid',
      to: slots.to as string,
      units,
      option: (str(slots.option) ?? 'none') as RaidOption,
      buildings: [...((slots.buildings as readonly string[] | undefined) ?? [])] as Building[],
      moveIn: num(slots.moveIn) ?? 0,
    };
    const from = str(slots.from);
    if (from !== undefined) order.from = from;
    return order;
  },
  print(order, tools) {
    return landCandidates(tools, (t) => {
      const to = t.name('land', order.to);
      const from = order.from === undefined ? '' : t.lang === 'es' ? ` desde ${t.name('land', order.from)}` : ` from ${t.name('land', order.from)}`;
      const units = unitsText(order.units, t.lang);
      const moveIn = order.moveIn === 0 ? '' : t.lang === 'es' ? `, entran ${order.moveIn}` : `, moving in ${order.moveIn}`;
      return t.lang === 'es'
        ? `Asalto ${to}${from} con ${units}${optionText(order, t)}${moveIn}`
        : `Raid ${to}${from} with ${units}${optionText(order, t)}${moveIn}`;
    });
  },
};
