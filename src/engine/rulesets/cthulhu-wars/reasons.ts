/**
 * Closed list of reasons an answer is refused (checkSheet), in the order they are usually checked. Each has
 * an es/en message in messages.ts (`reason.<code>`). A refused answer changes nothing.
 */
export const REASONS = [
  // any decision
  'game_over',
  'not_asked',
  'wrong_answer',
  // first player
  'not_tied',
  // the initiative: one Action, unlimited actions
  'no_action',
  'second_action',
  'battle_not_last',
  'insufficient_power',
  'unknown_unit',
  'not_your_unit',
  'own_unit',
  'unit_not_on_map',
  'duplicate_unit',
  'unknown_area',
  'not_adjacent',
  'unknown_unit_type',
  'wrong_unit_kind',
  'none_in_pool',
  'recruit_area',
  'gate_exists',
  'no_cultist_here',
  'no_controlled_gate',
  'awaken_start_area',
  'awaken_requires_unit',
  'not_capturable',
  'no_capturer',
  'capture_protected',
  'unknown_player',
  'self_battle',
  'no_enemy_units',
  'no_combat',
  'area_already_battled',
  'battle_not_unlimited',
  'unknown_ability',
  'ability_timing',
  'ability_spellbook',
  'ability_unit',
  'ability_battle_only',
  'duplicate_ability',
  'no_gate',
  'gate_held',
  'not_your_gate',
  'unit_not_there',
  'cannot_hold_gate',
  'unknown_sign',
  'duplicate_sign',
  // battle: assignment
  'not_in_battle',
  'hit_twice',
  'wrong_kill_count',
  'wrong_pain_count',
  // battle: retreat
  'not_pained',
  'retreat_missing',
  'unsafe_area',
  'must_retreat',
  'must_eliminate',
  // Doom phase
  'ritual_unaffordable',
  'ritual_track_ended',
] as const;

export type Reason = (typeof REASONS)[number];

/** One refused part of an answer: the item index and the field the form shows it beside. */
export interface Refusal {
  index: number;
  path?: string;
  reason: Reason;
  params?: Record<string, string | number>;
}
