import type { PrintTools } from '../../../core/order-text/index.ts';

/** Kinds whose things also read back by their id ("north-atlantic", "gc.acolyte.1"). */
const BY_ID = new Set(['area', 'unit', 'foe', 'type', 'ability']);

/**
 * The candidate texts of an order: things by their printed names, then by their ids, for GM names that read as
 * order words around them (an area called "Con" after "con"): the first that reads back to the same order wins.
 */
export function candidates<Ctx>(tools: PrintTools<Ctx>, render: (t: PrintTools<Ctx>) => string | string[]): string[] {
  const byId: PrintTools<Ctx> = {
    ...tools,
    name: (kind, id) => (BY_ID.has(kind) ? id : tools.name(kind, id)),
    list: (kind, ids) => (BY_ID.has(kind) ? ids.join(', ') : tools.list(kind, ids)),
  };
  return [render(tools), render(byId)].flat();
}
