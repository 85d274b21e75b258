/** The generic ruleset ("any game"): docs/rulesets.md "Generic ruleset". */
export { generic } from './descriptor.ts';
export { GENERIC_ORDER_REASONS, GENERIC_PROBLEMS, type GenericOrderReason, type GenericProblem } from './reasons.ts';
export * from './schemas.ts';
export type { GenericView } from './views.ts';
