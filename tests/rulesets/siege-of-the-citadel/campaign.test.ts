import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Player } from '../../../src/engine/rulesets/siege-of-the-citadel/players.ts';
import type { Setup } from '../../../src/engine/rulesets/siege-of-the-citadel/setup.ts';
import type { State } from '../../../src/engine/rulesets/siege-of-the-citadel/state.ts';
import { nextMissionId } from '../../../src/engine/rulesets/siege-of-the-citadel/campaign.ts';
import { campaignStatus } from '../../../src/engine/rulesets/siege-of-the-citadel/standings.ts';
import { CAMPAIGN_MISSIONS } from './campaign-data.ts';
import { asked, BAUHAUS, game, golden, json, LEGION, MISHIMA, ruleset, setupWith, step, type Game } from './helpers.ts';

/**
 * A two-mission campaign played end to end (seed "KAMPANJSPEL": points and credits go from mission to mission).
 * The Legion player's own group (Capitol) scores the Legion's damage. The script (campaign-script.json) is
 * every answer of every step with its seed; each step's summary and both missions' final states are goldens.
 */
const legion: Player = { ...LEGION, corporation: 'capitol' };
const players = [legion, BAUHAUS, MISHIMA];
interface ScriptStep {
  seed: string;
  orders: Record<string, unknown>;
  corrections?: unknown[];
}
const script = JSON.parse(readFileSync(join(import.meta.dirname, 'campaign-script.json'), 'utf8')) as { mission1: ScriptStep[]; mission2: ScriptStep[] };

function summary(g: Game, i: number): unknown {
  const s = g.state;
  return {
    step: i + 1,
    events: g.outcomes[i]!.events.map((e) => e.type),
    asked: asked(g),
    stage: s.stage,
    round: s.round ? { number: s.round.number, index: s.round.index, last: s.round.last } : null,
    groups: Object.fromEntries(
      Object.values(s.groups).map((gr) => [gr.player, { points: gr.points, credits: gr.credits, rank: gr.rank, extra: gr.extra, hand: gr.hand }]),
    ),
    legion: s.legion,
    figures: s.figures.filter((f) => f.status !== 'waiting').map((f) => `${f.id} ${f.status} ${f.square ?? ''} ${f.strength}`.trim()),
  };
}

function playMission(setup: Setup, steps: ScriptStep[], gameSeed: string): Game {
  const g = game(setup, players, ruleset.initialState(setup, players, { gameSeed }));
  steps.forEach((s) => {
    if (s.corrections) {
      for (const c of s.corrections) expect(ruleset.checkAdjustment!(setup, players, g.state, c)).toEqual([]);
      g.state = ruleset.applyAdjustments!(setup, players, g.state, s.corrections) as State;
    }
    step(g, s.orders, s.seed, gameSeed);
  });
  return g;
}

