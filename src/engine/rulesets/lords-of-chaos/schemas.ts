import { z } from 'zod';
import { labelled } from '../../core/forms.ts';

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

export const SectorSchema = z.object({ id, name: name.optional(), names: localizedNames.optional(), kind: z.enum(SECTOR_KINDS) }).strict();

export const SubsectorSchema = z.object({ id, sector: id, name: name.optional(), names: localizedNames.optional() }).strict();

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

export const AdjacencySchema = z.union([z.tuple([id, id]), z.tuple([id, id, z.object({ gate: z.boolean().optional() }).strict()])]);

/** Counts checked before any element is parsed, so an oversized list costs nothing to refuse. */
const bounded = <T extends z.ZodType>(item: T, min: number, max: number, what: string) =>
  z.array(z.unknown()).min(min).max(max, `At most ${max} ${what} (map bounds)`).pipe(z.array(item));

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

// Labels and help of the order form the server generates from these schemas (docs/forms.md); the legal values
// of each field, with their costs and hints, come from presentation/sheet-choices.ts.
const count = labelled(z.number().int().min(1).max(1000).default(1), { label: { es: 'Cuántas veces (×N)', en: 'How many times (×N)' } });
const kind = <T extends string>(type: T) => labelled(z.literal(type), { label: { es: 'Tipo de orden', en: 'Order type' } });
const named = (label: { es: string; en: string }, help?: { es: string; en: string }) => labelled(id, { label, ...(help ? { help } : {}) });
/** A planet or sector: the player may pick it on the map (docs/forms.md, "Picking on the map"). */
const place = (label: { es: string; en: string }) => labelled(id, { label, place: 'one' });

export const AllianceSchema = z
  .object({
    members: labelled(z.array(id).min(2), { label: { es: 'Miembros (tú y tus aliados)', en: 'Members (you and your allies)' } }),
    beneficiary: named({ es: 'Beneficiario (quién se queda el planeta)', en: 'Beneficiary (who receives the planet)' }),
    warlord: named({ es: 'Señor de la Guerra (opcional)', en: 'Warlord (optional)' }).optional(),
    killOrder: labelled(z.array(labelled(id, { label: { es: 'Aliado', en: 'Ally' }, widget: 'select' })), {
      label: { es: 'Orden de muertes (opcional)', en: 'Kill order (optional)' },
      help: {
        es: 'Qué aliado mata primero a los habitantes; cada uno mata como mucho su propio ataque. Vale el orden del beneficiario. Sin rellenar: de mayor a menor ataque (empates al azar).',
        en: "Which ally kills the inhabitants first; each kills at most its own attack. The beneficiary's order counts. Left blank: highest attack first (ties drawn).",
      },
      widget: 'ordered',
    }).optional(),
  })
  .strict();

const alliance = labelled(AllianceSchema, {
  label: { es: 'Alianza (opcional)', en: 'Alliance (optional)' },
  help: {
    es: 'La alianza solo vale si todos los aliados invaden este planeta con exactamente los mismos términos (miembros y beneficiario).',
    en: 'The alliance only holds if every ally invades this planet with exactly the same terms (members and beneficiary).',
  },
  widget: 'folded',
});

export const InvadeOrderSchema = labelled(
  z
    .object({
      type: kind('invade'),
      planet: place({ es: 'Planeta a invadir (solo los que están a tu alcance)', en: 'Planet to invade (only those within reach)' }),
      count,
      alliance: alliance.optional(),
    })
    .strict(),
  { label: { es: 'Invadir un planeta', en: 'Invade a planet' } },
);
export const DefendOrderSchema = labelled(
  z.object({ type: kind('defend'), planet: place({ es: 'Planeta a defender', en: 'Planet to defend' }), count }).strict(),
  {
    label: { es: 'Defender un planeta', en: 'Defend a planet' },
  },
);
export const DefendSectorOrderSchema = labelled(
  z
    .object({
      type: kind('defendSector'),
      sector: place({ es: 'Sector a defender (debes controlarlo entero)', en: 'Sector to defend (you must control all of it)' }),
      count,
    })
    .strict(),
  { label: { es: 'Defender un sector', en: 'Defend a sector' } },
);
export const CedeOrderSchema = labelled(
  z
    .object({
      type: kind('cede'),
      planet: place({ es: 'Planeta a ceder', en: 'Planet to cede' }),
      to: named({ es: 'Para el jugador', en: 'To player' }),
      exchangeFor: place({ es: 'A cambio de (opcional, intercambio)', en: 'In exchange for (optional)' }).optional(),
    })
    .strict(),
  { label: { es: 'Ceder un planeta', en: 'Cede a planet' } },
);
export const ClaimDeedOrderSchema = labelled(
  z
    .object({
      type: kind('claimDeed'),
      deed: named({ es: 'Gesta', en: 'Deed' }),
      choice: labelled(z.string().min(1).max(64), {
        label: { es: 'Dios cuyo favor eliges (si la Gesta lo da)', en: 'God whose favour you choose (if the deed grants one)' },
      }).optional(),
    })
    .strict(),
  { label: { es: 'Reclamar una Gesta', en: 'Claim a deed' } },
);

export const OrderSchema = z.discriminatedUnion('type', [InvadeOrderSchema, DefendOrderSchema, DefendSectorOrderSchema, CedeOrderSchema, ClaimDeedOrderSchema]);

/**
 * An order sheet as submitted. Orders are kept `unknown` here on purpose: a malformed order is not a
 * malformed sheet, it is rejected on its own with `invalid_order` (spec: rejection reasons). The union with
 * `OrderSchema` after the catch-all changes nothing that is accepted (the catch-all always matches first and
 * keeps the order as sent); it tells the generated form (and the API's JSON Schema) the shapes of an order.
 */
export const OrderSheetSchema = labelled(z.array(labelled(z.union([z.unknown(), OrderSchema]), { label: { es: 'Orden', en: 'Order' } })).max(500), {
  label: { es: 'Órdenes', en: 'Orders' },
  spare: 3,
});

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
