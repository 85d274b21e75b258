import { type Ctx } from '../context.ts';
import type { CreatureType } from '../ids.ts';
import type { SiegeEvent } from '../outcome.ts';
import { campaignStatus } from '../standings.ts';
import { groupsInSeatOrder, type Group, type MissionResult } from '../state.ts';

/** Creatures of the Legion still in the mission (on the board, outside an entrance, or waiting to be placed). */
export const creaturesLeft = (ctx: Ctx): number =>
  ctx.state.figures.filter((f) => f.kind === 'creature' && (f.status === 'board' || f.status === 'waiting' || f.status === 'pending')).length;
export const faceDownCards = (ctx: Ctx): number => Object.values(ctx.state.sections).reduce((n, s) => n + s.cards.length, 0);

/** Doomtroopers still in the mission. */
export const troopersLeft = (ctx: Ctx): number =>
  ctx.state.figures.filter((f) => f.kind === 'trooper' && (f.status === 'board' || f.status === 'waiting')).length;

/** Does the mission's objective hold (the groups given the mission; seed "UPPDRAGEN")? */
export function objectiveMet(ctx: Ctx): boolean {
  const o = ctx.mission.objective;
  const main = groupsInSeatOrder(ctx.state).filter((g) => g.main);
  const troopers = main.flatMap((g) => g.troopers.map((id) => ctx.state.figures.find((f) => f.id === id)!).filter(Boolean));
  switch (o.kind) {
    case 'eliminate-all':
      return creaturesLeft(ctx) === 0 && faceDownCards(ctx) === 0;
    case 'eliminate': {
      const type = (o.type ?? 'legionnaire') as CreatureType;
      const killed = groupsInSeatOrder(ctx.state).reduce((n, g) => n + (g.kills[type] ?? 0), 0);
      return killed >= o.count;
    }
    case 'points':
      return main.reduce((n, g) => n + (g.points - g.startPoints), 0) >= o.points;
    case 'withdraw':
      return troopers.filter((f) => f.status === 'withdrawn').length >= o.count;
    case 'reach':
      return troopers.filter((f) => o.section !== null && f.visited.includes(o.section)).length >= o.count;
    case 'gm':
      return false;
  }
}

/** Some trooper withdrew from or still stands on the board (seed: needed for credits). */
const survived = (ctx: Ctx, g: Group): boolean =>
  g.troopers.some((id) => {
    const f = ctx.state.figures.find((x) => x.id === id);
    return f?.status === 'withdrawn' || f?.status === 'board';
  });

const killsOf = (g: Group): number => Object.values(g.kills).reduce((n, k) => n + (k ?? 0), 0);

/**
 * The end of the mission (seed "UPPDRAGETS SLUTFÖRANDE", "KREDIT", "ENSTAKA SPEL"): the Legion player's group
 * scores a point per damage dealt; rewards go to the groups given the mission when it succeeded (secret
 * missions: the GM's ruling) and only if a trooper withdrew or still stands on the board; the winner of the
 * mission is whoever earned most points in it (training: eliminated most figures), and every final score is
 * points + 5 × credits. Training ends with every group promoted: rank 1, two credits, kevlar.
 */
export function endMission(ctx: Ctx, reason: Extract<SiegeEvent, { type: 'mission_over' }>['reason']): void {
  const state = ctx.state;
  state.turn = null;
  ctx.events.push({ type: 'mission_over', reason });
  const groups = groupsInSeatOrder(state);
  const full = state.rules === 'full';
  const rewards: Record<string, number> = {};
  let success: boolean;
  const by: MissionResult['by'] = state.ruling !== null ? 'gm' : 'objective';
  if (full) {
    if (state.legion.corporation !== null && state.legion.player !== '') {
      state.legion.points += state.legion.damage;
      ctx.events.push({ type: 'legion_points', player: state.legion.player, points: state.legion.damage });
    }
    success = state.ruling ?? objectiveMet(ctx);
    ctx.events.push({ type: 'mission_result', success, by });
    const secretCredits = (id: string | null) => ctx.setup.data.secretMissions.find((m) => m.id === id)?.credits ?? 0;
    for (const g of groups) {
      if (!survived(ctx, g)) {
        ctx.events.push({ type: 'no_reward', player: g.player, reason: 'no-trooper' });
        continue;
      }
      let credits = 0;
      let failed: 'mission-failed' | 'secret-failed' | null = null;
      if (g.main && !success) failed = 'mission-failed';
      else if (g.secret !== null && g.secretAchieved !== true) failed = 'secret-failed';
      else credits = (g.main ? ctx.mission.rewardCredits : 0) + (g.secret !== null ? secretCredits(g.secret) : 0);
      if (failed) {
        ctx.events.push({ type: 'no_reward', player: g.player, reason: failed });
        continue;
      }
      g.credits += credits;
      rewards[g.player] = credits;
      ctx.events.push({ type: 'reward', player: g.player, credits, reason: g.main ? 'mission' : 'secret' });
    }
  } else {
    success = state.ruling ?? objectiveMet(ctx);
    ctx.events.push({ type: 'mission_result', success, by });
    for (const g of groups) {
      rewards[g.player] = 2;
      g.credits = 2;
      ctx.events.push({ type: 'reward', player: g.player, credits: 2, reason: 'training' });
    }
  }

  const missionScores: Record<string, number> = {};
  const finalScores: Record<string, number> = {};
  for (const g of groups) {
    missionScores[g.player] = full ? g.points - g.startPoints : killsOf(g);
    finalScores[g.player] = g.points + 5 * g.credits;
  }
  if (state.legion.player !== '') {
    missionScores[state.legion.player] = full ? state.legion.damage : state.legion.kills;
    finalScores[state.legion.player] = state.legion.corporation !== null ? state.legion.points + 5 * state.legion.credits : state.legion.damage;
  }
  const best = Math.max(...Object.values(missionScores));
  const winners = state.seats.filter((id) => missionScores[id] === best);
  ctx.events.push({ type: 'final_scores', missionScores, finalScores, winners });
  state.result = { success, by, rewards, missionScores, finalScores, winners };
  state.stage = 'over';
  // A campaign's standings after this mission, and its winner when it ends here (seed "KAMPANJSPEL").
  const campaign = campaignStatus(ctx.setup, state);
  if (campaign) ctx.events.push({ type: 'campaign', ...campaign });
}
