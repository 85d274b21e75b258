/** Why a generic order sheet is rejected (closed list; messages in src/i18n/generic.ts). */
export const GENERIC_ORDER_REASONS = ['game_over', 'not_a_player', 'no_orders_phase', 'empty_text', 'text_too_long'] as const;
export type GenericOrderReason = (typeof GENERIC_ORDER_REASONS)[number];

/** Problems in a setup, a new player or the GM's resolution input (closed list; messages in src/i18n/generic.ts). */
export const GENERIC_PROBLEMS = [
  'duplicate_phase',
  'duplicate_track',
  'unknown_score_track',
  'bad_track_range',
  'initial_out_of_range',
  'duplicate_player',
  'duplicate_name',
  'too_many_players',
  'game_over',
  'unknown_player',
  'unknown_track',
  'delta_or_set',
  'track_out_of_range',
  'winners_without_end',
  'unknown_winner',
] as const;
export type GenericProblem = (typeof GENERIC_PROBLEMS)[number];
