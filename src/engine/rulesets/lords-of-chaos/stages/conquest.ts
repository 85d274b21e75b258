import type { TurnEvent } from '../outcome.ts';
import type { Battle, Defence, Stage, TurnInput } from '../turn-types.ts';
import type { Contest } from './contender.ts';
import type { Slaughter } from './inhabitants.ts';

export interface Conquests {
  battles: Map<string, Battle>;
  /** Control after the invasions (before cessions), every planet. */
  control: Record<string, string | null>;
}

/** Stage 6 (rules §6.5): conquest iff (attack − inhabitants killed this turn) > Defence; the beneficiary receives it. */
export function conquestStage(
  input: TurnInput,
  defences: ReadonlyMap<string, Defence>,
  contests: ReadonlyMap<string, Contest>,
  slaughter: Slaughter,
): Stage<Conquests> {
  const control: Record<string, string | null> = { ...input.start.control };
  const battles = new Map<string, Battle>();
  const events: TurnEvent[] = [];
  for (const [planet, { sides, contender }] of contests) {
    const holder = input.start.control[planet] ?? null;
    const defence = defences.get(planet)?.value ?? 0;
    const { killed, kills } = slaughter.perPlanet.get(planet) ?? { killed: 0, kills: {} };
    const conquered = contender.attack - killed > defence;
    battles.set(planet, { planet, holder, defence, sides, contender, killed, kills, conquered });
    const common = { planet, players: contender.members, attack: contender.attack, killed, defence };
    if (conquered) {
      control[planet] = contender.beneficiary;
      events.push({ type: 'conquest', from: holder, to: contender.beneficiary, ...common });
    } else {
      events.push({ type: 'invasion_repelled', holder, ...common });
    }
  }
  return { result: { battles, control }, events };
}
