import type { DecisionRequest } from '../../../src/engine/core/decisions.ts';
import { SeededRandom } from '../../../src/engine/core/rng.ts';
import type { Outcome } from '../../../src/engine/rulesets/chaos-in-the-old-world/events.ts';
import type { Player } from '../../../src/engine/rulesets/chaos-in-the-old-world/players.ts';
import type { Setup } from '../../../src/engine/rulesets/chaos-in-the-old-world/schemas.ts';
import type { Sheet } from '../../../src/engine/rulesets/chaos-in-the-old-world/sheets.ts';
import type { State } from '../../../src/engine/rulesets/chaos-in-the-old-world/state.ts';
import { ruleset } from './helpers.ts';

/** A random legal answer to a request (random summons and cards, random hit splits, random upgrades). */
export function randomAnswer(setup: Setup, players: Player[], state: State, request: DecisionRequest, rng: SeededRandom): unknown {
  const pick = <T>(list: readonly T[]): T | undefined => (list.length === 0 ? undefined : list[rng.int(0, list.length - 1)]);
  const legal = (sheet: unknown) => ruleset.checkSheet(setup, players, state, request.player, sheet as Sheet, 'en').errors.length === 0;
  if (request.kind === 'summon') {
    const c = request.choices!;
    for (let tries = 0; tries < 12; tries++) {
      const roll = rng.int(0, 9);
      let sheet: unknown;
      if (roll < 6) {
        const from = rng.int(0, 3) === 0 ? pick(c.from ?? [])?.value : undefined;
        sheet = { action: 'summon', figure: pick(c.figure ?? [])?.value, region: pick(c.region ?? [])?.value, ...(from ? { from } : {}) };
      } else if (roll < 9) sheet = { action: 'card', card: pick(c.card ?? [])?.value, region: pick(c.region ?? [])?.value };
      else return { action: 'pass' };
      if (legal(sheet)) return sheet;
    }
    return { action: 'pass' };
  }
  if (request.kind === 'assign-hits' && state.pending?.kind === 'assign') {
    const targets = (request.choices!['hits[].target'] ?? []).map((c) => String(c.value));
    for (let tries = 0; tries < 6; tries++) {
      const counts = new Map<string, number>();
      for (let i = 0; i < state.pending.required; i++) {
        const t = pick(targets)!;
        counts.set(t, (counts.get(t) ?? 0) + 1);
      }
      const sheet = { action: 'assign', hits: [...counts].map(([target, count]) => ({ target, count })) };
      if (legal(sheet)) return sheet;
    }
    return request.defaultAnswer;
  }
  if (request.kind === 'upgrade') {
    const options = (request.choices!['upgrades[]'] ?? []).map((c) => String(c.value));
    const n = (request.defaultAnswer as { upgrades: string[] }).upgrades.length;
    const chosen: string[] = [];
    while (chosen.length < n) {
      const u = pick(options.filter((o) => !chosen.includes(o)))!;
      chosen.push(u);
    }
    return { action: 'upgrade', upgrades: chosen };
  }
  return request.defaultAnswer;
}

/** Plays `steps` random steps (some players silent: defaults apply), recording every position and outcome. */
export function randomGame(setup: Setup, players: Player[], gameSeed: string, steps: number): { states: State[]; outcomes: Outcome[] } {
  const rng = new SeededRandom(`random-game/${gameSeed}`);
  let state = ruleset.initialState(setup, players, { gameSeed });
  const states = [state];
  const outcomes: Outcome[] = [];
  for (let i = 0; i < steps && !ruleset.isOver!(setup, state); i++) {
    const requests = ruleset.decisions!(setup, players, state);
    const orders: Record<string, unknown> = {};
    const defaulted: string[] = [];
    for (const request of requests) {
      if (rng.int(0, 9) === 0) defaulted.push(request.player);
      else orders[request.player] = randomAnswer(setup, players, state, request, rng);
    }
    const result = ruleset.resolve({ setup, players, state, orders: orders as Record<string, Sheet>, seed: `${gameSeed}/${i}`, gameSeed, defaulted });
    state = result.nextState;
    states.push(state);
    outcomes.push(result.outcome);
  }
  return { states, outcomes };
}
