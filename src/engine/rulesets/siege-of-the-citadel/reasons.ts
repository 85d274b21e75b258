/**
 * Closed list of the reasons an answer (or one order inside it) is refused. Each has an es/en message in
 * messages.ts. A refused answer is never resolved; at resolution an action that became impossible through the
 * dice (its target already eliminated) is skipped with the same reason and the player is asked again.
 */
export const REASONS = [
  // any answer
  'game_over',
  'not_asked',
  'wrong_kind',
  'invalid_answer',
  // buying credits
  'too_many_credits',
  // the equipment draft
  'unknown_card',
  'card_gone',
  'rank_too_low',
  'over_budget',
  'pick_needs_trooper',
  'not_your_trooper',
  'weapon_taken',
  'specialist_melee',
  'requires_card',
  'duplicate_equipment',
  // entering the board
  'unknown_entrance',
  'not_a_trooper_entrance',
  'entrance_locked',
  'entrance_required',
  // a turn's save that does nothing and does not end the turn (issue 37: it closed the step and was asked again)
  'empty_turn',
  // activations
  'unknown_figure',
  'not_your_figure',
  'figure_done',
  'figure_out',
  'duplicate_activation',
  'action_limit',
  'no_extra_actions',
  'actions_after_reveal',
  // moves
  'move_needs_path',
  'move_needs_section',
  'path_too_long',
  'not_a_square',
  'not_adjacent_step',
  'square_occupied',
  'must_enter_at_entrance',
  'exit_not_here',
  'cannot_leave',
  'unknown_section',
  'use_path_off',
  'no_exit_here',
  // attacks
  'not_on_board',
  'unknown_target',
  'target_not_on_board',
  'target_not_enemy',
  'target_is_doomtrooper',
  'no_weapon_for_mode',
  'not_adjacent',
  'target_adjacent',
  'out_of_range',
  'no_line_of_sight',
  'engaged',
  'twin_needs_two',
  'sweep_start',
  'needs_square',
  'targets_needed',
  // Doomtrooper cards
  'card_not_in_hand',
  'card_target_required',
  'card_target_invalid',
  'card_not_now',
  // placing revealed creatures
  'placement_missing',
  'placement_unknown',
  'placement_duplicate',
  'wrong_section',
  'next_to_trooper',
  // the Legion's turn
  'no_cards_there',
  'reinforcement_missing',
  'reinforcement_unknown',
  'not_a_legion_entrance',
  'not_on_citadel_walls',
] as const;

export type Reason = (typeof REASONS)[number];

/** A refused order: the reason and where (form path of the field; index = flat position of the order). */
export interface Refusal {
  reason: Reason;
  path: string;
  index: number;
  params?: Record<string, string | number>;
}
