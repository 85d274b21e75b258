/** The Awakened: the ruleset descriptor and what tests and tools use. */
export { theAwakened } from './descriptor.ts';
export { REASONS, PROBLEMS, type Reason, type Rejection } from './reasons.ts';
export type { Outcome as AwakenedOutcome, TurnEvent as AwakenedEvent } from './outcome.ts';
export type { Setup as AwakenedSetup, State as AwakenedState, Player as AwakenedPlayer, Sheet as AwakenedSheet } from './schemas.ts';
