import type { DecisionRequest } from '../../../src/engine/core/decisions.ts';
import type { Event } from '../../../src/engine/rulesets/chaos-in-the-old-world/events.ts';
import type { God } from '../../../src/engine/rulesets/chaos-in-the-old-world/ids.ts';
import type { Player } from '../../../src/engine/rulesets/chaos-in-the-old-world/players.ts';
import type { Setup } from '../../../src/engine/rulesets/chaos-in-the-old-world/schemas.ts';
import type { Sheet } from '../../../src/engine/rulesets/chaos-in-the-old-world/sheets.ts';
import type { State } from '../../../src/engine/rulesets/chaos-in-the-old-world/state.ts';
import { ruleset } from './helpers.ts';

/** A scripted game: per round, the actions each god takes in its summoning turns (then it passes). */
export type Plan = Record<number, Partial<Record<God, Sheet[]>>>;

export interface PlayedStep {
  step: number;
  asked: string[];
  orders: Record<string, unknown>;
  events: string[];
  state: Record<string, unknown>;
}

/** One event in one line (for goldens): its type and its fields. */
export function eventText(e: Event): string {
  const { type, ...rest } = e;
  return `${type} ${JSON.stringify(rest)}`;
}

/** The parts of a position a reader checks: everything but hidden decks, with empty entries left out. */
export function digest(state: State): Record<string, unknown> {
  const regions: Record<string, unknown> = {};
  for (const [id, r] of Object.entries(state.regions)) {
    const figures = Object.fromEntries(
      Object.entries(r.figures)
        .map(([g, f]) => [g, Object.fromEntries(Object.entries(f ?? {}).filter(([, n]) => n > 0))])
        .filter(([, f]) => Object.keys(f as object).length > 0),
    );
    const tokens = Object.fromEntries(Object.entries(r.tokens).filter(([, n]) => n > 0));
    const corruption = Object.fromEntries(Object.entries(r.corruption).filter(([, n]) => (n ?? 0) > 0));
    const entry: Record<string, unknown> = {};
    if (Object.keys(figures).length) entry.figures = figures;
    if (Object.keys(tokens).length) entry.tokens = tokens;
    if (Object.keys(corruption).length) entry.corruption = corruption;
    if (r.cards.length) entry.cards = r.cards.map((c) => `${c.god}:${c.card}`);
    if (r.ruined) entry.ruined = { card: r.ruinCard, round: r.ruinedRound, scored: r.ruinScored };
    if (Object.keys(entry).length) regions[id] = entry;
  }
  return {
    round: state.round,
    at: state.at,
    pending: state.pending,
    power: state.power,
    vp: state.vp,
    threat: state.threat,
    counters: state.counters,
    hands: Object.fromEntries(Object.entries(state.hands).map(([g, h]) => [g, h?.length])),
    upgrades: state.upgrades,
    trophies: state.trophies,
    regions,
    oldWorld: { track: state.oldWorld.track, deck: state.oldWorld.deck.length, discard: state.oldWorld.discard },
    ruination: state.ruination,
    result: state.result,
  };
}

/**
 * Plays a game: summoning turns follow `plan` (then pass); hit assignments and upgrades take the request's
 * default unless `answer` says otherwise. Step seeds are `${seedPrefix}1`, `${seedPrefix}2`, …
 */
export function play(
  setup: Setup,
  players: Player[],
  gameSeed: string,
  plan: Plan,
  options: { seedPrefix?: string; maxSteps?: number; answer?: (request: DecisionRequest, state: State) => unknown } = {},
): { steps: PlayedStep[]; states: State[]; final: State } {
  let state = ruleset.initialState(setup, players, { gameSeed });
  const states = [state];
  const steps: PlayedStep[] = [];
  const used: Partial<Record<string, number>> = {};
  for (let i = 1; i <= (options.maxSteps ?? 200) && !ruleset.isOver!(setup, state); i++) {
    const requests = ruleset.decisions!(setup, players, state);
    const orders: Record<string, unknown> = {};
    for (const request of requests) {
      const custom = options.answer?.(request, state);
      if (custom !== undefined) orders[request.player] = custom;
      else if (request.kind === 'summon') {
        const god = players.find((p) => p.id === request.player)!.god;
        const key = `${state.round}:${god}`;
        const list = plan[state.round]?.[god] ?? [];
        const n = used[key] ?? 0;
        used[key] = n + 1;
        orders[request.player] = list[n] ?? { action: 'pass' };
      } else orders[request.player] = request.defaultAnswer;
      const errors = ruleset.checkSheet(setup, players, state, request.player, orders[request.player] as Sheet, 'en').errors;
      if (errors.length > 0)
        throw new Error(`step ${i}: ${request.player} ${JSON.stringify(orders[request.player])} refused: ${errors.map((e) => e.reason).join(', ')}`);
    }
    const result = ruleset.resolve({ setup, players, state, orders: orders as Record<string, Sheet>, seed: `${options.seedPrefix ?? 's'}${i}`, gameSeed });
    state = result.nextState;
    states.push(state);
    steps.push({ step: i, asked: requests.map((r) => `${r.player}:${r.kind}`), orders, events: result.outcome.events.map(eventText), state: digest(state) });
  }
  return { steps, states, final: state };
}
