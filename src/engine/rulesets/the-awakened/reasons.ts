/**
 * Why an order is refused (closed list, roughly in checking order; messages es/en in messages.ts). A refused
 * order changes nothing; the server refuses the whole answer and shows each reason next to its field.
 */
export const REASONS = [
  'game_over',
  'not_your_turn',
  'wrong_step',
  'unknown_land',
  'same_land',
  'nothing_to_move',
  'not_your_land',
  'not_enough_population',
  'not_enough_resources',
  'not_adjacent',
  'no_railroad',
  'via_occupied',
  'land_occupied',
  'no_land_markers',
  'resources_unaccompanied',
  'cryo_chamber',
  'building_exists',
  'building_supply',
  'military_supply',
  'no_units',
  'not_enough_military',
  'military_cannot_explore',
  'raid_own_land',
  'nothing_to_raid',
  'field_not_for_option',
  'conquer_population_remains',
  'too_many_buildings',
  'no_such_building',
  'duplicate_building',
  'move_in_too_many',
] as const;
export type Reason = (typeof REASONS)[number];

/** Problems of a setup or a seat (closed list). */
export const PROBLEMS = [
  'duplicate_land',
  'unknown_neighbour',
  'self_adjacent',
  'asymmetric_adjacency',
  'chamber_count',
  'disconnected_board',
  'win_above_supply',
  'start_above_supply',
  'duplicate_player',
  'colour_taken',
  'game_full',
  'unknown_land',
  'unknown_player',
  'pieces_without_owner',
  'duplicate_building',
  'chamber_building',
  'defence_unmanned',
  'unexplored_land',
  'supply_exceeded',
  'building_supply_exceeded',
] as const;
export type ProblemCode = (typeof PROBLEMS)[number];

/** The list of a sheet an order belongs to (its path in the form: `moves[2]`, `military[0]`). */
export const ORDER_LISTS = ['sheet', 'moves', 'build', 'form', 'military'] as const;
export type OrderList = (typeof ORDER_LISTS)[number];

/** A refused order: where it is in the answer, why, and the numbers its message shows. */
export interface Rejection {
  list: OrderList;
  index: number;
  /** The field the problem is about (`to`, `via`, `buildings`...), when one field is. */
  field?: string;
  reason: Reason;
  params?: Record<string, string | number>;
}
