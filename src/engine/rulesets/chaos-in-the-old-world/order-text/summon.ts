import { texts } from '../../../core/catalogue.ts';
import type { OrderKindGrammar } from '../../../core/order-text/index.ts';
import type { CardAnswer, SummonAnswer } from '../sheets.ts';
import type { CowReadContext } from './context.ts';
import { withSubject } from './line-orders.ts';
import { COW_TEXT_MESSAGES } from './messages.ts';

/**
 * A summoning turn (seed, Summoning phase): "Invoco un Desangrador en Bretonia", "Invoco el Devorador de Almas en
 * el Imperio desde Tilea", "Reinvoco el Devorador de Almas de Tilea al Imperio", "Summon a Bloodletter in
 * Bretonnia", "Move the Bloodthirster from Tilea to the Empire"; "Juego Frenesí de sangre en Kislev", "Play Blood
 * Frenzy in Kislev"; "Paso", "Pass".
 */

const ONE_ES = '[un|una|1|el|la|mi|a_un|a_una|al|a_la]';
const ONE_EN = '[a|an|1|one|the|my]';
const IN_ES = 'en|a|al|sobre|hacia|hasta|para';
const IN_EN = 'in|into|to|at|on|onto';
const THE_ES = '[el|la|los|las|region|la_region]';
const THE_EN = '[the|region|the_region]';
const SUMMON_ES = 'invoco|invocar|invoca|invocamos|invocacion|convoco|convocar|coloco|colocar|pongo|poner|despliego|desplegar|recluto|reclutar';
const SUMMON_EN = 'summon|summoning|summons|place|placing|deploy|deploying|recruit|recruiting|call|bring';
const RESUMMON_ES = 'reinvoco|reinvocar|re-invoco|muevo|mover|traslado|trasladar|llevo|llevar';
const RESUMMON_EN = 're-summon|resummon|re-summoning|resummoning|move|moving|shift|shifting|bring';
const FROM_ES = `desde|de|del ${THE_ES} {from:region}`;
const FROM_EN = `from ${THE_EN} {from:region}`;

export const SUMMON_PATTERNS = {
  es: [
    `${SUMMON_ES} ${ONE_ES} {figure:figure} ${IN_ES} ${THE_ES} {region:region} [ ${FROM_ES} ]`,
    `${SUMMON_ES} ${ONE_ES} {figure:figure} ${FROM_ES} ${IN_ES} ${THE_ES} {region:region}`,
    `${RESUMMON_ES} ${ONE_ES} {figure:figure} ${FROM_ES} ${IN_ES} ${THE_ES} {region:region}`,
    `${RESUMMON_ES} ${ONE_ES} {figure:figure} ${IN_ES} ${THE_ES} {region:region} ${FROM_ES}`,
  ],
  en: withSubject([
    `${SUMMON_EN} ${ONE_EN} {figure:figure} ${IN_EN} ${THE_EN} {region:region} [ ${FROM_EN} ]`,
    `${SUMMON_EN} ${ONE_EN} {figure:figure} ${FROM_EN} ${IN_EN} ${THE_EN} {region:region}`,
    `${RESUMMON_EN} ${ONE_EN} {figure:figure} ${FROM_EN} ${IN_EN} ${THE_EN} {region:region}`,
    `${RESUMMON_EN} ${ONE_EN} {figure:figure} ${IN_EN} ${THE_EN} {region:region} ${FROM_EN}`,
  ]),
} as const;

export const summonGrammar: OrderKindGrammar<CowReadContext, SummonAnswer> = {
  kind: 'summon',
  usage: texts(COW_TEXT_MESSAGES, 'usage.summon'),
  patterns: SUMMON_PATTERNS,
  build(slots) {
    const order: SummonAnswer = { action: 'summon', figure: slots.figure as string, region: slots.region as string };
    if (typeof slots.from === 'string') order.from = slots.from;
    return order;
  },
  print(order, tools) {
    const figure = tools.name('figure', order.figure);
    const region = tools.name('region', order.region);
    const from = order.from === undefined ? undefined : tools.name('region', order.from);
    if (tools.lang === 'es') return [`Invoco ${figure} en ${region}${from === undefined ? '' : ` desde ${from}`}`];
    return [`Summon ${figure} in ${region}${from === undefined ? '' : ` from ${from}`}`];
  },
};

const PLAY_ES = 'juego|jugar|juega|jugamos|lanzo|lanzar|lanza|uso|usar|coloco|colocar|pongo|poner|carta';
const PLAY_EN = 'play|playing|plays|cast|casting|use|using|put|putting|place|placing|card';
const CARD_ES = '[la|una|mi] [carta|carta_de_caos]';
const CARD_EN = '[the|a|my] [card|chaos_card]';

export const CARD_PATTERNS = {
  es: [`${PLAY_ES} ${CARD_ES} {card:card} ${IN_ES} ${THE_ES} {region:region}`, `${PLAY_ES} ${IN_ES} ${THE_ES} {region:region} ${CARD_ES} {card:card}`],
  en: withSubject([
    `${PLAY_EN} ${CARD_EN} {card:card} ${IN_EN} ${THE_EN} {region:region}`,
    `${PLAY_EN} ${IN_EN} ${THE_EN} {region:region} ${CARD_EN} {card:card}`,
  ]),
} as const;

export const cardGrammar: OrderKindGrammar<CowReadContext, CardAnswer> = {
  kind: 'card',
  usage: texts(COW_TEXT_MESSAGES, 'usage.card'),
  patterns: CARD_PATTERNS,
  build(slots) {
    return { action: 'card', card: slots.card as string, region: slots.region as string };
  },
  print(order, tools) {
    const card = tools.name('card', order.card);
    const region = tools.name('region', order.region);
    return tools.lang === 'es'
      ? [`Juego ${card} en ${region}`, `Juego la carta ${card} en ${region}`]
      : [`Play ${card} in ${region}`, `Play the card ${card} in ${region}`];
  },
};

/** "Paso" and "Pass" alone are also the framework's "no orders", which a summoning turn reads as a pass. */
export const PASS_PATTERNS = {
  es: ['paso|pasar|pasa|pasamos [el|mi] [turno]', 'no_hago_nada|no_invoco_nada|no_hago_nada_mas|me_planto'],
  en: withSubject(['pass|passing|passes [my|the] [turn]', 'do_nothing|nothing_to_do|done']),
} as const;

export const passGrammar: OrderKindGrammar<CowReadContext, { action: 'pass' }> = {
  kind: 'pass',
  usage: texts(COW_TEXT_MESSAGES, 'usage.pass'),
  patterns: PASS_PATTERNS,
  build() {
    return { action: 'pass' };
  },
  print(_order, tools) {
    return [tools.lang === 'es' ? 'Paso' : 'Pass'];
  },
};
