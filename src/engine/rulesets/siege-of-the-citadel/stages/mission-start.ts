import { hiddenRandom, shuffled } from '../../../core/random.ts';
import { missionOf, type Ctx } from '../context.ts';
import type { Corporation } from '../ids.ts';
import type { Player } from '../players.ts';
import { parseSquare } from '../rules/grid.ts';
import { startForRank } from '../rules/ranks.ts';
import { available, createCreature } from '../rules/reveal.ts';
import type { Setup } from '../setup.ts';
import { groupsInSeatOrder, type Figure, type Group, type State } from '../state.ts';

/** A group's points and credits when the mission is set up: the campaign's carried values, else the starting rank's. */
export function startingValues(setup: Setup, corporation: Corporation): { points: number; credits: number } {
  const carried = setup.options.groups.find((g) => g.corporation === corporation);
  return carried ? { points: carried.points, credits: carried.credits } : startForRank(setup.data, setup.options.startingRank);
}

/** The position before anything is decided: groups with their troopers outside the board, nothing dealt yet. */
export function blankState(setup: Setup, players: readonly Player[]): State {
  const mission = missionOf(setup, setup.options.mission);
  const groups: Record<string, Group> = {};
  const figures: Figure[] = [];
  for (const p of players) {
    if (p.role !== 'corporation' || p.corporation === null) continue;
    const start = startingValues(setup, p.corporation);
    const troopers = setup.data.troopers.filter((t) => t.corporation === p.corporation);
    groups[p.id] = {
      player: p.id,
      corporation: p.corporation,
      points: start.points,
      startPoints: start.points,
      credits: start.credits,
      bought: 0,
      rank: 1,
      extra: 0,
      entrance: null,
      troopers: troopers.map((t) => t.id),
      hand: [],
      played: [],
      main: true,
      secret: null,
      secretAchieved: null,
      kills: {},
      friendlyHits: 0,
      spent: 0,
    };
    for (const t of troopers) {
      figures.push({
        id: t.id,
        kind: 'trooper',
        owner: p.id,
        type: t.id,
        status: 'waiting',
        section: null,
        square: null,
        entrance: null,
        strength: setup.data.doomtrooper.strength,
        weapon: null,
        equipment: [],
        visited: [],
        note: null,
      });
    }
  }
  const legion = players.find((p) => p.role === 'legion');
  const legionStart = legion?.corporation ? startingValues(setup, legion.corporation) : { points: 0, credits: 0 };
  return {
    v: 1,
    stage: 'purchase',
    mission: mission.id,
    rules: mission.rules,
    tier: setup.data.tiers[0]!.id,
    seats: players.map((p) => p.id),
    groups,
    legion: {
      player: legion?.id ?? '',
      corporation: legion?.corporation ?? null,
      points: legionStart.points,
      credits: legionStart.credits,
      damage: 0,
      kills: 0,
    },
    figures,
    counters: {},
    sections: Object.fromEntries(mission.sections.map((s) => [s.id, { cards: [] }])),
    revealed: [],
    events: { deck: [], drawn: [] },
    doomDeck: [],
    secretDeck: [],
    draft: null,
    round: null,
    turn: null,
    pending: null,
    reaction: null,
    ruling: null,
    attacks: 0,
    result: null,
  };
}

/**
 * The mission begins (hidden draws from the game seed, revealed when the game ends): lots for the main
 * mission and secret mission cards (more than two groups and the mission says so), Doomtrooper cards (Capitol
 * one more), face-down monster cards dealt to the sections, the event deck (as many cards as the mission's
 * time limit), the mission's own creatures; then the first round's tiles are shuffled.
 */
export function startMission(ctx: Ctx): void {
  const state = ctx.state;
  const data = ctx.setup.data;
  const mission = ctx.mission;
  state.stage = 'round';
  const groups = groupsInSeatOrder(state);
  const full = state.rules === 'full';

  let secret: string[] = [];
  if (full && mission.secretMissions !== 'none' && groups.length > 2 && data.secretMissions.length > 0) {
    const lots = shuffled(
      hiddenRandom(ctx.gameSeed, 'lots:mission', ctx.fixedDraws),
      groups.map((g) => g.player),
    );
    const main = mission.secretMissions === 'all' ? lots : lots.slice(0, 2);
    secret = mission.secretMissions === 'all' ? lots : lots.slice(2);
    for (const g of groups) g.main = main.includes(g.player);
    state.secretDeck = shuffled(
      hiddenRandom(ctx.gameSeed, 'secret-missions', ctx.fixedDraws),
      data.secretMissions.map((m) => m.id),
    );
    for (const g of groups) {
      if (!secret.includes(g.player)) continue;
      g.secret = state.secretDeck.shift() ?? null;
      if (g.secret) ctx.events.push({ type: 'secret_dealt', player: g.player, card: g.secret });
    }
    secret = groups.filter((g) => g.secret !== null).map((g) => g.player);
  }
  ctx.events.push({ type: 'mission_started', mission: mission.id, main: groups.filter((g) => g.main).map((g) => g.player), secret });

  if (full) {
    state.doomDeck = shuffled(
      hiddenRandom(ctx.gameSeed, 'doomtrooper-cards', ctx.fixedDraws),
      data.doomtrooperCards.map((c) => c.id),
    );
    for (const g of groups) {
      const n = ctx.setup.options.doomtrooperCards + (g.corporation === 'capitol' ? 1 : 0);
      g.hand = state.doomDeck.splice(0, n);
      if (g.hand.length > 0) ctx.events.push({ type: 'cards_dealt', player: g.player, cards: [...g.hand] });
    }
  }

  const cards = shuffled(
    hiddenRandom(ctx.gameSeed, 'monster-cards', ctx.fixedDraws),
    mission.monsterCards.filter((id) => data.monsterCards.some((c) => c.id === id)),
  );
  for (const section of mission.sections) state.sections[section.id] = { cards: cards.splice(0, section.cards) };

  const events = data.events.map((e) => e.id);
  state.events = { deck: shuffled(hiddenRandom(ctx.gameSeed, 'events', ctx.fixedDraws), events).slice(0, mission.events), drawn: [] };

  for (const p of mission.placements) {
    if (available(ctx, p.type) <= 0) continue;
    const square = p.square && ctx.grid ? parseSquare(p.square) : null;
    const c = createCreature(ctx, p.type, 'board', p.section, null);
    c.square = square ? p.square : null;
    ctx.events.push({ type: 'creature_set', figure: c.id, section: p.section, square: c.square });
  }
}
