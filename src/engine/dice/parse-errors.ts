/** Every way a dice expression can be rejected (closed list; messages in src/i18n/dice.ts). */
export const DICE_PARSE_ERRORS = [
  'empty',
  'too_long',
  'expected_term',
  'expected_sides',
  'expected_number',
  'expected_keep_direction',
  'unexpected_char',
  'count_out_of_range',
  'sides_out_of_range',
  'keep_out_of_range',
  'target_out_of_range',
  'constant_out_of_range',
  'unknown_custom_die',
  'custom_modifier',
  'custom_subtracted',
  'mixed_kinds',
  'no_dice',
  'too_many_terms',
  'too_many_dice',
] as const;

export type DiceParseErrorCode = (typeof DICE_PARSE_ERRORS)[number];

/** A rejected expression: `position` is the 0-based index of the offending character in the source text. */
export interface DiceParseError {
  code: DiceParseErrorCode;
  position: number;
  params: Record<string, string | number>;
}
