import { z } from 'zod';
import { LIMITS } from './constants.ts';

/**
 * Boards ([D] digest: "the map is a graph of lands given as data, with a default map shipped for 2, 3 and 4
 * players"). A board lists its lands in order (reports, the map and every loop follow that order), each with
 * its neighbours, a position for the map (pixels on an 800-pixel-wide picture) and whether it is a brown
 * cryo-chamber space (seed setup: chambers are placed at random on the spaces marked in brown).
 */
const LandIdSchema = z
  .string()
  .min(1)
  .max(LIMITS.landId)
  .regex(/^[a-z0-9][a-z0-9_-]*$/);

export const LandSpecSchema = z
  .object({
    id: LandIdSchema,
    name: z.string().min(1).max(LIMITS.landName),
    x: z.number().min(0).max(LIMITS.coordinate),
    y: z.number().min(0).max(LIMITS.coordinate),
    adjacent: z.array(LandIdSchema).max(12),
    chamber: z.boolean().default(false),
  })
  .strict();
export type LandSpec = z.infer<typeof LandSpecSchema>;

export const BoardSchema = z.object({ lands: z.array(LandSpecSchema).min(2).max(LIMITS.lands) }).strict();
export type Board = z.infer<typeof BoardSchema>;

/** The three boards of a setup, by player count. */
export const BoardsSchema = z.object({ two: BoardSchema, three: BoardSchema, four: BoardSchema }).strict();
export type Boards = z.infer<typeof BoardsSchema>;
export type BoardKey = keyof Boards;

export function boardKey(playerCount: number): BoardKey {
  return playerCount <= 2 ? 'two' : playerCount === 3 ? 'three' : 'four';
}

export const HEX_RADIUS = 54;
const HEX_WIDTH = Math.sqrt(3) * HEX_RADIUS;
const MARGIN = 20;

const NAMES = [
  'Ash Flats',
  'Glass Dunes',
  'Rust Hollow',
  'Cinder Vale',
  'Frost Reach',
  'Dead Orchard',
  'Salt Marsh',
  'Bone Ridge',
  'Iron Steppe',
  'Grey Fen',
  'Sunken Mall',
  'Crater Lake',
  'Static Plain',
  'Burnt Forest',
  'Lead Hills',
  'Old Highway',
  'Fallout Mesa',
  'Pale Delta',
  'Broken Dam',
  'Ember Gorge',
  'Silent Town',
  'Shard Coast',
  'Dust Bowl',
  'Black Canyon',
  'Thaw Fields',
  'Wreck Yard',
  'Tar Pits',
  'Hollow Spire',
  'Red Quarry',
  'Cold Harbor',
  'Twisted Wood',
  'Scrap Heights',
  'Mirror Bay',
  'Sulfur Springs',
  'Stone Gate',
  'Lost Depot',
  'Widow Pass',
  'Cobalt Basin',
  'Choke Valley',
  'Green Scar',
  'Ghost Rail',
  'Last Light',
];
const VAULTS = ['Vault North', 'Vault South', 'Vault West', 'Vault East'];

/**
 * A hexagonal board (pointy-top hexes, odd rows shifted right by half a hex): `cols × rows` cells minus
 * `holes`, cryo chambers at `chambers`. Ids are the column letter and the row number ("c3", row 1 at the top).
 * Two lands are adjacent when their hexes share an edge. Built once into plain data (the GM edits the data).
 */
function hexBoard(cols: number, rows: number, chambers: [number, number][], holes: [number, number][] = [], vaults = VAULTS): Board {
  const key = (c: number, r: number) => `${c},${r}`;
  const hole = new Set(holes.map(([c, r]) => key(c, r)));
  const chamberAt = new Map(chambers.map(([c, r], i) => [key(c, r), i]));
  const exists = (c: number, r: number) => c >= 0 && r >= 0 && c < cols && r < rows && !hole.has(key(c, r));
  const id = (c: number, r: number) => `${'abcdefghij'[c]}${r + 1}`;
  const lands: LandSpec[] = [];
  let named = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (!exists(c, r)) continue;
      const odd = r % 2 === 1;
      const around: [number, number][] = odd
        ? [
            [c, r - 1],
            [c + 1, r - 1],
            [c - 1, r],
            [c + 1, r],
            [c, r + 1],
            [c + 1, r + 1],
          ]
        : [
            [c - 1, r - 1],
            [c, r - 1],
            [c - 1, r],
            [c + 1, r],
            [c - 1, r + 1],
            [c, r + 1],
          ];
      const vault = chamberAt.get(key(c, r));
      lands.push({
        id: id(c, r),
        name: vault === undefined ? NAMES[named++ % NAMES.length]! : vaults[vault]!,
        x: Math.round(MARGIN + HEX_WIDTH / 2 + c * HEX_WIDTH + (odd ? HEX_WIDTH / 2 : 0)),
        y: Math.round(MARGIN + HEX_RADIUS + r * 1.5 * HEX_RADIUS),
        adjacent: around.filter(([ac, ar]) => exists(ac, ar)).map(([ac, ar]) => id(ac, ar)),
        chamber: vault !== undefined,
      });
    }
  }
  return { lands };
}

/** 2 players: 5 × 5 hexes (23 lands to explore), chambers c1 and c5, four steps apart. */
export const BOARD_TWO = hexBoard(5, 5, [
  [2, 0],
  [2, 4],
]);
/**
 * 3 players: 6 × 6 hexes minus the two top corners (31 lands to explore), chambers c1, f4, b6: five steps from
 * each other, and every chamber is nearest to 11–12 lands.
 */
export const BOARD_THREE = hexBoard(
  6,
  6,
  [
    [2, 0],
    [5, 3],
    [1, 5],
  ],
  [
    [0, 0],
    [5, 0],
  ],
  ['Vault North', 'Vault East', 'Vault South'],
);
/**
 * 4 players: 6 × 6 hexes (32 lands to explore), chambers in a pinwheel e1, a2, f5, b6: each four steps from its
 * two neighbours and nearest to 9 lands.
 */
export const BOARD_FOUR = hexBoard(
  6,
  6,
  [
    [4, 0],
    [0, 1],
    [5, 4],
    [1, 5],
  ],
  [],
  ['Vault North', 'Vault West', 'Vault East', 'Vault South'],
);

export function defaultBoards(): Boards {
  return structuredClone({ two: BOARD_TWO, three: BOARD_THREE, four: BOARD_FOUR });
}
