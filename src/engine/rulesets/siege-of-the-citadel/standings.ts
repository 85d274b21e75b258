import { CORPORATIONS, type Corporation } from './ids.ts';
import type { Setup } from './setup.ts';
import { groupsInSeatOrder, type State } from './state.ts';

/**
 * A campaign's standings and its end (seed "KAMPANJSPEL"):
 *
 * - short campaign (option `campaignMissions`, "en kort-kampanj på två eller tre uppdrag"): "Vinnaren är den som
 *   har flest poäng efter att alla uppdragen avslutats" — decided when its last mission ends;
 * - long campaign (option `campaignTarget`): "det den som först uppnår en överenskommen poängsumma som vunnit
 *   spelet" — checked when each mission ends (points move during a mission and the Legion's damage points are
 *   scored at its end); several groups over the target in the same mission: the most points wins;
 * - neither option on a continued mission: an open campaign (standings, no winner: the GM sets a length or a
 *   target); neither on the first mission: a single mission, no campaign.
 *
 * Standings are points (the seed's measure), per corporation: the seated groups, the Legion player's own group
 * (with the damage it scores) and the corporations carried in `options.groups` that sit out this mission.
 */
export interface Standing {
  corporation: Corporation;
  /** The seat playing it in this mission, null when it sits out. */
  player: string | null;
  points: number;
  credits: number;
}

export type CampaignKind = 'short' | 'long' | 'open';

export interface CampaignStatus {
  kind: CampaignKind;
  /** The campaign's mission number (this one included), and how many a short campaign has. */
  mission: number;
  missions: number | null;
  target: number | null;
  standings: Standing[];
  /** The campaign ended with this mission (only once the mission is over). */
  over: boolean;
  /** Corporations that won it (ties share), empty until it is over. */
  winners: Corporation[];
}

export function campaignKind(setup: Setup): CampaignKind | null {
  const o = setup.options;
  if (o.campaignTarget !== null) return 'long';
  if (o.campaignMissions !== null) return 'short';
  return o.campaignMission > 1 ? 'open' : null;
}

/** Every corporation's campaign points and credits now, highest points first (ties: seat order, then the rest). */
export function standings(setup: Setup, state: State): Standing[] {
  const out: Standing[] = groupsInSeatOrder(state).map((g) => ({ corporation: g.corporation, player: g.player, points: g.points, credits: g.credits }));
  const legion = state.legion;
  if (legion.player !== '' && legion.corporation !== null) {
    // The Legion's damage points are added to its group when the mission ends (mission-end.ts).
    const points = legion.points + (state.stage === 'over' ? 0 : legion.damage);
    out.push({ corporation: legion.corporation, player: legion.player, points, credits: legion.credits });
  }
  for (const corporation of CORPORATIONS) {
    const carried = setup.options.groups.find((g) => g.corporation === corporation);
    if (carried && !out.some((s) => s.corporation === corporation)) out.push({ corporation, player: null, points: carried.points, credits: carried.credits });
  }
  return out
    .map((s, i) => ({ s, i }))
    .sort((a, b) => b.s.points - a.s.points || a.i - b.i)
    .map(({ s }) => s);
}

/** The campaign's state for this mission (null: a single mission, no campaign). */
export function campaignStatus(setup: Setup, state: State): CampaignStatus | null {
  const kind = campaignKind(setup);
  if (kind === null) return null;
  const o = setup.options;
  const table = standings(setup, state);
  const ended = state.stage === 'over';
  const contenders = kind === 'short' ? table : kind === 'long' ? table.filter((s) => s.points >= (o.campaignTarget ?? Infinity)) : [];
  const over = ended && (kind === 'short' ? o.campaignMission >= (o.campaignMissions ?? Infinity) : contenders.length > 0);
  const best = Math.max(...contenders.map((s) => s.points));
  const winners = over ? contenders.filter((s) => s.points === best).map((s) => s.corporation) : [];
  return { kind, mission: o.campaignMission, missions: o.campaignMissions, target: o.campaignTarget, standings: table, over, winners };
}
