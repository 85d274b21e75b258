/**
 * Closed lists of The Awakened (seed 002: "Contents of the box", "Take a turn"). Every list is an `as const`
 * array: iteration follows its order, so outcomes never depend on object key order.
 */

/** The four colours of the box (cubes, resource and military markers, cryo chamber). */
export const COLOURS = ['red', 'green', 'blue', 'white'] as const;
export type Colour = (typeof COLOURS)[number];

/** The four building types (seed step 5), in the order reports and the map list them. */
export const BUILDINGS = ['city', 'factory', 'defence', 'railroad'] as const;
export type Building = (typeof BUILDINGS)[number];

/** The two decision steps of a player's turn: A = seed steps 3–4, B = seed steps 5–8. */
export const STEPS = ['moves', 'actions'] as const;
export type Step = (typeof STEPS)[number];

/** What surviving raiders do (seed step 8): one option per raid ([D] digest). `none`: the battle only. */
export const RAID_OPTIONS = ['none', 'plunder', 'kill', 'destroy', 'conquer'] as const;
export type RaidOption = (typeof RAID_OPTIONS)[number];

/** How surplus production is stored (seed step 2; contested: a game option). */
export const SURPLUS_RULES = ['per-surplus-resource', 'per-population'] as const;
export type SurplusRule = (typeof SURPLUS_RULES)[number];

/** Seed: "the first player to reach a Population of 25" (2–3 players) / "of 20" (4 players). */
export const DEFAULT_WIN_POPULATION = { small: 25, four: 20 } as const;

/** Seed, "Contents of the box": per colour 25 population cubes, 20 resource and 20 military markers; 13 of each building. */
export const DEFAULT_SUPPLY = { population: 25, resources: 20, military: 20, buildings: 13 } as const;

/** Seed setup: "Each player places 4 Population cubes and 5 resource markers on their cryo chambers". */
export const DEFAULT_START = { population: 4, resources: 5 } as const;

/** Seed step 5: "Two stored Resources in a Land can be spent to construct a building." */
export const BUILDING_COST = 2;

/** Hard bounds on anything a GM or player can type. */
export const LIMITS = {
  lands: 80,
  landId: 12,
  landName: 40,
  markers: 200,
  markerCap: 20,
  modifierLimit: 20,
  coordinate: 2000,
  supply: 99,
  orders: 60,
  count: 99,
  rounds: 500,
} as const;
