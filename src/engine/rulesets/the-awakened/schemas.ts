import { z } from 'zod';
import { labelled } from '../../core/forms.ts';
import { BoardsSchema, type BoardKey } from './boards.ts';
import { BUILDINGS, COLOURS, LIMITS, RAID_OPTIONS, SURPLUS_RULES, type Building, type Colour, type Step } from './constants.ts';
import { MarkerSchema, ModifierSchema, type Marker } from './markers.ts';
import type { TurnEvent } from './outcome.ts';

// ---------------------------------------------------------------- setup: options + GM data

const count = (max: number) => z.number().int().min(0).max(max);

export const OptionsSchema = z
  .object({
    exodus: labelled(z.boolean().default(false), {
      label: { es: 'Regla opcional: Éxodo', en: 'Optional rule: Exodus' },
      help: {
        es: 'En la fase de recursos, la población que pasaría hambre emigra a tierras vecinas de otros jugadores con recursos almacenados (una por recurso).',
        en: 'In the resource phase, population that would starve migrates to adjacent lands of other players with stored resources (one per resource).',
      },
    }),
    surplus: labelled(z.enum(SURPLUS_RULES).default('per-surplus-resource'), {
      label: { es: 'Excedente almacenado', en: 'Stored surplus' },
      help: {
        es: 'Por recurso sobrante (el ejemplo del reglamento, por defecto) o uno por población cuando se produce más de lo que se consume (lectura literal).',
        en: 'One per surplus resource (the rules example, default) or one per population whenever production exceeds consumption (literal reading).',
      },
    }),
    chamberCap: labelled(count(LIMITS.markerCap).default(4), {
      label: { es: 'Población máxima de la cámara criogénica', en: 'Cryo chamber population cap' },
      help: { es: 'El reglamento no la da; por defecto 4 (la población inicial).', en: 'Not given by the rules; default 4 (the starting population).' },
    }),
    chamberModifier: labelled(ModifierSchema.default('='), {
      label: { es: 'Producción de la cámara criogénica', en: 'Cryo chamber production' },
      help: {
        es: 'Modificador como en las fichas de tierra (+1, -1, x2, =, =<N, 0); por defecto "=": una por población, la regla general.',
        en: 'A modifier as on land markers (+1, -1, x2, =, =<N, 0); default "=": one per population, the general rule.',
      },
    }),
    winPopulationSmall: labelled(z.number().int().min(1).max(LIMITS.supply).default(25), {
      label: { es: 'Población para ganar (2–3 jugadores)', en: 'Population to win (2–3 players)' },
    }),
    winPopulationFour: labelled(z.number().int().min(1).max(LIMITS.supply).default(20), {
      label: { es: 'Población para ganar (4 jugadores)', en: 'Population to win (4 players)' },
    }),
    shuffleMarkers: labelled(z.boolean().default(true), {
      label: { es: 'Barajar las fichas de tierra', en: 'Shuffle the land markers' },
      help: {
        es: 'Desactivado: la pila se roba en el orden de la lista (escenarios preparados).',
        en: 'Off: the stack is drawn in the order listed (prepared scenarios).',
      },
    }),
    lastPlayerWins: labelled(z.boolean().default(false), {
      label: { es: 'Gana el último jugador que queda', en: 'The last player left wins' },
      help: {
        es: 'No está en el reglamento (que solo termina con la población objetivo): si todos los demás quedan fuera, gana el que queda.',
        en: 'Not in the rules (whose only ending is the population target): when everybody else is out, the one left wins.',
      },
    }),
    roundLimit: labelled(z.number().int().min(0).max(LIMITS.rounds).default(0), {
      label: { es: 'Límite de rondas (0: sin límite)', en: 'Round limit (0: none)' },
      help: {
        es: 'No está en el reglamento: tras la última ronda gana quien tenga más población.',
        en: 'Not in the rules: after the last round the player with the most population wins.',
      },
    }),
  })
  .strict();
export type Options = z.infer<typeof OptionsSchema>;

export const SupplySchema = z
  .object({
    population: z.number().int().min(1).max(LIMITS.supply),
    resources: z.number().int().min(1).max(LIMITS.supply),
    military: z.number().int().min(0).max(LIMITS.supply),
    buildings: z.number().int().min(0).max(LIMITS.supply),
  })
  .strict();

export const DataSchema = z
  .object({
    boards: BoardsSchema,
    markers: z.array(MarkerSchema).min(1).max(LIMITS.markers),
    supply: SupplySchema,
    start: z.object({ population: count(LIMITS.supply), resources: count(LIMITS.supply) }).strict(),
  })
  .strict();
export type Data = z.infer<typeof DataSchema>;

export const SetupSchema = z.object({ options: OptionsSchema, data: DataSchema }).strict();
export type Setup = z.infer<typeof SetupSchema>;

// ---------------------------------------------------------------- players

export const PlayerSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(80),
  colour: labelled(z.enum(COLOURS).optional(), { label: { es: 'Color', en: 'Colour' } }),
});
export type Player = z.infer<typeof PlayerSchema>;

// ---------------------------------------------------------------- answers (sheets)

