import type { Outcome } from '../../../src/engine/rulesets/cthulhu-wars/outcome.ts';
import type { State } from '../../../src/engine/rulesets/cthulhu-wars/types.ts';
import { buildWorld, kindOf, unitsOnMap } from '../../../src/engine/rulesets/cthulhu-wars/world.ts';
import { refusalsOf } from '../../../src/engine/rulesets/cthulhu-wars/check.ts';
import { SheetSchema } from '../../../src/engine/rulesets/cthulhu-wars/answers.ts';
import { cw, defaults, play, type Game } from './helpers.ts';

/** Legal answers of one asked player, a handful per decision (for random play in property tests). */
export function candidateAnswers(state: State, player: string, game: Game): unknown[] {
  const pending = state.pending!;
  const world = buildWorld(game.setup, game.players);
  const def = defaults(state, game)[player];
  const legal = (answer: unknown) => refusalsOf(world, state, player, SheetSchema.parse(answer)).length === 0;
  switch (pending.kind) {
    case 'direction':
      return [{ direction: 'clockwise' }, { direction: 'counterclockwise' }];
    case 'first-player':
      return pending.tied.map((p) => ({ firstPlayer: p }));
    case 'ritual':
      return [{ perform: true }, { perform: false }].filter(legal);
    case 'assign': {
      const request = cw.decisions!(game.setup, game.players, state).find((r) => r.player === player)!;
      const units = (request.choices!['kills[]'] ?? request.choices!['pains[]'] ?? []).map((c) => String(c.value));
      const d = def as { kills?: string[]; pains?: string[] };
      const reversed = [...units].reverse();
      const kills = d.kills?.length ?? 0;
      const alt = {
        ...(d.kills ? { kills: reversed.slice(0, kills) } : {}),
        ...(d.pains ? { pains: reversed.slice(kills, kills + d.pains.length) } : {}),
      };
      return [def, alt].filter(legal);
    }
    case 'initiative':
    case 'continue': {
      const own = unitsOnMap(world, state, player);
      const actions: unknown[] = [{ type: 'pass' }];
      for (const unit of own.slice(0, 6)) {
        for (const to of (world.neighbours.get(state.units[unit]!) ?? []).slice(0, 2)) actions.push({ type: 'move', moves: [{ unit, to }] });
      }
      const areas = [...new Set(own.map((u) => state.units[u]!))];
      const faction = world.factionOf.get(player)!;
      for (const area of areas) {
        actions.push({ type: 'recruit', unitType: faction.units.find((u) => u.kind === 'cultist')!.id, area });
        actions.push({ type: 'build-gate', area });
        for (const type of faction.units.filter((u) => u.kind !== 'cultist'))
          actions.push({ type: type.kind === 'goo' ? 'awaken' : 'summon', unitType: type.id, area });
        for (const other of world.playerIds.filter((p) => p !== player)) actions.push({ type: 'battle', area, opponent: other });
      }
      for (const u of world.units) {
        if (u.owner !== player && u.type.kind === 'cultist' && state.units[u.id] !== undefined) actions.push({ type: 'capture', unit: u.id });
      }
      const answers: unknown[] = pending.kind === 'continue' ? [{ actions: [] }] : [];
      for (const action of actions) answers.push({ actions: [action] });
      return answers.filter(legal);
    }
    default:
      return def === undefined || def === null ? [] : [def];
  }
}

export interface Trace {
  states: State[];
  outcomes: Outcome[];
  steps: number;
}

/** Plays `choices.length` steps picking answers by the given numbers; GM pauses are resolved with no correction. */
export function randomPlay(start: State, game: Game, choices: readonly number[], seed: string): Trace {
  let state = start;
  const states = [state];
  const outcomes: Outcome[] = [];
  let steps = 0;
  for (const [i, choice] of choices.entries()) {
    if (state.phase === 'over') break;
    const orders: Record<string, unknown> = {};
    for (const request of cw.decisions!(game.setup, game.players, state)) {
      const options = candidateAnswers(state, request.player, game);
      // prefer useful moves over Pass a little: Pass is option 0
      const battle = options.find((o) => (o as { actions?: { type: string }[] }).actions?.[0]?.type === 'battle');
      orders[request.player] =
        battle && choice % 3 === 0 ? battle : options[options.length > 1 ? 1 + ((choice + request.player.length) % (options.length - 1)) : 0];
    }
    const result = play(state, orders, game, `${seed}-${i}`);
    state = result.state;
    states.push(state);
    outcomes.push(result.outcome);
    steps++;
  }
  return { states, outcomes, steps };
}

export { kindOf };