describe('a two-mission campaign', () => {
  // A short campaign of two missions (seed "en kort-kampanj på två eller tre uppdrag").
  const first = setupWith({ mission: 'raid', campaignMissions: 2 }, { missions: CAMPAIGN_MISSIONS });
  const one = playMission(first, script.mission1, 'campaign-1');
  const carried = ruleset.campaign!.carry(first, players, one.state);
  const second = ruleset.campaign!.nextSetup(first, carried);
  const two = playMission(second, script.mission2, 'campaign-2');

  test('mission 1 "Raid": per-step goldens, then the result', () => {
    golden('campaign-1.steps.json', json(script.mission1.map((_, i) => summary({ ...one, state: stepState(first, script.mission1, 'campaign-1', i) }, i))));
    golden('campaign-1.final.json', json(one.state));
    // B killed one legionnaire (1 point), M one (1 point): 2 points between them = the objective; both get 2 credits.
    expect(one.state.result).toEqual({
      success: true,
      by: 'objective',
      rewards: { B: 2, M: 2 },
      missionScores: { B: 1, M: 1, L: 0 },
      finalScores: { B: 1 + 5 * 4, M: 1 + 5 * 4, L: 0 + 5 * 2 },
      winners: ['B', 'M'],
    });
  });

  test('what each seat carries, and the next setup', () => {
    expect(carried).toEqual([
      { corporation: 'capitol', points: 0, credits: 2 },
      { corporation: 'bauhaus', points: 1, credits: 4 },
      { corporation: 'mishima', points: 1, credits: 4 },
    ]);
    expect(second.options).toMatchObject({
      mission: 'escape',
      campaignMission: 2,
      groups: [
        { corporation: 'bauhaus', points: 1, credits: 4 },
        { corporation: 'capitol', points: 0, credits: 2 },
        { corporation: 'mishima', points: 1, credits: 4 },
      ],
    });
    expect(second.data).toEqual(first.data);
    const started = ruleset.initialState(second, players, { gameSeed: 'campaign-2' });
    expect(started.groups.B).toMatchObject({ points: 1, credits: 4, rank: 1 });
    expect(started.legion).toMatchObject({ corporation: 'capitol', points: 0, credits: 2 });
  });

  test('mission 2 "Escape": per-step goldens, a GM correction, then the result', () => {
    golden('campaign-2.steps.json', json(script.mission2.map((_, i) => summary({ ...two, state: stepState(second, script.mission2, 'campaign-2', i) }, i))));
    golden('campaign-2.final.json', json(two.state));
    // Tatsu withdrew (the objective); B killed a legionnaire (2 points in all), M a legionnaire and a necromutant
    // (4 in all); the Legion wounded Yojimbo once (1 point for Capitol). Rewards 1 credit each.
    expect(two.state.figures.find((f) => f.id === 'max-steiner')!.strength).toBe(4);
    expect(two.state.result).toEqual({
      success: true,
      by: 'objective',
      rewards: { B: 1, M: 1 },
      missionScores: { B: 1, M: 3, L: 1 },
      finalScores: { B: 2 + 5 * 5, M: 4 + 5 * 5, L: 1 + 5 * 2 },
      winners: ['M'],
    });
  });

  test('after mission 1 the campaign goes on: standings, no winner, a next game', () => {
    expect(ruleset.campaign!.ended!(first, players, one.state)).toBe(false);
    expect(campaignStatus(first, one.state)).toMatchObject({ kind: 'short', mission: 1, missions: 2, over: false, winners: [] });
    expect(one.outcomes.at(-1)!.events.at(-1)).toMatchObject({ type: 'campaign', over: false });
  });

  // Seed "KAMPANJSPEL": "Vinnaren är den som har flest poäng efter att alla uppdragen avslutats".
  test('after both missions the short campaign ends: the most points wins (Mishima), no next game', () => {
    const after = ruleset.campaign!.carry(second, players, two.state) as { corporation: string; points: number; credits: number }[];
    expect(after).toEqual([
      { corporation: 'capitol', points: 1, credits: 2 },
      { corporation: 'bauhaus', points: 2, credits: 5 },
      { corporation: 'mishima', points: 4, credits: 5 },
    ]);
    expect(ruleset.campaign!.ended!(second, players, two.state)).toBe(true);
    expect(campaignStatus(second, two.state)).toEqual({
      kind: 'short',
      mission: 2,
      missions: 2,
      target: null,
      standings: [
        { corporation: 'mishima', player: 'M', points: 4, credits: 5 },
        { corporation: 'bauhaus', player: 'B', points: 2, credits: 5 },
        { corporation: 'capitol', player: 'L', points: 1, credits: 2 },
      ],
      over: true,
      winners: ['mishima'],
    });
    expect(two.outcomes.at(-1)!.events.at(-1)).toMatchObject({ type: 'campaign', over: true, winners: ['mishima'] });
    // After the last mission of the book the next setup goes back to mission 1 (a long campaign goes on).
    expect(ruleset.campaign!.nextSetup(second, after).options.mission).toBe('raid');
    expect(nextMissionId(first)).toBe('escape');
  });
});

/** The state after step i of a mission, replayed from its seeds (the goldens are per step). */
function stepState(setup: Setup, steps: ScriptStep[], gameSeed: string, i: number): State {
  return playMission(setup, steps.slice(0, i + 1), gameSeed).state;
}
