import { DEEDS_IN_ORDER, type DeedContext } from '../deeds/index.ts';
import type { TurnEvent } from '../outcome.ts';
import type { ClaimDeedOrder, State } from '../schemas.ts';
import type { AcceptedOrder, Stage, TurnInput, Validated } from '../turn-types.ts';

export interface DeedResults {
  /** Deeds awarded this turn -> achievers, sorted. */
  awarded: Record<string, string[]>;
  /** Deed points per player this turn (split and rounded up, warlord supporters included; before doubling). */
  points: Record<string, number>;
  deedsTaken: string[];
  permanentActions: State['permanentActions'];
  favours: State['favours'];
  extraSacred: State['extraSacred'];
}

/**
 * Stage 9 (rules §9): deeds, in the rules table's order. Only claimed deeds can be awarded; a second claim of the
 * same deed in one sheet has no effect. Several achievers each get ceil(points / n); the extra benefit (permanent
 * action, favour, temple's sacred worlds) goes to ONE of them, drawn as `deed:<id>`.
 */
export function deedsStage(input: TurnInput, validated: Validated, ctx: DeedContext): Stage<DeedResults> {
  const { state, rng, playerById } = input;
  const claims = firstClaims(validated.accepted);
  const points: Record<string, number> = Object.fromEntries(input.players.map((p) => [p.id, 0]));
  const permanentActions = { ...state.permanentActions };
  const favours: State['favours'] = Object.fromEntries(Object.entries(state.favours).map(([k, v]) => [k, [...v]]));
  const extraSacred: State['extraSacred'] = Object.fromEntries(Object.entries(state.extraSacred).map(([k, v]) => [k, [...v]]));
  const awarded: Record<string, string[]> = {};
  const deedsTaken = [...state.deedsTaken];
  const events: TurnEvent[] = [];

  for (const rule of DEEDS_IN_ORDER) {
    const claimants = claims.get(rule.id);
    if (!claimants || state.deedsTaken.includes(rule.id)) continue;
    const achieved: { player: string; points: number; supporters: string[] }[] = [];
    for (const [playerId] of [...claimants].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      const achievement = rule.achieve(ctx, playerById.get(playerId)!);
      if (achievement) achieved.push({ player: playerId, points: achievement.points, supporters: achievement.supporters ?? [] });
      else events.push({ type: 'deed_not_awarded', deed: rule.id, player: playerId, reason: 'condition_not_met' });
    }
    if (achieved.length === 0) continue;
    const players = achieved.map((a) => a.player);
    const n = achieved.length;
    const hasBenefit = rule.permanentAction === true || rule.favourGods !== undefined || rule.sacredPlanets !== undefined;
    const lucky = hasBenefit ? rng.pick(`deed:${rule.id}`, players) : null;
    let favour: { player: string; god: string } | null = null;
    let sacred: { player: string; planets: string[] } | null = null;
    if (lucky !== null) {
      const luckyPlayer = playerById.get(lucky)!;
      if (rule.permanentAction) permanentActions[lucky] = (permanentActions[lucky] ?? 0) + 1;
      if (rule.favourGods) {
        const eligible = [...rule.favourGods(ctx, luckyPlayer)].sort();
        const choice = claimants.get(lucky)?.order.choice;
        const god = choice !== undefined && eligible.includes(choice) ? choice : eligible.length > 0 ? rng.pick(`favour:${rule.id}:${lucky}`, eligible) : null;
        if (god !== null) {
          favour = { player: lucky, god };
          const list = (favours[lucky] ??= []);
          if (!list.includes(god)) list.push(god);
        }
      }
      if (rule.sacredPlanets) {
        const planets = rule.sacredPlanets(ctx, luckyPlayer);
        for (const planet of planets) {
          const gods = (extraSacred[planet] ??= []);
          if (!gods.includes(luckyPlayer.god)) gods.push(luckyPlayer.god);
        }
        sacred = { player: lucky, planets };
      }
    }
    // Each achiever: ceil(own points / n) (burn and warlord points are per achiever before the split).
    const shares = achieved.map((a) => Math.ceil(a.points / n));
    achieved.forEach((a, i) => (points[a.player] = (points[a.player] ?? 0) + shares[i]!));
    awarded[rule.id] = players;
    deedsTaken.push(rule.id);
    events.push({
      type: 'deed_awarded',
      deed: rule.id,
      players,
      points: Math.max(...shares),
      pointsByPlayer: Object.fromEntries(achieved.map((a, i) => [a.player, shares[i]!])),
      permanentAction: rule.permanentAction === true,
      permanentActionTo: rule.permanentAction === true ? lucky : null,
      favour,
      sacred,
    });
    for (const a of achieved) {
      for (const ally of a.supporters) {
        points[ally] = (points[ally] ?? 0) + 1;
        events.push({ type: 'deed_supporter', deed: 'warlord', player: ally, warlord: a.player, points: 1 });
      }
    }
  }
  return { result: { awarded, points, deedsTaken, permanentActions, favours, extraSacred }, events };
}

/** Per deed: claimant -> its first accepted claim (a second claim of the same deed has no effect). */
function firstClaims(accepted: readonly AcceptedOrder[]): Map<string, Map<string, AcceptedOrder<ClaimDeedOrder>>> {
  const claims = new Map<string, Map<string, AcceptedOrder<ClaimDeedOrder>>>();
  for (const a of accepted) {
    if (a.order.type !== 'claimDeed') continue;
    let byPlayer = claims.get(a.order.deed);
    if (!byPlayer) claims.set(a.order.deed, (byPlayer = new Map<string, AcceptedOrder<ClaimDeedOrder>>()));
    if (!byPlayer.has(a.player)) byPlayer.set(a.player, a as AcceptedOrder<ClaimDeedOrder>);
  }
  return claims;
}
