import { texts } from '../../../core/catalogue.ts';
import type { OrderKindGrammar } from '../../../core/order-text/index.ts';
import type { CedeOrder } from '../schemas.ts';
import { LOC_TEXT_MESSAGES } from './messages.ts';
import type { LocTextContext } from './vocabulary.ts';

/**
 * Cessions and exchanges (rules §7): "Cedo Belis Corona a Mortarion", "Cedo Belis Corona a Mortarion a cambio
 * de Sarum", "Intercambio Belis Corona por Sarum con Mortarion", "Cede Belis Corona to Mortarion in exchange for
 * Sarum", "Swap Belis Corona for Sarum with Mortarion".
 */

const EXCHANGE_ES = '[ a_cambio_de|por|y_recibo|en_intercambio_por|intercambio_por|cambio_por|a_cambio_del_planeta {exchangeFor:planet} ]';
const EXCHANGE_EN = '[ in_exchange_for|in_return_for|exchange_for|for|receiving|and_receive|in_exchange_of {exchangeFor:planet} ]';
const PLANET_ES = '[el_planeta|el_mundo|planeta|mundo] {planet:planet}';
const PLANET_EN = '[the_planet|planet] {planet:planet}';
const SWAP_ES = 'intercambio|intercambiar|intercambiamos|cambio|cambiar|canjeo|canjear|permuto|permutar';
const SWAP_EN = 'exchange|exchanging|swap|swapping|trade|trading';

export const CEDE_PATTERNS = {
  es: [
    `cedo|ceder|cede|cedemos|doy|dar|entrego|entregar|regalo|regalar|traspaso|traspasar|cesion|cesiones|cesion_de ${PLANET_ES} a|para {to:player} < ${EXCHANGE_ES} >`,
    `${SWAP_ES} ${PLANET_ES} por {exchangeFor:planet} con|a {to:player}`,
    `${SWAP_ES} con {to:player} ${PLANET_ES} por {exchangeFor:planet}`,
  ],
  en: [
    `cede|ceding|cedes|give|giving|hand|hand_over|transfer|transferring|cession|cessions|cession_of ${PLANET_EN} to {to:player} < ${EXCHANGE_EN} >`,
    `${SWAP_EN} ${PLANET_EN} for {exchangeFor:planet} with {to:player}`,
    `${SWAP_EN} with {to:player} ${PLANET_EN} for {exchangeFor:planet}`,
  ],
} as const;

export const cedeGrammar: OrderKindGrammar<LocTextContext, CedeOrder> = {
  kind: 'cede',
  usage: texts(LOC_TEXT_MESSAGES, 'usage.cede'),
  patterns: CEDE_PATTERNS,
  build(slots) {
    const order: CedeOrder = { type: 'cede', planet: slots.planet as string, to: slots.to as string };
    if (typeof slots.exchangeFor === 'string') order.exchangeFor = slots.exchangeFor;
    return order;
  },
  print(order, tools) {
    const planet = tools.name('planet', order.planet);
    const to = tools.name('player', order.to);
    const back = order.exchangeFor === undefined ? undefined : tools.name('planet', order.exchangeFor);
    if (tools.lang === 'es') return [`Cedo ${planet} a ${to}${back === undefined ? '' : ` a cambio de ${back}`}`];
    return [`Cede ${planet} to ${to}${back === undefined ? '' : ` in exchange for ${back}`}`];
  },
};
