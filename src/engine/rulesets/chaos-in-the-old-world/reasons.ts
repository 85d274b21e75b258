/**
 * Closed list of reasons an answer is refused, grouped by decision. Only the first problem of an answer is
 * reported; the order in which each answer kind is checked is in answers.ts and the ruleset's doc. Messages
 * (es/en) are in messages.ts under `reason_<code>`.
 */
export const REASONS = [
  // Any decision
  'game_over',
  'not_asked',
  'wrong_decision',
  // Summoning phase: summon a follower
  'unknown_figure',
  'unknown_region',
  'insufficient_power',
  'figure_not_there',
  'same_region',
  'no_figure_left',
  'not_adjacent',
  // Summoning phase: play a chaos card
  'unknown_card',
  'card_not_in_hand',
  'ruined_region',
  'no_card_slot',
  // Battle: assign hits
  'unknown_target',
  'own_target',
  'target_overkill',
  'too_many_hits',
  'hits_unassigned',
  // End phase: upgrade cards
  'unknown_upgrade',
  'upgrade_taken',
  'duplicate_upgrade',
  'wrong_upgrade_count',
] as const;
export type Reason = (typeof REASONS)[number];

/** Problems of GM corrections (adjustments) and setups. */
export const PROBLEM_CODES = [
  'unknown_god',
  'unknown_region',
  'unknown_figure',
  'unknown_card',
  'unknown_upgrade',
  'ruined_region',
  'negative_result',
  'too_many_figures',
  'no_card_slot',
  'card_not_in_hand',
  'game_over',
  // setup
  'duplicate_id',
  'unknown_reference',
  'self_adjacency',
  'too_many_setup_tokens',
  'deck_too_small',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];
