import { z } from 'zod';
import { labelled } from '../../core/forms.ts';
import { DEFAULT_DATA } from './data/default-data.ts';

/**
 * The setup of a Cthulhu Wars game: `{ options, data }`. Options are the contested decisions of the digest
 * (end triggers, the first first player, capture protection...), data is what the seed does not define
 * (faction sheets, spellbooks, unit stats, action costs, Elder Sign values, the area map) with an editable
 * default in data/default-data.ts. Every size is bounded.
 */

export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const IdSchema = z.string().min(1).max(40).regex(ID_PATTERN);
export const TextSchema = z.object({ es: z.string().min(1).max(80), en: z.string().min(1).max(80) });
const ColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const UNIT_KINDS = ['cultist', 'monster', 'goo'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** Terms a variable Combat value may add up (Great Old Ones whose Combat depends on the position). */
export const COMBAT_TERMS = ['own-spellbooks', 'opponent-spellbooks', 'own-cultists', 'own-gates', 'ritual-cost', 'opponent-doom-half'] as const;
export type CombatTerm = (typeof COMBAT_TERMS)[number];

export const CombatSchema = z.union([
  z.int().min(0).max(20),
  z.strictObject({ sum: z.array(z.enum(COMBAT_TERMS)).min(1).max(6), plus: z.int().min(-20).max(20).default(0) }),
]);
export type Combat = z.infer<typeof CombatSchema>;

export const UnitTypeSchema = z.strictObject({
  id: IdSchema,
  name: TextSchema,
  kind: z.enum(UNIT_KINDS),
  /** Power to recruit (cultists), summon (monsters) or awaken (Great Old Ones). */
  cost: z.int().min(0).max(30),
  combat: CombatSchema,
  /** Figures in the faction's pool. */
  count: z.int().min(1).max(20),
  /** Great Old Ones: awakened only at a controlled gate in the faction's start area. */
  startAreaOnly: z.boolean().default(false),
  /** Great Old Ones: another unit type of the faction that must be in the area to awaken. */
  requiresUnit: IdSchema.optional(),
});
export type UnitType = z.infer<typeof UnitTypeSchema>;

export const ABILITY_TIMINGS = ['pre-battle', 'post-battle', 'action', 'unlimited'] as const;
export type AbilityTiming = (typeof ABILITY_TIMINGS)[number];

export const AbilitySchema = z.strictObject({
  id: IdSchema,
  name: TextSchema,
  timing: z.enum(ABILITY_TIMINGS),
  /** Power paid when used (actions and unlimited actions). */
  cost: z.int().min(0).max(20).default(0),
  /** Needs this spellbook of the faction. */
  spellbook: IdSchema.optional(),
  /** Needs a unit of this type (in the battle for battle abilities, on the map otherwise). */
  unit: IdSchema.optional(),
  /**
   * Post-battle abilities only: players outside the battle may use it too (seed, footnote 8: "Där
   * specialregler tydligt anger detta kan även utomstående ... använda efterstridsförmågor"); its unit may then
   * be anywhere on the map.
   */
  outsiders: z.boolean().optional(),
});
export type Ability = z.infer<typeof AbilitySchema>;

export const FIRST_PLAYER_RANKS = ['always', 'never', 'alphabetical'] as const;

export const FactionSchema = z.strictObject({
  id: IdSchema,
  name: TextSchema,
  color: ColorSchema,
  /** The seed's footnote: Great Cthulhu is always first player, the Windwalker never, the rest alphabetically. */
  firstPlayer: z.enum(FIRST_PLAYER_RANKS).default('alphabetical'),
  startArea: IdSchema,
  startUnits: z.array(z.strictObject({ type: IdSchema, count: z.int().min(1).max(20) })).max(12),
  /** A gate in the start area, held by one of the starting cultists. */
  startGate: z.boolean().default(true),
  units: z.array(UnitTypeSchema).min(1).max(12),
  spellbooks: z
    .array(z.strictObject({ id: IdSchema, name: TextSchema }))
    .min(6)
    .max(12),
  abilities: z.array(AbilitySchema).max(24).default([]),
  /** Extra Power gathered each Gather Power phase (faction sheet). */
  powerBonus: z.int().min(0).max(20).default(0),
});
export type Faction = z.infer<typeof FactionSchema>;

export const AreaSchema = z.strictObject({
  id: IdSchema,
  name: TextSchema,
  /** Position on the drawn map (0..1000 × 0..600). */
  x: z.number().min(0).max(1000),
  y: z.number().min(0).max(600),
  ocean: z.boolean().default(false),
});
export type Area = z.infer<typeof AreaSchema>;

export const MapSchema = z.strictObject({
  name: TextSchema,
  areas: z.array(AreaSchema).min(2).max(60),
  adjacency: z.array(z.tuple([IdSchema, IdSchema])).max(400),
});
export type GameMap = z.infer<typeof MapSchema>;

/**
 * The GM data. Every field defaults to the shipped data (data/default-data.ts), so a setup (or a case file)
 * gives only what it changes: `{ "data": { "ritualTrack": [5, 6, 7] } }`.
 */
export const DataSchema = z.strictObject({
  map: MapSchema.default(() => clone(DEFAULT_DATA.map)),
  factions: z
    .array(FactionSchema)
    .min(2)
    .max(12)
    .default(() => clone(DEFAULT_DATA.factions)),
  /** The Elder Sign mix (face-down pool): `count` tokens of each value. */
  elderSigns: z
    .array(z.strictObject({ value: z.int().min(1).max(10), count: z.int().min(0).max(60) }))
    .min(1)
    .max(10)
    .default(() => clone(DEFAULT_DATA.elderSigns)),
  /** Ritual of Annihilation track: the cost of each space (seed: 5–10). */
  ritualTrack: z
    .array(z.int().min(5).max(10))
    .min(1)
    .max(30)
    .default(() => [...DEFAULT_DATA.ritualTrack]),
  costs: z
    .strictObject({
      movePerUnit: z.int().min(0).max(20),
      battle: z.int().min(0).max(20),
      capture: z.int().min(0).max(20),
      buildGate: z.int().min(0).max(20),
    })
    .default(() => ({ ...DEFAULT_DATA.costs })),
  power: z
    .strictObject({
      start: z.int().min(0).max(50),
      perCultist: z.int().min(0).max(10),
      perControlledGate: z.int().min(0).max(10),
      perAbandonedGate: z.int().min(0).max(10),
      /** Seed: "Du får 1 Kraft för varje enhet du lämnar tillbaka". */
      perCaptive: z.int().min(0).max(10),
    })
    .default(() => ({ ...DEFAULT_DATA.power })),
});
export type GameData = z.infer<typeof DataSchema>;

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

const t = (es: string, en: string) => ({ es, en });

export const OptionsSchema = z.strictObject({
  firstPhase: labelled(z.enum(['doom', 'action']).default('doom'), {
    label: t('Primera fase de la partida', 'First phase of the game'),
    help: t(
      'doom: como el reglamento publicado (la primera ronda empieza en la fase de Perdición); action: la fase de Acción primero.',
      'doom: as the published rulebook (round 1 starts with the Doom phase); action: the Action phase first.',
    ),
  }),
  firstPlayerRule: labelled(z.enum(['footnote', 'random']).default('footnote'), {
    label: t('Primer jugador inicial', 'First first player'),
    help: t(
      'footnote: nota 1 del resumen (Gran Cthulhu siempre, el Caminante nunca, si no orden alfabético); random: al azar (oculto hasta el final).',
      "footnote: the summary's footnote 1 (Great Cthulhu always, the Windwalker never, else alphabetical); random: drawn (hidden until the end).",
    ),
  }),
  doomThreshold: labelled(z.int().min(1).max(200).nullable().default(30), {
    label: t('Perdición que termina la partida', 'Doom that ends the game'),
    help: t(
      'La partida termina al final de la fase de Perdición si alguien la alcanza (vacío: nunca).',
      'The game ends at the end of the Doom phase when somebody reaches it (empty: never).',
    ),
  }),
  ritualTrackEnds: labelled(z.boolean().default(true), {
    label: t('El final del marcador de rituales termina la partida', 'The end of the ritual track ends the game'),
  }),
  instantEndOnReveal: labelled(z.boolean().default(true), {
    label: t('Revelar Signos que alcanzan el umbral termina la partida al instante', 'Revealing Elder Signs that reach the threshold ends the game at once'),
  }),
  noSixSpellbooks: labelled(z.enum(['most-doom', 'nobody']).default('most-doom'), {
    label: t('Si nadie tiene 6 libros de hechizos', 'When nobody has 6 spellbooks'),
    help: t(
      'most-doom: gana quien tenga más Perdición (empate: victoria compartida); nobody: nadie gana.',
      'most-doom: most Doom wins (a tie shares the win); nobody: nobody wins.',
    ),
  }),
  unlimitedBattleWithAllSpellbooks: labelled(z.boolean().default(true), {
    label: t('Con 6 libros, luchar es también una acción ilimitada', 'With 6 spellbooks, battle is also an unlimited action'),
  }),
  captureProtection: labelled(z.enum(['own-faction', 'any-faction']).default('own-faction'), {
    label: t('Quién protege a los cultistas de la captura', 'Who protects cultists from capture'),
    help: t(
      'own-faction: solo los monstruos y Primigenios de la facción del cultista; any-faction: los de cualquier facción salvo el captor.',
      "own-faction: only the cultist's own monsters and Great Old Ones; any-faction: those of any faction but the capturer.",
    ),
  }),
  gateHolders: labelled(z.array(z.enum(UNIT_KINDS)).min(1).max(3).default(['cultist', 'monster', 'goo']), {
    label: t('Qué unidades pueden controlar un portal', 'Which units can stand on a gate'),
  }),
  pauseForGm: labelled(z.boolean().default(true), {
    label: t('Pausa para el DJ tras habilidades de batalla', 'Pause for the GM after battle abilities'),
    help: t(
      'Cuando se declara una habilidad pre o post batalla, el DJ aplica su efecto (correcciones) antes de seguir.',
      'When a pre- or post-battle ability is declared, the GM applies its effect (corrections) before the battle goes on.',
    ),
  }),
});
export type Options = z.infer<typeof OptionsSchema>;

export const SetupSchema = z.strictObject({
  options: OptionsSchema.default(() => OptionsSchema.parse({})),
  data: DataSchema.default(() => DataSchema.parse({})),
});
export type Setup = z.infer<typeof SetupSchema>;

/** The shipped setup: default options and data. */
export function defaultSetup(): Setup {
  return clone(SetupSchema.parse({}));
}
