import { z } from 'zod';
import type { CampaignSupport } from '../../core/ruleset.ts';
import { CORPORATIONS } from './ids.ts';
import type { Player } from './players.ts';
import type { GroupStart, Setup } from './setup.ts';
import { campaignStatus } from './standings.ts';
import type { State } from './state.ts';

/**
 * Campaigns (seed "KAMPANJSPEL", "KREDIT"): points and credits go from mission to mission. Each seat carries
 * its corporation's points and credits (the Legion player's own group too, with the damage it scored); the next
 * mission's setup keeps every corporation's values (those not seated this time unchanged) and moves to the next
 * mission of the book (by number, after the last one back to mission 1).
 */
export const CarrySchema = z.object({ corporation: z.enum(CORPORATIONS), points: z.number().int(), credits: z.number().int().min(0) }).nullable();
export type Carry = z.infer<typeof CarrySchema>;

export function carry(_setup: Setup, players: readonly Player[], state: State): Carry[] {
  return players.map((p) => {
    const group = state.groups[p.id];
    if (group) return { corporation: group.corporation, points: group.points, credits: group.credits };
    if (p.id === state.legion.player && state.legion.corporation !== null) {
      const points = state.legion.points + (state.stage === 'over' ? 0 : state.legion.damage);
      return { corporation: state.legion.corporation, points, credits: state.legion.credits };
    }
    return null;
  });
}

export function nextMissionId(setup: Setup): string {
  const missions = [...setup.data.missions].sort((a, b) => a.number - b.number);
  const current = missions.find((m) => m.id === setup.options.mission);
  const after = missions.find((m) => current !== undefined && m.number > current.number);
  return (after ?? missions.find((m) => m.number >= 1) ?? missions[0]!).id;
}

export function nextSetup(previous: Setup, carried: readonly unknown[]): Setup {
  const groups = new Map<string, GroupStart>(previous.options.groups.map((g) => [g.corporation, { ...g }]));
  for (const raw of carried) {
    const parsed = CarrySchema.safeParse(raw);
    if (!parsed.success || parsed.data === null) continue;
    groups.set(parsed.data.corporation, parsed.data);
  }
  const ordered = CORPORATIONS.flatMap((c) => (groups.has(c) ? [groups.get(c)!] : []));
  return {
    options: { ...previous.options, groups: ordered, mission: nextMissionId(previous), campaignMission: Math.min(100, previous.options.campaignMission + 1) },
    data: previous.data,
  };
}

export const campaign: CampaignSupport<Setup, Player, State> = {
  carry: (setup, players, state) => carry(setup, players, state),
  nextSetup: (previous, carried) => nextSetup(previous, carried),
  // A short campaign after its last mission, a long one once a group reached the target (standings.ts).
  ended: (setup, _players, state) => campaignStatus(setup, state)?.over ?? false,
};
