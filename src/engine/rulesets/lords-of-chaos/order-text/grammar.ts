import { orderTextSupport, type OrderGrammar, type OrderKindGrammar, type OrderTextSupport } from '../../../core/order-text/index.ts';
import type { LocSetup } from '../descriptor.ts';
import type { LocPlayer } from '../players.ts';
import { OrderSchema, type Order, type State } from '../schemas.ts';
import { cedeGrammar } from './cede.ts';
import { claimDeedGrammar } from './claim-deed.ts';
import { defendGrammar, defendSectorGrammar } from './defend.ts';
import { explainRefusal } from './explain.ts';
import { invadeGrammar } from './invade.ts';
import { locVocabulary, type LocTextContext } from './vocabulary.ts';

/**
 * The Lords of Chaos grammar (docs/rulesets/lords-of-chaos.md, "Orders as text"): the five order kinds of
 * schemas.ts in Spanish and English. Kinds are listed in the order they win a tie: a planet before a sector.
 */
const KINDS = [invadeGrammar, defendGrammar, defendSectorGrammar, cedeGrammar, claimDeedGrammar] as unknown as readonly OrderKindGrammar<
  LocTextContext,
  Order
>[];

export const LOC_GRAMMAR: OrderGrammar<LocSetup, LocPlayer, State, unknown[], Order> = {
  kinds: KINDS,
  vocabulary: locVocabulary,
  orders: (sheet) => (Array.isArray(sheet) ? sheet : []),
  sheet: (orders) => orders,
  classify(order) {
    const parsed = OrderSchema.safeParse(order);
    return parsed.success ? { kind: parsed.data.type, order: parsed.data } : null;
  },
  numbers: { min: 1, max: 1000 },
  maxOrders: 500,
  explain: explainRefusal,
};

export const locOrderText: OrderTextSupport<LocSetup, LocPlayer, State, unknown[]> = orderTextSupport(LOC_GRAMMAR);
