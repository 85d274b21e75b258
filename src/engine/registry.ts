import type { AnyRuleset } from './core/ruleset.ts';
import { chaosInTheOldWorld } from './rulesets/chaos-in-the-old-world/index.ts';
import { cthulhuWars } from './rulesets/cthulhu-wars/index.ts';
import { generic } from './rulesets/generic/index.ts';
import { lordsOfChaos } from './rulesets/lords-of-chaos/index.ts';
import { rockPaperScissors } from './rulesets/rock-paper-scissors/index.ts';
import { theAwakened } from './rulesets/the-awakened/index.ts';
import { siegeOfTheCitadel } from './rulesets/siege-of-the-citadel/index.ts';
import { ticTacToe } from './rulesets/tic-tac-toe/index.ts';

/** Every ruleset the server can run, one line each (id -> descriptor). */
export const RULESETS: Record<string, AnyRuleset> = {
  [lordsOfChaos.id]: lordsOfChaos,
  [generic.id]: generic,
  [rockPaperScissors.id]: rockPaperScissors,
  [ticTacToe.id]: ticTacToe,
  [theAwakened.id]: theAwakened,
  [chaosInTheOldWorld.id]: chaosInTheOldWorld,
  [cthulhuWars.id]: cthulhuWars,
  [siegeOfTheCitadel.id]: siegeOfTheCitadel,
};

/**
 * The first entry above: what a case file or a request that names no ruleset runs, the game the creation page
 * offers first, and the one whose `demo` `npm start` seeds on an empty database.
 */
export const DEFAULT_RULESET_ID: string = Object.keys(RULESETS)[0]!;

export function getRuleset(id: string): AnyRuleset | undefined {
  return Object.prototype.hasOwnProperty.call(RULESETS, id) ? RULESETS[id] : undefined;
}

/**
 * Adds a ruleset that is not shipped (a test's sample game, a local plugin) before the app is built. Shipped
 * games are the one-line entries above; an id already taken is refused.
 */
export function registerRuleset(ruleset: AnyRuleset): void {
  if (getRuleset(ruleset.id) && RULESETS[ruleset.id] !== ruleset) throw new Error(`Ruleset id already registered: ${ruleset.id}`);
  RULESETS[ruleset.id] = ruleset;
}
