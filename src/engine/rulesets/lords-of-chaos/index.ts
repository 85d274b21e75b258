/**
 * Lords of Chaos (Señores del Caos): the pure adjudicator's public API (rules: ../shared/rules/lords-of-chaos.md).
 */
export { actionsAvailable, checkSheet } from './check-sheet-api.ts';
export { lordsOfChaos, LocSetupSchema, type LocSetup } from './descriptor.ts';
export { normalizeState } from './normalize-state.ts';
export { resolveTurn, type ResolveTurnInput } from './pipeline.ts';
export { LocPlayerSchema, validatePlayer, type LocPlayer } from './players.ts';
