import { texts } from '../../../core/catalogue.ts';
import type { OrderKindGrammar } from '../../../core/order-text/index.ts';
import type { ClaimDeedOrder } from '../schemas.ts';
import { LOC_TEXT_MESSAGES } from './messages.ts';
import type { LocTextContext } from './vocabulary.ts';

/**
 * Deed claims (rules §9): "Reclamo la gesta El Elegido", "Gesta: Avatar", "Reclamo Elegido del Caos con el favor
 * de Nurgle", "Claim the deed Chosen of Chaos with the favour of Nurgle", "Claim Warlord".
 */

const CHOICE_ES = '[ [con|eligiendo|elijo|y_elijo|escojo|escogiendo] [el|los] [favor|favores|beneficios] [de|del] [dios] {choice:god} ]';
const CHOICE_EN = '[ [with|choosing|and_choose|and_choosing] [the] [favour|favor|favours|favors] [of] [god] {choice:god} ]';

export const CLAIM_DEED_PATTERNS = {
  es: [
    `reclamo|reclamar|reclama|reclamamos|reivindico|reivindicar|pido|pedir|solicito|solicitar|gesta|gestas [la|las] [gesta|gesta_del_caos|gestas] {deed:deed} < ${CHOICE_ES} >`,
  ],
  en: [`claim|claiming|claims|deed|deeds [the] [deed|chaos_deed] {deed:deed} < ${CHOICE_EN} >`],
} as const;

export const claimDeedGrammar: OrderKindGrammar<LocTextContext, ClaimDeedOrder> = {
  kind: 'claimDeed',
  usage: texts(LOC_TEXT_MESSAGES, 'usage.claimDeed'),
  patterns: CLAIM_DEED_PATTERNS,
  build(slots) {
    const order: ClaimDeedOrder = { type: 'claimDeed', deed: slots.deed as string };
    if (typeof slots.choice === 'string') order.choice = slots.choice;
    return order;
  },
  print(order, tools) {
    const deed = tools.name('deed', order.deed);
    const god = order.choice === undefined ? undefined : tools.name('god', order.choice);
    if (tools.lang === 'es') return [`Reclamo la gesta ${deed}${god === undefined ? '' : ` con el favor de ${god}`}`];
    return [`Claim the deed ${deed}${god === undefined ? '' : ` with the favour of ${god}`}`];
  },
};
