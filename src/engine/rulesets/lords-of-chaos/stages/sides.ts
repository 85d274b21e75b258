import type { AllianceFailure } from '../reasons.ts';
import type { TurnEvent } from '../outcome.ts';
import type { Alliance, InvadeOrder } from '../schemas.ts';
import type { AcceptedOrder, Invasion, Side, Stage, Terms, TurnInput, Validated } from '../turn-types.ts';

export function normalizeTerms(alliance: Alliance): Terms {
  return {
    members: [...new Set(alliance.members)].sort(),
    beneficiary: alliance.beneficiary,
    warlord: alliance.warlord ?? null,
    killOrder: alliance.killOrder ?? null,
  };
}

/** What must be identical for an alliance to hold (rules §6.2): the member SET and the beneficiary. */
export function termsKey(terms: Terms): string {
  return `${terms.members.join('\u0001')}\u0000${terms.beneficiary}`;
}

/** [D] A player's accepted invasions of one planet merge: attack = sum; terms must agree on every order. */
export function mergeInvasions(accepted: readonly AcceptedOrder[], planetOrder: ReadonlyMap<string, number>): Map<string, Map<string, Invasion>> {
  const byPlanet = new Map<string, Map<string, Invasion>>();
  for (const { player, order, crossing } of accepted) {
    if (order.type !== 'invade') continue;
    let players = byPlanet.get(order.planet);
    if (!players) byPlanet.set(order.planet, (players = new Map<string, Invasion>()));
    const terms = order.alliance ? normalizeTerms(order.alliance) : null;
    const existing = players.get(player);
    if (!existing) {
      players.set(player, { player, planet: order.planet, attack: order.count, crossing, terms });
      continue;
    }
    existing.attack += order.count;
    existing.crossing ||= crossing;
    if (existing.terms === 'mixed') continue;
    const same = existing.terms === null ? terms === null : terms !== null && termsKey(existing.terms) === termsKey(terms);
    if (!same) existing.terms = 'mixed';
  }
  // Planets in map order, players sorted by id: results never depend on input key order.
  const sorted = new Map([...byPlanet].sort((a, b) => (planetOrder.get(a[0]) ?? 0) - (planetOrder.get(b[0]) ?? 0)));
  for (const [planet, players] of sorted) sorted.set(planet, new Map([...players].sort((a, b) => (a[0] < b[0] ? -1 : 1))));
  return sorted;
}

const FAILURE_PRECEDENCE: AllianceFailure[] = ['member_rejected', 'terms_missing', 'terms_differ'];

/**
 * Stage 3 (rules §6.2): sides and alliances. An alliance holds iff every listed member has an accepted invasion
 * of the planet with the identical member set and beneficiary; otherwise every member is its own side.
 */
export function sidesStage(input: TurnInput, validated: Validated): Stage<Map<string, Side[]>> {
  const invasions = mergeInvasions(validated.accepted, input.index.planetOrder);
  const result = new Map<string, Side[]>();
  const events: TurnEvent[] = [];
  const proposalsByPlanet = collectProposals(validated.accepted);
  for (const [planet, players] of invasions) {
    const proposals = proposalsByPlanet.get(planet) ?? [];
    const allied = new Set<string>();
    const sides: Side[] = [];
    const failedSets = new Set<string>();
    for (const [key, terms] of proposals) {
      const failure = allianceFailure(terms, key, planet, players, validated.rejectedInvasions);
      if (failure === null) {
        if (terms.members.some((m) => allied.has(m))) continue; // cannot happen: a member's terms are unique
        terms.members.forEach((m) => allied.add(m));
        sides.push(allianceSide(planet, terms, players));
        continue;
      }
      const setKey = terms.members.join('\u0001');
      if (failedSets.has(setKey)) continue;
      failedSets.add(setKey);
      events.push({ type: 'alliance_failed', planet, members: terms.members, reason: failure });
    }
    for (const invasion of players.values()) {
      if (allied.has(invasion.player)) continue;
      sides.push({
        planet,
        members: [invasion.player],
        beneficiary: invasion.player,
        attack: invasion.attack,
        contributions: { [invasion.player]: invasion.attack },
        crossing: { [invasion.player]: invasion.crossing },
        alliance: null,
        warlords: {},
      });
    }
    sides.sort((a, b) => (a.beneficiary < b.beneficiary ? -1 : 1));
    for (const side of sides) {
      events.push({
        type: 'attack',
        planet,
        players: side.members,
        beneficiary: side.beneficiary,
        attack: side.attack,
        contributions: side.contributions,
        crossing: side.crossing,
      });
    }
    result.set(planet, sides);
  }
  return { result, events };
}

/** Per planet: every distinct set of terms written on an accepted invasion of it, sorted by key (one pass). */
function collectProposals(accepted: readonly AcceptedOrder[]): Map<string, [string, Terms][]> {
  const byPlanet = new Map<string, Map<string, Terms>>();
  for (const { order } of accepted) {
    if (order.type !== 'invade' || !order.alliance) continue;
    let proposals = byPlanet.get(order.planet);
    if (!proposals) byPlanet.set(order.planet, (proposals = new Map<string, Terms>()));
    const terms = normalizeTerms((order as InvadeOrder).alliance!);
    const key = termsKey(terms);
    if (!proposals.has(key)) proposals.set(key, terms);
  }
  const sorted = new Map<string, [string, Terms][]>();
  for (const [planet, proposals] of byPlanet) {
    sorted.set(
      planet,
      [...proposals].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)),
    );
  }
  return sorted;
}

function allianceFailure(
  terms: Terms,
  key: string,
  planet: string,
  players: ReadonlyMap<string, Invasion>,
  rejectedInvasions: ReadonlySet<string>,
): AllianceFailure | null {
  const found = new Set<AllianceFailure>();
  for (const member of terms.members) {
    const invasion = players.get(member);
    if (!invasion) found.add(rejectedInvasions.has(`${member}\u0000${planet}`) ? 'member_rejected' : 'terms_missing');
    else if (invasion.terms === null) found.add('terms_missing');
    else if (invasion.terms === 'mixed' || termsKey(invasion.terms) !== key) found.add('terms_differ');
  }
  return FAILURE_PRECEDENCE.find((f) => found.has(f)) ?? null;
}

function allianceSide(planet: string, terms: Terms, players: ReadonlyMap<string, Invasion>): Side {
  const contributions: Record<string, number> = {};
  const crossing: Record<string, boolean> = {};
  const warlords: Record<string, string | null> = {};
  let attack = 0;
  let killOrder: string[] | null = null;
  for (const member of terms.members) {
    const invasion = players.get(member)!;
    const own = invasion.terms as Terms;
    contributions[member] = invasion.attack;
    crossing[member] = invasion.crossing;
    warlords[member] = own.warlord;
    if (member === terms.beneficiary) killOrder = own.killOrder;
    attack += invasion.attack;
  }
  return {
    planet,
    members: terms.members,
    beneficiary: terms.beneficiary,
    attack,
    contributions,
    crossing,
    alliance: { ...terms, warlord: null, killOrder },
    warlords,
  };
}
