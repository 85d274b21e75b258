import type { Ruleset } from './core/ruleset.ts';
import { generic } from './rulesets/generic/index.ts';
import { lordsOfChaos } from './rulesets/lords-of-chaos/index.ts';
import { rockPaperScissors } from './rulesets/rock-paper-scissors/index.ts';
import { siegeOfTheCitadel } from './rulesets/siege-of-the-citadel/index.ts';
import { ticTacToe } from './rulesets/tic-tac-toe/index.ts';

/** Every ruleset the server can run, one line each (id -> descriptor). */
export const RULESETS: Readonly<Record<string, Ruleset<any, any, any, any, any>>> = {
  [lordsOfChaos.id]: lordsOfChaos,
  [generic.id]: generic,
  [rockPaperScissors.id]: rockPaperScissors,
  [ticTacToe.id]: ticTacToe,
  [siegeOfTheCitadel.id]: siegeOfTheCitadel,
};

/** The ruleset of a case file or request that names none (the flagship; the spec's case files name none). */
export const DEFAULT_RULESET_ID = lordsOfChaos.id;

export function getRuleset(id: string): Ruleset<any, any, any, any, any> | undefined {
  return Object.prototype.hasOwnProperty.call(RULESETS, id) ? RULESETS[id] : undefined;
}
