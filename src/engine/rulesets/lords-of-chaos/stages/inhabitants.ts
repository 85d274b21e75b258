import type { SeededRandom } from '../../../core/rng.ts';
import type { TurnEvent } from '../outcome.ts';
import type { Side, Stage, TurnInput } from '../turn-types.ts';
import type { Contest } from './contender.ts';

export interface Slaughter {
  /** Per invaded planet: inhabitants killed this turn and by whom. */
  perPlanet: Map<string, { killed: number; kills: Record<string, number> }>;
  /** Per player: inhabitants killed this turn (every player listed). */
  kills: Record<string, number>;
  /** Remaining inhabitants of every planet that had inhabitants on the map. */
  inhabitants: Record<string, number>;
}

/**
 * Stage 5 (rules §6.4): the contender kills min(attack, inhabitants); kills are permanent even if the invasion
 * fails. Inside an allied side each member kills at most its own attack value, in the beneficiary's `killOrder`
 * when it wrote one (members it does not list follow in the default order), else by descending individual attack.
 */
export function inhabitantsStage(input: TurnInput, contests: ReadonlyMap<string, Contest>): Stage<Slaughter> {
  const inhabitants = { ...input.state.inhabitants };
  const kills: Record<string, number> = Object.fromEntries(input.players.map((p) => [p.id, 0]));
  const perPlanet = new Map<string, { killed: number; kills: Record<string, number> }>();
  const events: TurnEvent[] = [];
  for (const [planet, { contender }] of contests) {
    let remaining = inhabitants[planet] ?? 0;
    const killed = Math.min(contender.attack, remaining);
    const planetKills: Record<string, number> = {};
    let left = killed;
    for (const member of killOrder(contender, killed, input.rng)) {
      if (left === 0) break;
      const count = Math.min(contender.contributions[member] ?? 0, left);
      if (count === 0) continue;
      left -= count;
      remaining -= count;
      planetKills[member] = count;
      kills[member] = (kills[member] ?? 0) + count;
      events.push({ type: 'kill', planet, player: member, count, remaining });
    }
    if (planet in inhabitants) inhabitants[planet] = remaining;
    perPlanet.set(planet, { killed, kills: planetKills });
  }
  return { result: { perPlanet, kills, inhabitants }, events };
}

function killOrder(side: Side, killed: number, rng: SeededRandom): string[] {
  if (side.members.length === 1) return side.members;
  const written = (side.alliance?.killOrder ?? []).filter((m, i, all) => side.members.includes(m) && all.indexOf(m) === i);
  const rest = side.members.filter((m) => !written.includes(m));
  const writtenKills = written.reduce((sum, m) => sum + (side.contributions[m] ?? 0), 0);
  return [...written, ...defaultOrder(side, rest, Math.max(0, killed - writtenKills), rng)];
}

/**
 * Descending individual attack; [D] ties drawn as `kills:<planet>` only for the one tie group where the kills run
 * out part-way (elsewhere the order changes nothing, so nothing is drawn).
 */
function defaultOrder(side: Side, members: string[], toKill: number, rng: SeededRandom): string[] {
  const byAttack = new Map<number, string[]>();
  for (const m of members) {
    const a = side.contributions[m] ?? 0;
    const group = byAttack.get(a);
    if (group) group.push(m);
    else byAttack.set(a, [m]);
  }
  const order: string[] = [];
  let left = toKill;
  for (const attack of [...byAttack.keys()].sort((a, b) => b - a)) {
    const group = byAttack.get(attack)!.sort();
    const total = attack * group.length;
    if (left > 0 && left < total && group.length > 1) order.push(...rng.order(`kills:${side.planet}`, group));
    else order.push(...group);
    left = Math.max(0, left - total);
  }
  return order;
}
