import { DEEDS, isDeedId } from './deeds/index.ts';
import { isEyePlanet, type MapIndex } from './map-index.ts';
import { holdingsOf, type Holdings, type Position } from './position.ts';
import { reachSubsector } from './reach.ts';
import type { RejectionReason } from './reasons.ts';
import { MAJOR_GODS, OrderSchema } from './schemas.ts';
import type { DefendOrder, InvadeOrder, Order, Player, State } from './schemas.ts';

/** What one player's orders are checked against: the position at the START of the turn (rules §5). */
export interface ValidationContext {
  index: MapIndex;
  start: Position;
  state: State;
  playerById: ReadonlyMap<string, Player>;
  player: Player;
}

/** Result of every check but the budget: the order is legal and costs `cost` (rules §5). */
export type OrderVerdict = { ok: true; order: Order; cost: number; crossing: boolean } | { ok: false; reason: RejectionReason };

const reject = (reason: RejectionReason): OrderVerdict => ({ ok: false, reason });

/**
 * Checks one order, reasons in the spec's order (first match wins), all but `insufficient_actions`.
 * `cededEarlier`: planets ceded by this player's earlier accepted orders (duplicate_cession).
 */
export function checkOrder(ctx: ValidationContext, raw: unknown, cededEarlier: ReadonlySet<string>): OrderVerdict {
  const parsed = OrderSchema.safeParse(raw);
  if (!parsed.success) return reject('invalid_order');
  const order = parsed.data;
  const malformed = malformedReason(ctx, order);
  if (malformed) return reject(malformed);
  const unknown = unknownTarget(ctx, order);
  if (unknown) return reject(unknown);

  const me = ctx.player.id;
  const held = holdingsOf(ctx.start, me);
  const hasPlanets = held.planets.length > 0;
  switch (order.type) {
    case 'invade': {
      if (ctx.start.control[order.planet] === me) return reject('own_planet');
      if (!hasPlanets) {
        // [D] A player with no planets may invade any outer planet, cost N, never a crossing (rules §5).
        if (isEyePlanet(ctx.index, order.planet)) return reject('eye_without_planets');
        const sector = ctx.index.sectorOfPlanet.get(order.planet);
        const owner = sector === undefined ? undefined : ctx.start.sectorOwner.get(sector);
        if (owner !== undefined && owner !== me) return reject('protected_sector');
        return { ok: true, order, cost: order.count, crossing: false };
      }
      return reachCost(ctx, held, order);
    }
    case 'defend': {
      if (!hasPlanets) return reject('no_planets');
      // Defending one's own planet always costs N (its subsector is a reach source on its own side).
      return reachCost(ctx, held, order);
    }
    case 'defendSector': {
      if (ctx.start.sectorOwner.get(order.sector) !== me) return reject('not_owner');
      return { ok: true, order, cost: 2 * order.count, crossing: false };
    }
    case 'cede': {
      if (ctx.start.control[order.planet] !== me) return reject('not_owner');
      if (cededEarlier.has(order.planet)) return reject('duplicate_cession');
      return { ok: true, order, cost: 0, crossing: false };
    }
    case 'claimDeed': {
      const rule = DEEDS[order.deed as keyof typeof DEEDS];
      if (!rule.mayClaim(ctx.player)) return reject('deed_not_allowed');
      if (ctx.state.deedsTaken.includes(order.deed)) return reject('deed_taken');
      return { ok: true, order, cost: 0, crossing: false };
    }
  }
}

/** Invade/defend: reach from the start-of-turn holdings; N, or 2N across a non-gate crossing (rules §5). */
function reachCost(ctx: ValidationContext, held: Holdings, order: InvadeOrder | DefendOrder): OrderVerdict {
  const subsector = ctx.index.subsectorOfPlanet.get(order.planet)!;
  const reach = reachSubsector(ctx.index, held, subsector);
  if (!reach.reachable) return reject('unreachable');
  return { ok: true, order, cost: reach.crossing ? 2 * order.count : order.count, crossing: reach.crossing };
}

/** [D] Semantically malformed although schema-valid: self-cession, inconsistent alliance terms, bad favour choice. */
function malformedReason(ctx: ValidationContext, order: Order): RejectionReason | null {
  const me = ctx.player.id;
  if (order.type === 'cede' && order.to === me) return 'invalid_order';
  if (order.type === 'invade' && order.alliance) {
    const { members, beneficiary, warlord } = order.alliance;
    if (!members.includes(me) || !members.includes(beneficiary)) return 'invalid_order';
    if (warlord !== undefined && !members.includes(warlord)) return 'invalid_order';
  }
  if (order.type === 'claimDeed' && order.choice !== undefined && !(MAJOR_GODS as readonly string[]).includes(order.choice)) {
    return 'invalid_order';
  }
  return null;
}

function unknownTarget(ctx: ValidationContext, order: Order): RejectionReason | null {
  const planetKnown = (id: string) => ctx.index.planetById.has(id);
  const playerKnown = (id: string) => ctx.playerById.has(id);
  switch (order.type) {
    case 'invade':
      if (!planetKnown(order.planet)) return 'unknown_target';
      if (order.alliance && !order.alliance.members.every(playerKnown)) return 'unknown_target';
      return null;
    case 'defend':
      return planetKnown(order.planet) ? null : 'unknown_target';
    case 'defendSector':
      return ctx.index.sectorKind.has(order.sector) ? null : 'unknown_target';
    case 'cede':
      if (!planetKnown(order.planet) || !playerKnown(order.to)) return 'unknown_target';
      if (order.exchangeFor !== undefined && !planetKnown(order.exchangeFor)) return 'unknown_target';
      return null;
    case 'claimDeed':
      return isDeedId(order.deed) ? null : 'unknown_target';
  }
}
