import { texts } from '../../../core/catalogue.ts';
import type { OrderKindGrammar } from '../../../core/order-text/index.ts';
import type { CowReadContext } from './context.ts';
import { withSubject, type HitLine, type UpgradeLine } from './line-orders.ts';
import { COW_TEXT_MESSAGES } from './messages.ts';

/**
 * Battle (seed, Battle phase: the roller shares out its hits among the opponents): one target per line, "Asigno 2
 * impactos a los Cultistas de Nurgle", "2 impactos al Gran Inmundicia", "1 a los campesinos", "Cultistas de Nurgle
 * x2", "Assign 2 hits to the Nurgle Cultists", "2 hits on the peasants", "Nurgle Cultists x2"; under a heading
 * "Impactos:" / "Hits:" the lines "- 2 a los Cultistas de Nurgle".
 */

const VERB_ES = 'asigno|asignar|asigna|asignamos|doy|dar|pongo|poner|reparto|repartir|meto|meter|aplico|aplicar';
const VERB_EN = 'assign|assigning|assigns|put|putting|deal|dealing|give|giving|allocate|allocating|apply|applying';
const NOUN_ES = 'impacto|impactos|golpe|golpes|herida|heridas|dano|danos';
const NOUN_EN = 'hit|hits|wound|wounds|damage';
const TO_ES = 'a|al|a_la|sobre|contra|en|para';
const TO_EN = 'to|on|onto|at|against|into|for';
const THE_ES = '[los|las|el|la|mis|sus]';
const THE_EN = '[the]';

export const HIT_PATTERNS = {
  es: [
    `[${VERB_ES}] {count:number} [${NOUN_ES}] ${TO_ES} ${THE_ES} {target:target}`,
    `${NOUN_ES} {count:number} ${TO_ES} ${THE_ES} {target:target}`,
    `${NOUN_ES} ${TO_ES} ${THE_ES} {target:target} [x|por|con] {count:number} [${NOUN_ES}]`,
    `[${VERB_ES}] [${TO_ES}] ${THE_ES} {target:target} [x|por|con] {count:number} [${NOUN_ES}]`,
  ],
  en: withSubject([
    `[${VERB_EN}] {count:number} [${NOUN_EN}] ${TO_EN} ${THE_EN} {target:target}`,
    `${NOUN_EN} {count:number} ${TO_EN} ${THE_EN} {target:target}`,
    `${NOUN_EN} ${TO_EN} ${THE_EN} {target:target} [x|times|with] {count:number} [${NOUN_EN}]`,
    `[${VERB_EN}] [${TO_EN}] ${THE_EN} {target:target} [x|times|with] {count:number} [${NOUN_EN}]`,
  ]),
} as const;

export const hitGrammar: OrderKindGrammar<CowReadContext, HitLine> = {
  kind: 'hit',
  usage: texts(COW_TEXT_MESSAGES, 'usage.hit'),
  patterns: HIT_PATTERNS,
  build(slots) {
    return { action: 'hit', target: slots.target as string, count: slots.count as number };
  },
  print(order, tools) {
    const target = tools.name('target', order.target);
    const n = order.count;
    return tools.lang === 'es' ? [`Asigno ${n} ${n === 1 ? 'impacto' : 'impactos'} a ${target}`] : [`Assign ${n} ${n === 1 ? 'hit' : 'hits'} to ${target}`];
  },
};

/**
 * End phase (seed: the threat dial gives upgrade cards, announced): "Elijo las mejoras Hojas infernales e Ira sin
 * fin", "Mejora: Hojas infernales", "Choose upgrades Hellblades and Endless Rage", "Upgrade: Hellblades"; one line
 * or several (their cards add up), or a heading "Mejoras:" / "Upgrades:" over one card per line.
 */
const CHOOSE_ES = 'elijo|elegir|elige|elegimos|escojo|escoger|tomo|tomar|cojo|coger|compro|comprar|mejora|mejoras';
const CHOOSE_EN = 'choose|choosing|chooses|pick|picking|take|taking|select|selecting|get|upgrade|upgrades';

export const UPGRADE_PATTERNS = {
  es: [`${CHOOSE_ES} [la|las] [mejora|mejoras|carta_de_mejora|cartas_de_mejora|la_carta_de_mejora|las_cartas_de_mejora] {upgrades:upgrade+}`],
  en: withSubject([`${CHOOSE_EN} [the] [upgrade|upgrades|upgrade_card|upgrade_cards] {upgrades:upgrade+}`]),
} as const;

export const upgradeGrammar: OrderKindGrammar<CowReadContext, UpgradeLine> = {
  kind: 'upgrade',
  usage: texts(COW_TEXT_MESSAGES, 'usage.upgrade'),
  patterns: UPGRADE_PATTERNS,
  build(slots) {
    return { action: 'upgrade', upgrades: [...(slots.upgrades as readonly string[])] };
  },
  print(order, tools) {
    const list = tools.list('upgrade', order.upgrades);
    if (tools.lang === 'es') return [order.upgrades.length === 1 ? `Elijo la mejora ${list}` : `Elijo las mejoras ${list}`];
    return [order.upgrades.length === 1 ? `Choose upgrade ${list}` : `Choose upgrades ${list}`];
  },
};
