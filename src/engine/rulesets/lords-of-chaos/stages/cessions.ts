import type { CessionFailure } from '../reasons.ts';
import type { TurnEvent } from '../outcome.ts';
import type { CedeOrder } from '../schemas.ts';
import type { AcceptedOrder, Stage, Validated } from '../turn-types.ts';

/**
 * Stage 7 (rules §7): cessions after all invasions, evaluated simultaneously on the control after invasions.
 * A cession succeeds iff the ceder still holds the planet. [D] With `exchangeFor`, it also needs the recipient's
 * accepted cede of that planet back to the ceder (a matching cede without `exchangeFor`, or naming this planet,
 * counts) and both planets still held by their ceders; otherwise neither half happens.
 */
export function cessionStage(validated: Validated, afterInvasions: Readonly<Record<string, string | null>>): Stage<Record<string, string | null>> {
  const cedes = validated.accepted.filter((a): a is AcceptedOrder<CedeOrder> => a.order.type === 'cede');
  const byCederAndPlanet = new Map(cedes.map((c) => [`${c.player}\u0000${c.order.planet}`, c]));
  const control = { ...afterInvasions };
  const events: TurnEvent[] = [];
  for (const cede of cedes) {
    const { planet, to } = cede.order;
    const exchangeFor = cede.order.exchangeFor ?? null;
    const failure = cessionFailure(cede, byCederAndPlanet, afterInvasions);
    if (failure) {
      events.push({ type: 'cession_failed', planet, from: cede.player, to, exchangeFor, reason: failure });
      continue;
    }
    control[planet] = to;
    events.push({ type: 'cession', planet, from: cede.player, to, exchangeFor });
  }
  return { result: control, events };
}

function cessionFailure(
  cede: AcceptedOrder<CedeOrder>,
  byCederAndPlanet: ReadonlyMap<string, AcceptedOrder<CedeOrder>>,
  afterInvasions: Readonly<Record<string, string | null>>,
): CessionFailure | null {
  const { planet, to, exchangeFor } = cede.order;
  if (afterInvasions[planet] !== cede.player) return 'planet_lost';
  if (exchangeFor === undefined) return null;
  const back = byCederAndPlanet.get(`${to}\u0000${exchangeFor}`);
  const matches = back !== undefined && back.order.to === cede.player && (back.order.exchangeFor ?? planet) === planet;
  if (!matches) return 'exchange_half_missing';
  if (afterInvasions[exchangeFor] !== to) return 'exchange_planet_lost';
  return null;
}
