export { siegeOfTheCitadel } from './descriptor.ts';
export type { Setup as SiegeSetup } from './setup.ts';
export type { State as SiegeState } from './state.ts';
export type { Outcome as SiegeOutcome } from './outcome.ts';
export type { Player as SiegePlayer } from './players.ts';
