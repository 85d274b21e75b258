import type { Rejection, SheetCheck, TurnEvent } from '../outcome.ts';
import { checkOrders } from '../check-sheet.ts';
import type { AcceptedOrder, TurnInput, Validated } from '../turn-types.ts';

const ORDER_TYPES = new Set(['invade', 'defend', 'defendSector', 'cede', 'claimDeed']);

function field(raw: unknown, key: string): unknown {
  return typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[key] : undefined;
}

/** Stage 1 (rules §5): every seated player's sheet against the start-of-turn position. */
export function validateStage(input: TurnInput): Validated {
  const checks = new Map<string, SheetCheck>();
  const accepted: AcceptedOrder[] = [];
  const rejected: Rejection[] = [];
  const rejectedInvasions = new Set<string>();
  const events: TurnEvent[] = [];
  for (const player of input.players) {
    const sheet = input.orders[player.id];
    const check = checkOrders(
      { index: input.index, start: input.start, state: input.state, playerById: input.playerById, player },
      Array.isArray(sheet) ? sheet : [],
    );
    checks.set(player.id, check);
    for (const c of check.checks) {
      if (c.ok) {
        accepted.push({ player: player.id, index: c.index, order: c.order, cost: c.cost, crossing: c.crossing });
        continue;
      }
      rejected.push({ player: player.id, index: c.index, reason: c.reason });
      const type = field(c.order, 'type');
      const planet = field(c.order, 'planet');
      if (type === 'invade' && typeof planet === 'string') rejectedInvasions.add(`${player.id}\u0000${planet}`);
      events.push({
        type: 'order_rejected',
        player: player.id,
        index: c.index,
        orderType: typeof type === 'string' && ORDER_TYPES.has(type) ? type : null,
        reason: c.reason,
      });
    }
  }
  return { checks, accepted, rejected, rejectedInvasions, events };
}
