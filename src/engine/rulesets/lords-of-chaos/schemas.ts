import { z } from 'zod';

/**
 * Lords of Chaos data shapes (zod = the boundary contract). Format: ../shared/spec/adjudication-cases.md.
 * Structural checks only; cross-reference checks of a map live in map-validation.ts.
 */

export const GOD_KINDS = ['major', 'minor', 'undivided', 'renegade'] as const;
export const MAJOR_GODS = ['Khorne', 'Nurgle', 'Tzeentch', 'Slaanesh'] as const;
export const SECTOR_KINDS = ['outer', 'eye'] as const;

/**
 * Bounds of a custom map (issue 18: an all-pairs adjacency or 700 planets with 1,350-character names froze
 * the server). Far above the shipped map (32 planets, 8 sectors, 16 subsectors, 31 adjacencies, names up to
 * 30 characters) and at the size of the 1,000-planet benchmark map, whose report + SVG take ~40 ms; the
 * PNG is drawn in a worker thread with a time limit anyway (src/reports/png-renderer.ts).
 */
export const MAP_LIMITS = {
  sectors: 50,
  subsectors: 250,
  planets: 1000,
  /** Adjacency pairs (all pairs of 250 subsectors would be 31,125). */
  adjacency: 2000,
  /** Characters of a sector, subsector, planet or map name (each language). */
  nameLength: 80,
  /** Layout hints x/y are map units (0..1000); anything beyond ±10,000 is refused. */
  coordinate: 10_000,
} as const;

const id = z.string().min(1).max(64);
const name = z.string().min(1).max(MAP_LIMITS.nameLength);
const localizedNames = z.object({ es: name.optional(), en: name.optional() }).strict();
const coordinate = z.number().finite().min(-MAP_LIMITS.coordinate).max(MAP_LIMITS.coordinate);

export const SectorSchema = z
  .object({ id, name: name.optional(), names: localizedNames.optional(), kind: z.enum(SECTOR_KINDS) })
  .strict();

export const SubsectorSchema = z
  .object({ id, sector: id, name: name.optional(), names: localizedNames.optional() })
  .strict();

export const InhabitantsSchema = z.object({ count: z.number().int().min(0).max(1000), kind: z.string().min(1).max(64) }).strict();

export const PlanetSchema = z
  .object({
    id,
    subsector: id,
    name: name.optional(),
    names: localizedNames.optional(),
    resources: z.boolean().optional(),
    extreme: z.boolean().optional(),
    inhabitants: InhabitantsSchema.nullable().optional(),
    sacredTo: z.string().min(1).max(64).nullable().optional(),
    /** Optional layout hint for the SVG map, in map units (0..1000). */
    x: coordinate.optional(),
    y: coordinate.optional(),
  })
  .strict();

export const AdjacencySchema = z.union([
  z.tuple([id, id]),
  z.tuple([id, id, z.object({ gate: z.boolean().optional() }).strict()]),
]);

/** Counts checked before any element is parsed, so an oversized list costs nothing to refuse. */
const bounded = <T extends z.ZodType>(item: T, min: number, max: number, what: string) =>
  z
    .array(z.unknown())
    .min(min)
    .max(max, `At most ${max} ${what} (map bounds)`)
    .pipe(z.array(item));

export const MapSchema = z
  .object({
    id: z.string().max(64).optional(),
    name: z.string().max(MAP_LIMITS.nameLength).optional(),
    names: localizedNames.optional(),
    sectors: bounded(SectorSchema, 1, MAP_LIMITS.sectors, 'sectors'),
    subsectors: bounded(SubsectorSchema, 1, MAP_LIMITS.subsectors, 'subsectors'),
    planets: bounded(PlanetSchema, 2, MAP_LIMITS.planets, 'planets'),
    adjacency: bounded(AdjacencySchema, 0, MAP_LIMITS.adjacency, 'adjacencies'),
  })
  .strict();

export const PlayerSchema = z
  .object({
    id,
    name: z.string().min(1).max(100),
    god: z.string().min(1).max(64),
    godKind: z.enum(GOD_KINDS),
  })
  .passthrough();

/** Position at the start of a turn. Every key optional in a case file; `normalizeState` fills defaults. */
export const StateSchema = z
  .object({
    turn: z.number().int().min(1).max(8).default(1),
    control: z.record(z.string(), z.string().nullable()).default({}),
    inhabitants: z.record(z.string(), z.number().int().min(0)).default({}),
    scores: z.record(z.string(), z.number().int()).default({}),
    deedsTaken: z.array(z.string()).default([]),
    permanentActions: z.record(z.string(), z.number().int().min(0)).default({}),
    favours: z.record(z.string(), z.array(z.string())).default({}),
    extraSacred: z.record(z.string(), z.array(z.string())).default({}),
  })
  .strict();

const count = z.number().int().min(1).max(1000).default(1);

export const AllianceSchema = z
  .object({
    members: z.array(id).min(2),
    beneficiary: id,
    warlord: id.optional(),
    killOrder: z.array(id).optional(),
  })
  .strict();

export const InvadeOrderSchema = z
  .object({ type: z.literal('invade'), planet: id, count, alliance: AllianceSchema.optional() })
  .strict();
export const DefendOrderSchema = z.object({ type: z.literal('defend'), planet: id, count }).strict();
export const DefendSectorOrderSchema = z.object({ type: z.literal('defendSector'), sector: id, count }).strict();
export const CedeOrderSchema = z
  .object({ type: z.literal('cede'), planet: id, to: id, exchangeFor: id.optional() })
  .strict();
export const ClaimDeedOrderSchema = z
  .object({ type: z.literal('claimDeed'), deed: id, choice: z.string().min(1).max(64).optional() })
  .strict();

export const OrderSchema = z.discriminatedUnion('type', [
  InvadeOrderSchema,
  DefendOrderSchema,
  DefendSectorOrderSchema,
  CedeOrderSchema,
  ClaimDeedOrderSchema,
]);

/**
 * An order sheet as submitted. Orders are kept `unknown` here on purpose: a malformed order is not a
 * malformed sheet, it is rejected on its own with `invalid_order` (spec: rejection reasons).
 */
export const OrderSheetSchema = z.array(z.unknown()).max(500);

export type GodKind = (typeof GOD_KINDS)[number];
export type SectorKind = (typeof SECTOR_KINDS)[number];
export type Sector = z.infer<typeof SectorSchema>;
export type Subsector = z.infer<typeof SubsectorSchema>;
export type Planet = z.infer<typeof PlanetSchema>;
export type Adjacency = z.infer<typeof AdjacencySchema>;
export type GameMap = z.infer<typeof MapSchema>;
export type Player = z.infer<typeof PlayerSchema>;
export type StateInput = z.input<typeof StateSchema>;
export type State = z.output<typeof StateSchema>;
export type Alliance = z.infer<typeof AllianceSchema>;
export type InvadeOrder = z.infer<typeof InvadeOrderSchema>;
export type DefendOrder = z.infer<typeof DefendOrderSchema>;
export type DefendSectorOrder = z.infer<typeof DefendSectorOrderSchema>;
export type CedeOrder = z.infer<typeof CedeOrderSchema>;
export type ClaimDeedOrder = z.infer<typeof ClaimDeedOrderSchema>;
export type Order = z.infer<typeof OrderSchema>;
export type OrderType = Order['type'];
