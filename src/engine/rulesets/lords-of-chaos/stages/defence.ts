import type { DefenceSource, TurnEvent } from '../outcome.ts';
import type { Defence, Stage, TurnInput, Validated } from '../turn-types.ts';

/**
 * Stage 2 (rules §6.1): Defence = 1 if extreme + every accepted `defend` on the planet (anyone's, attackers'
 * too) + every `defendSector` covering it. Lasts this turn only. Returns every planet whose Defence has a source;
 * emits a `defence` event for planets that are invaded or defended by an order.
 */
export function defenceStage(input: TurnInput, validated: Validated): Stage<Map<string, Defence>> {
  const { index } = input;
  const fromOrders = new Map<string, Map<string, DefenceSource>>(); // planet -> `${kind}:${player}` -> source
  const add = (planet: string, kind: 'defend' | 'defendSector', player: string, amount: number) => {
    let sources = fromOrders.get(planet);
    if (!sources) fromOrders.set(planet, (sources = new Map<string, DefenceSource>()));
    const key = `${kind}\u0000${player}`;
    const existing = sources.get(key);
    if (existing) existing.amount += amount;
    else sources.set(key, { kind, player, amount });
  };
  const invaded = new Set<string>();
  for (const { player, order } of validated.accepted) {
    if (order.type === 'defend') add(order.planet, 'defend', player, order.count);
    else if (order.type === 'defendSector') {
      for (const planet of index.planetsOfSector.get(order.sector) ?? []) add(planet, 'defendSector', player, order.count);
    } else if (order.type === 'invade') invaded.add(order.planet);
  }
  const defences = new Map<string, Defence>();
  const events: TurnEvent[] = [];
  for (const planet of index.planetIds) {
    const sources: DefenceSource[] = [];
    if (index.planetById.get(planet)?.extreme) sources.push({ kind: 'extreme', player: null, amount: 1 });
    const ordered = fromOrders.get(planet);
    if (ordered) sources.push(...[...ordered.values()].sort(bySource));
    if (sources.length === 0) continue;
    const value = sources.reduce((sum, s) => sum + s.amount, 0);
    defences.set(planet, { value, sources });
    if (ordered || invaded.has(planet)) events.push({ type: 'defence', planet, value, sources });
  }
  return { result: defences, events };
}

function bySource(a: DefenceSource, b: DefenceSource): number {
  if (a.kind !== b.kind) return a.kind === 'defend' ? -1 : 1;
  return (a.player ?? '') < (b.player ?? '') ? -1 : (a.player ?? '') > (b.player ?? '') ? 1 : 0;
}
