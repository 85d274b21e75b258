import { texts } from '../../../core/catalogue.ts';
import type { OrderKindGrammar } from '../../../core/order-text/index.ts';
import type { DefendOrder, DefendSectorOrder } from '../schemas.ts';
import { noteFrom } from './invade.ts';
import { LOC_TEXT_MESSAGES } from './messages.ts';
import type { LocTextContext } from './vocabulary.ts';

/**
 * Defences (rules §5): "Defiendo Medusa con 2", "Defensa de Medusa x2", "2 defensas en Medusa", "Defend Medusa
 * with 2"; a sector with the word "sector" ("Defiendo el sector Fenris con 2", "Defend the Fenris sector with 2")
 * or by a name that is no planet's ("Defiendo Dominios de Medrengard"). A name that is both a planet's and a
 * sector's short name is the planet (the grammar lists planets first).
 */

const VERB_ES = 'defiendo|defender|defiende|defendemos|defensa|defensas|protejo|proteger|protege|refuerzo|reforzar|fortifico|fortificar';
const VERB_EN = 'defend|defending|defends|defence|defense|defences|defenses|protect|protecting|reinforce|reinforcing|fortify';
const COUNT_ES = '[ [con|x|por] {count:number} [x|vez|veces|defensa|defensas|accion|acciones|unidad|unidades] ]';
const COUNT_EN = '[ [with|x|times] {count:number} [x|time|times|defence|defences|defense|defenses|action|actions|unit|units] ]';
const FROM_ES = '[ desde [el_planeta|mi_planeta|planeta|el] {from:planet} ]';
const FROM_EN = '[ from [the_planet|my_planet|planet] {from:planet} ]';

export const DEFEND_PATTERNS = {
  es: [
    `${VERB_ES} [de|en|a|sobre|del] [el_planeta|el_mundo|planeta|mundo] {planet:planet} < ${COUNT_ES} ${FROM_ES} >`,
    `{count:number} defensa|defensas [de|en|a|sobre|para] [el_planeta|planeta] {planet:planet} < ${FROM_ES} >`,
  ],
  en: [
    `${VERB_EN} [of|on] [the_planet|planet] {planet:planet} < ${COUNT_EN} ${FROM_EN} >`,
    `{count:number} defence|defences|defense|defenses [of|on|for] [the_planet|planet] {planet:planet} < ${FROM_EN} >`,
  ],
} as const;

export const DEFEND_SECTOR_PATTERNS = {
  es: [
    `${VERB_ES} [de|en|a|sobre|del] [el|todo_el] sector {sector:sector} < ${COUNT_ES} >`,
    `${VERB_ES} [de|en|a|sobre|del] [el|todo_el] {sector:sector} < ${COUNT_ES} >`,
    `{count:number} defensa|defensas [de|en|a|sobre|para|del] [el] sector {sector:sector}`,
  ],
  en: [
    `${VERB_EN} [of|on] [the] sector {sector:sector} < ${COUNT_EN} >`,
    `${VERB_EN} [of|on] [the] {sector:sector} sector < ${COUNT_EN} >`,
    `${VERB_EN} [of|on] [the] {sector:sector} < ${COUNT_EN} >`,
    `{count:number} defence|defences|defense|defenses [of|on|for] [the] sector {sector:sector}`,
  ],
} as const;

const countText = (count: number, lang: 'es' | 'en') => (count === 1 ? '' : lang === 'es' ? ` con ${count}` : ` with ${count}`);

export const defendGrammar: OrderKindGrammar<LocTextContext, DefendOrder> = {
  kind: 'defend',
  usage: texts(LOC_TEXT_MESSAGES, 'usage.defend'),
  patterns: DEFEND_PATTERNS,
  build(slots, tools) {
    const planet = slots.planet as string;
    if (typeof slots.from === 'string') noteFrom(slots.from, tools.label('planet', slots.from), tools.ctx, tools.note);
    return { type: 'defend', planet, count: typeof slots.count === 'number' ? slots.count : 1 };
  },
  print(order, tools) {
    const planet = tools.name('planet', order.planet);
    return [tools.lang === 'es' ? `Defiendo ${planet}${countText(order.count, 'es')}` : `Defend ${planet}${countText(order.count, 'en')}`];
  },
};

export const defendSectorGrammar: OrderKindGrammar<LocTextContext, DefendSectorOrder> = {
  kind: 'defendSector',
  usage: texts(LOC_TEXT_MESSAGES, 'usage.defendSector'),
  patterns: DEFEND_SECTOR_PATTERNS,
  build(slots) {
    return { type: 'defendSector', sector: slots.sector as string, count: typeof slots.count === 'number' ? slots.count : 1 };
  },
  print(order, tools) {
    const sector = tools.name('sector', order.sector);
    return [tools.lang === 'es' ? `Defiendo el sector ${sector}${countText(order.count, 'es')}` : `Defend sector ${sector}${countText(order.count, 'en')}`];
  },
};