/** A land named in an order; unknown names are a reason (`unknown_land`), not a schema error. */
const LandRef = z.string().trim().max(LIMITS.landId);
const ViaRef = z.union([LandRef, z.null()]).optional();
const Amount = count(LIMITS.count);

export const MoveOrderSchema = z.object({ from: LandRef, to: LandRef, via: ViaRef, population: Amount.default(0), resources: Amount.default(0) }).strict();
export type MoveOrder = z.infer<typeof MoveOrderSchema>;

/** Step A (seed steps 3–4): population and resource moves; exploring follows from them. */
export const MovesSheetSchema = z.object({ moves: z.array(MoveOrderSchema).max(LIMITS.orders) }).strict();
export type MovesSheet = z.infer<typeof MovesSheetSchema>;

export const BuildOrderSchema = z.object({ land: LandRef, building: z.enum(BUILDINGS) }).strict();
export type BuildOrder = z.infer<typeof BuildOrderSchema>;

export const FormOrderSchema = z.object({ land: LandRef, count: z.number().int().min(1).max(LIMITS.count) }).strict();
export type FormOrder = z.infer<typeof FormOrderSchema>;

export const MilitaryMoveSchema = z
  .object({ type: z.literal('move'), from: LandRef, to: LandRef, via: ViaRef, m: Amount.default(0), v: Amount.default(0) })
  .strict();
export const RaidSchema = z
  .object({
    type: z.literal('raid'),
    from: LandRef,
    to: LandRef,
    m: Amount.default(0),
    v: Amount.default(0),
    option: z.enum(RAID_OPTIONS).default('none'),
    buildings: z.array(z.enum(BUILDINGS)).max(BUILDINGS.length).default([]),
    moveIn: Amount.default(0),
  })
  .strict();
export const MilitaryOrderSchema = z.discriminatedUnion('type', [MilitaryMoveSchema, RaidSchema]);
export type MilitaryMove = z.infer<typeof MilitaryMoveSchema>;
export type Raid = z.infer<typeof RaidSchema>;
export type MilitaryOrder = z.infer<typeof MilitaryOrderSchema>;

/** Step B (seed steps 5–8): build, then (ageing runs by itself) form military, then military actions. */
export const ActionsSheetSchema = z
  .object({
    build: z.array(BuildOrderSchema).max(LIMITS.orders).default([]),
    form: z.array(FormOrderSchema).max(LIMITS.orders).default([]),
    military: z.array(MilitaryOrderSchema).max(LIMITS.orders).default([]),
  })
  .strict();
export type ActionsSheet = z.infer<typeof ActionsSheetSchema>;

/** Every answer shape (the request of the open step carries the precise one). */
export const SheetSchema = z.union([MovesSheetSchema, ActionsSheetSchema]);
export type Sheet = MovesSheet | ActionsSheet;

export function isMovesSheet(sheet: Sheet): sheet is MovesSheet {
  return 'moves' in sheet;
}

// ---------------------------------------------------------------- state

export interface Military {
  /** "M" markers (formed this turn or the player's last turn). */
  m: number;
  /** "V" markers (veterans, dismissed at the owner's next ageing). */
  v: number;
}

export interface LandState {
  /** The land marker placed on it; null while unexplored. Cryo chambers carry the chamber's values. */
  marker: Marker | null;
  /**
   * Whose land it is ([D] "own land": a land with your population, military, resources or buildings and
   * nobody else's). Kept while only buildings remain (an abandoned land); null when nothing of anybody is left.
   */
  owner: string | null;
  population: number;
  /** Stored resource markers (the owner's colour). */
  resources: number;
  military: Military;
  /** In the order of BUILDINGS. Buildings have no colour: they serve whoever holds the land. */
  buildings: Building[];
}

export type EndReason = 'population' | 'last-player' | 'round-limit' | 'no-players';

export interface State {
  version: 1;
  /** Which board of the setup: by player count. */
  board: BoardKey;
  /** Player ids in seat (clockwise) order. */
  seats: string[];
  /** Turn order: the first player (drawn) then clockwise. */
  order: string[];
  colours: Record<string, Colour>;
  /** Player id → the land holding their cryo chamber (no buildings there). */
  chambers: Record<string, string>;
  /** Land id → its pieces. Iterate in board order, never in key order. */
  lands: Record<string, LandState>;
  /** Land markers drawn so far / in the stack at the start. The order of the rest is never stored. */
  markers: {
    drawn: number;
    total: number;
    /**
     * A GM revert drew a new hidden stream: the markers still face down then, in a canonical order (which markers
     * are left is public: the box's mix minus the lands explored), and how many had been drawn; the stack goes on
     * as their shuffle by the new stream (stack.ts).
     */
    rest?: { from: number; markers: Marker[] };
  };
  round: number;
  /** The player whose turn it is (null once the game is over). */
  active: string | null;
  step: Step;
  /** What the automatic steps 1–2 of the active player's turn did (shown with the position). */
  turnStart: TurnEvent[];
  eliminated: string[];
  winners: string[];
  over: boolean;
  endReason: EndReason | null;
}
