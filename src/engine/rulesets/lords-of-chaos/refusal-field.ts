import { invalidOrderField } from './invalid-order-detail.ts';
import type { OrderCheck } from './outcome.ts';

/** The field that names an order's target, per order type. */
const TARGET: Record<string, string> = { invade: 'planet', defend: 'planet', defendSector: 'sector', cede: 'planet', claimDeed: 'deed' };

/**
 * The field of a refused order that the refusal is about, as the order form names it (`planet`, `deed`,
 * `alliance.members`), so the page shows the reason beside it; null when it is about the order as a whole.
 */
export function refusalField(check: Extract<OrderCheck, { ok: false }>, player: string): string | null {
  if (check.reason === 'invalid_order') return invalidOrderField(check.order, player);
  const order = typeof check.order === 'object' && check.order !== null ? (check.order as Record<string, unknown>) : {};
  const type = typeof order.type === 'string' ? order.type : '';
  switch (check.reason) {
    case 'insufficient_actions':
      // What to change is how many times: orders without a count are refused as a whole.
      return 'count' in order || type === 'invade' || type === 'defend' || type === 'defendSector' ? 'count' : null;
    case 'no_planets':
      return null;
    case 'unknown_target':
      // A cession or an alliance names several things: which one is unknown, the reason does not say.
      return type === 'cede' || order.alliance !== undefined ? null : (TARGET[type] ?? null);
    default:
      return TARGET[type] ?? null;
  }
}
