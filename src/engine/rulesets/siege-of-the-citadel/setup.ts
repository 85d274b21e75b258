import { z } from 'zod';
import { labelled } from '../../core/forms.ts';
import { CARD_EFFECTS, COLOURS, CORPORATIONS, CREATURES, FACES, MISSION_RULES, OBJECTIVES, SECRET_MODES, WEAPON_SPECIALS } from './ids.ts';

/**
 * The setup of one mission: `options` (the contested decisions of the digest, the starting ranks and the
 * campaign's carried values) and `data` (GM data the seed does not print: die faces, rank table values, monster
 * tiles, equipment, cards, missions and their grids), with shipped defaults (data/defaults.ts).
 */

const Slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/);
const SectionId = z.string().regex(/^[1-9a-z]$/);
const SquareLabel = z.string().regex(/^[a-z]{1,2}[0-9]{1,2}$/);
const text = (max: number) => z.object({ es: z.string().max(max), en: z.string().max(max) });
const Name = text(80);
const Long = text(600);
const L = (es: string, en: string) => ({ es, en });

export const DiceSchema = z.object({ dice: z.number().int().min(0).max(12), colour: z.enum(COLOURS) });
export type DiceSpec = z.infer<typeof DiceSchema>;

export const TrooperDataSchema = z.object({
  id: Slug,
  name: z.string().min(1).max(60),
  corporation: z.enum(CORPORATIONS),
  /** The group's close-combat specialist (seed: Valerie Duval, Sean Gallagher, Coral Beach, Mitch Hunter, Yojimbo). */
  specialist: z.boolean(),
  /** The weapon the figure carries when it draws no weapon card (dice in close combat / with firearms). */
  weapon: z.object({
    name: Name,
    melee: z.number().int().min(0).max(12),
    ranged: z.number().int().min(0).max(12),
    range: z.number().int().min(1).max(48).default(24),
  }),
});
export type TrooperData = z.infer<typeof TrooperDataSchema>;

export const CreatureDataSchema = z.object({
  type: z.enum(CREATURES),
  name: Name,
  /** Points for eliminating it (seed "POÄNG": 1/2/3/5/7/10). */
  points: z.number().int().min(0).max(100),
  /** Figures in the box (the Legion cannot place more). */
  limit: z.number().int().min(0).max(40),
});
export type CreatureData = z.infer<typeof CreatureDataSchema>;

export const CreatureStatsSchema = z.object({
  type: z.enum(CREATURES),
  armour: z.number().int().min(0).max(10),
  melee: DiceSchema,
  ranged: DiceSchema,
  range: z.number().int().min(1).max(48).default(24),
  move: z.number().int().min(1).max(8).default(3),
});
export type CreatureStats = z.infer<typeof CreatureStatsSchema>;

/** A monster tile: the Dark Legion's values for a band of Doomtrooper ranks (seed "MONSTERBRICKA"). */
export const TierSchema = z.object({
  id: z.string().min(1).max(20),
  name: Name,
  /** The tile is used once at least two groups have reached this rank. */
  minRank: z.number().int().min(1).max(9),
  stats: z.array(CreatureStatsSchema).min(1).max(CREATURES.length),
});
export type Tier = z.infer<typeof TierSchema>;

export const RankRowSchema = z.object({
  rank: z.number().int().min(1).max(9),
  /** Points needed (seed "DOOMTROOPERNS RANG": 0, 10, 25, 45, 70, 100, 130). */
  min: z.number().int().min(0).max(100_000),
  /** The group's Extra actions for a mission (seed: 2 at rank 1, at most 6). */
  extraActions: z.number().int().min(0).max(6),
  /** Colour of the group's attack and kevlar dice. */
  colour: z.enum(COLOURS),
});
export type RankRow = z.infer<typeof RankRowSchema>;

export const EquipmentSchema = z.object({
  id: Slug,
  name: Name,
  kind: z.enum(['weapon', 'equipment']),
  /** Rank required ("RANG SOM KRÄVS"). */
  rank: z.number().int().min(1).max(9).default(1),
  /** Cost in credits ("KOSTNAD"): a budget, never spent. */
  cost: z.number().int().min(0).max(20).default(0),
  /** Cards of this kind in the supply bunker. */
  copies: z.number().int().min(0).max(10).default(1),
  /** Weapons: dice in close combat and with firearms (0: cannot), firearm range. */
  melee: z.number().int().min(0).max(12).default(0),
  ranged: z.number().int().min(0).max(12).default(0),
  range: z.number().int().min(1).max(48).default(24),
  special: z.enum(WEAPON_SPECIALS).nullable().default(null),
  /** Equipment: dice added to close combat, firearms and kevlar rolls. */
  bonus: z
    .object({
      melee: z.number().int().min(0).max(6).default(0),
      ranged: z.number().int().min(0).max(6).default(0),
      kevlar: z.number().int().min(0).max(3).default(0),
    })
    .default({ melee: 0, ranged: 0, kevlar: 0 }),
  /** Grenade launcher: fires grenades with the weapon it is mounted on. */
  grenade: z.boolean().default(false),
  /** Another card the same Doomtrooper must carry (the grenade launcher goes on a plasma carbine). */
  requires: Slug.nullable().default(null),
  text: Long,
});
export type Equipment = z.infer<typeof EquipmentSchema>;

const CreatureCount = z.object({ type: z.enum(CREATURES), count: z.number().int().min(1).max(12) });

export const MonsterCardSchema = z.object({ id: Slug, name: Name, creatures: z.array(CreatureCount).max(8) });
export type MonsterCard = z.infer<typeof MonsterCardSchema>;

export const EventCardSchema = z.object({ id: Slug, name: Name, text: Long, reinforcements: z.array(CreatureCount).max(8).default([]) });
export type EventCard = z.infer<typeof EventCardSchema>;

export const CardEffectSchema = z.object({ text: Long, kind: z.enum(CARD_EFFECTS).default('text'), amount: z.number().int().min(0).max(6).default(0) });
export const DoomtrooperCardSchema = z.object({ id: Slug, name: Name, effects: z.tuple([CardEffectSchema, CardEffectSchema]) });
export type DoomtrooperCard = z.infer<typeof DoomtrooperCardSchema>;

export const SecretMissionSchema = z.object({ id: Slug, name: Name, text: Long, credits: z.number().int().min(0).max(20) });
export type SecretMission = z.infer<typeof SecretMissionSchema>;

export const GridSchema = z.object({
  width: z.number().int().min(2).max(40),
  height: z.number().int().min(2).max(40),
  rows: z.array(z.string().max(40)).min(2).max(40),
  walls: z
    .array(z.tuple([z.number().int().min(0).max(40), z.number().int().min(0).max(40), z.number().int().min(0).max(40), z.number().int().min(0).max(40)]))
    .max(400)
    .default([]),
});
export type Grid = z.infer<typeof GridSchema>;

export const ObjectiveSchema = z.object({
  kind: z.enum(OBJECTIVES),
  /** eliminate: the creature; count: how many (eliminate, withdraw, reach); points: the groups' total; reach: the section. */
  type: z.enum(CREATURES).nullable().default(null),
  count: z.number().int().min(0).max(50).default(1),
  points: z.number().int().min(0).max(1000).default(0),
  section: SectionId.nullable().default(null),
});
export type Objective = z.infer<typeof ObjectiveSchema>;

export const MissionSchema = z.object({
  id: Slug,
  number: z.number().int().min(0).max(99),
  name: Name,
  text: Long,
  rules: z.enum(MISSION_RULES).default('full'),
  sections: z
    .array(
      z.object({
        id: SectionId,
        name: Name.optional(),
        /** Borders the citadel walls with two sides: the Legion's reinforcements come in there. */
        citadel: z.boolean().default(false),
        /** Face-down monster cards dealt to the section. */
        cards: z.number().int().min(0).max(4).default(1),
      }),
    )
    .min(1)
    .max(12),
  entrances: z
    .array(
      z.object({
        id: Slug,
        name: Name.optional(),
        /** true: a Legion reinforcement entrance; false: a Doomtrooper entrance. */
        legion: z.boolean().default(false),
        section: SectionId,
        /** Grid missions: the squares just inside the entrance (a figure outside steps onto one of them first). */
        squares: z.array(SquareLabel).max(8).default([]),
      }),
    )
    .min(1)
    .max(16),
  grid: GridSchema.nullable().default(null),
  /**
   * The stair section (seed "SIKTEN I TRAPPAN"), on grid missions: its six stair squares in order (1–2 at the
   * bottom, 5–6 at the top) and the squares of its top level. Sight to and from a stair square follows the seed's
   * table instead of straight lines.
   */
  stairs: z
    .object({ section: SectionId, squares: z.array(SquareLabel).length(6), top: z.array(SquareLabel).max(64).default([]) })
    .nullable()
    .default(null),
  /** Monster cards the Legion may use (dealt face down, shuffled, to the sections). */
  monsterCards: z.array(Slug).max(30).default([]),
  /** Event cards in the mission's deck: the mission's last round is the one in which the last is drawn. */
  events: z.number().int().min(0).max(30).default(6),
  /** Creatures on the board when the mission starts. */
  placements: z
    .array(z.object({ type: z.enum(CREATURES), section: SectionId, square: SquareLabel.nullable().default(null) }))
    .max(20)
    .default([]),
  objective: ObjectiveSchema,
  /** Credits each group given the mission receives when it succeeds. */
  rewardCredits: z.number().int().min(0).max(20).default(1),
  secretMissions: z.enum(SECRET_MODES).default('none'),
});
export type Mission = z.infer<typeof MissionSchema>;

/**
 * The faces of one die, in order (a list with repeats: ["hit","hit","miss","miss","miss","miss"] is 2 hits in 6).
 * Edited as a JSON list: the form's checkboxes for a list of choices keep each value once and would turn every
 * die into ["hit","miss"].
 */
const dieFaces = (es: string, en: string) =>
  labelled(z.array(z.enum(FACES)).min(2).max(12), {
    label: L(es, en),
    help: L(
      'Lista JSON de caras, cada una "hit" o "miss": ["hit","hit","miss","miss","miss","miss"] = 2 impactos de 6.',
      'JSON list of faces, each "hit" or "miss": ["hit","hit","miss","miss","miss","miss"] = 2 hits in 6.',
    ),
    widget: 'json',
  });

export const DataSchema = z.object({
  /** Faces of each die colour (not in the seed; defaults from the VASSAL module: white 2/6, red 3/6, black 4/6 hits). */
  dice: z.object({
    white: dieFaces('Caras del dado blanco', 'White die faces'),
    red: dieFaces('Caras del dado rojo', 'Red die faces'),
    black: dieFaces('Caras del dado negro', 'Black die faces'),
  }),
  ranks: z.array(RankRowSchema).min(1).max(9),
  /** Doomtrooper armour and starting strength (seed: 1 and 5), squares per move action (seed: 3; Mishima +1). */
  doomtrooper: z.object({ armour: z.number().int().min(0).max(5), strength: z.number().int().min(1).max(10), move: z.number().int().min(1).max(8) }),
  troopers: z.array(TrooperDataSchema).min(2).max(20),
  creatures: z.array(CreatureDataSchema).length(CREATURES.length),
  tiers: z.array(TierSchema).min(1).max(6),
  equipment: z.array(EquipmentSchema).max(60),
  monsterCards: z.array(MonsterCardSchema).max(30),
  events: z.array(EventCardSchema).max(30),
  doomtrooperCards: z.array(DoomtrooperCardSchema).max(30),
  secretMissions: z.array(SecretMissionSchema).max(20),
  missions: z.array(MissionSchema).min(1).max(20),
});
export type Data = z.infer<typeof DataSchema>;

export const GroupStartSchema = z.object({
  corporation: z.enum(CORPORATIONS),
  points: z.number().int().min(-1000).max(100_000),
  credits: z.number().int().min(0).max(1000),
});
export type GroupStart = z.infer<typeof GroupStartSchema>;

export const OptionsSchema = z.object({
  mission: labelled(Slug, {
    label: L('Misión', 'Mission'),
    help: L(
      'Id de la misión de los datos que se juega (las de serie: training, first-strike, way-out, nefarite-hunt).',
      'Id of the mission (from the data) to play (shipped: training, first-strike, way-out, nefarite-hunt).',
    ),
  }),
  startingRank: labelled(z.number().int().min(1).max(9).default(1), {
    label: L('Rango inicial (partida suelta)', 'Starting rank (single mission)'),
    help: L(
      'Grupos sin valores de campaña empiezan con los puntos mínimos del rango y 2 créditos por rango (rango 3: 25 puntos y 6 créditos).',
      "Groups without campaign values start with the rank's minimum points and 2 credits per rank (rank 3: 25 points and 6 credits).",
    ),
  }),
  groups: labelled(z.array(GroupStartSchema).max(CORPORATIONS.length).default([]), {
    label: L('Puntos y créditos de campaña', 'Campaign points and credits'),
    help: L('Lo que cada corporación trae de la misión anterior.', 'What each corporation carries from the previous mission.'),
  }),
  creditPurchase: labelled(z.boolean().default(true), {
    label: L('Comprar créditos antes de la misión', 'Buy credits before the mission'),
    help: L('Un crédito por 5 puntos, antes de fijar el rango.', 'One credit for 5 points, before the rank is set.'),
  }),
  doomtrooperCards: labelled(z.number().int().min(0).max(4).default(1), {
    label: L('Cartas Doomtrooper por grupo', 'Doomtrooper cards per group'),
    help: L('Capitol recibe una más.', 'Capitol gets one more.'),
  }),
  cybertronicKevlar: labelled(z.enum(['one-save', 'each-save']).default('one-save'), {
    label: L('Kevlar de Cybertronic', 'Cybertronic kevlar'),
    help: L(
      'one-save: dos dados, un impacto basta para parar el segundo impacto; each-save: cada impacto de kevlar para un impacto.',
      'one-save: two dice, one hit stops the second hit; each-save: every kevlar hit stops one hit.',
    ),
  }),
  friendlyFire: labelled(z.enum(['per-hit', 'per-damage']).default('per-hit'), {
    label: L('Fuego amigo', 'Friendly fire'),
    help: L(
      '−3 puntos por cada impacto en un Doomtrooper, o solo por cada daño que pasa la armadura.',
      '−3 points for every hit on a Doomtrooper, or only for every damage past the armour.',
    ),
  }),
  fireOnDoomtroopers: labelled(z.boolean().default(false), {
    label: L('Atacar Doomtroopers a propósito', 'Attack Doomtroopers on purpose'),
    help: L(
      'Si no, solo las armas de área los alcanzan (el reglamento dice «figura enemiga»).',
      'If not, only area weapons reach them (the rules say "enemy figure").',
    ),
  }),
  shootWhenEngaged: labelled(z.boolean().default(false), {
    label: L('Disparar junto a un monstruo (regla de la casa)', 'Shoot while next to a monster (house rule)'),
    help: L(
      'Disparar a un blanco lejano estando junto a otro enemigo. El reglamento solo deja disparar a quien no tiene un monstruo al lado.',
      'Shoot a distant target while standing next to another enemy. The rules let only a figure with no monster next to it shoot.',
    ),
  }),
  placeNextToTrooper: labelled(z.boolean().default(true), {
    label: L('Colocar monstruos junto al Doomtrooper', 'Place monsters next to the Doomtrooper'),
    help: L(
      'Reglas completas: en cualquier casilla de la sección. Misión de entrenamiento: nunca.',
      'Full rules: any square of the section. Training mission: never.',
    ),
  }),
  negativePoints: labelled(z.boolean().default(false), {
    label: L('Puntos negativos', 'Negative points'),
    help: L('Si no, los puntos no bajan de 0.', 'If not, points never go below 0.'),
  }),
  maxRounds: labelled(z.number().int().min(1).max(60).default(20), {
    label: L('Rondas como máximo', 'Most rounds'),
    help: L('Límite de seguridad para misiones sin cartas de suceso.', 'A safety limit for missions without event cards.'),
  }),
  campaignMissions: labelled(z.number().int().min(2).max(20).nullable().default(null), {
    label: L('Misiones de la campaña corta', 'Short campaign missions'),
    help: L(
      'Campaña corta (dos o tres misiones): gana quien tiene más puntos al terminar la última. Vacío: no es una campaña corta.',
      'Short campaign (two or three missions): the most points when the last one ends wins. Empty: not a short campaign.',
    ),
  }),
  campaignTarget: labelled(z.number().int().min(1).max(100_000).nullable().default(null), {
    label: L('Objetivo de campaña larga', 'Long campaign target'),
    help: L(
      'Campaña larga: gana quien llega primero a estos puntos, mirado al final de cada misión (130 = rango máximo). Vacío: no es una campaña larga.',
      'Long campaign: the first to reach these points wins, checked at the end of each mission (130 = top rank). Empty: not a long campaign.',
    ),
  }),
  campaignMission: labelled(z.number().int().min(1).max(100).default(1), {
    label: L('Misión n.º de la campaña', 'Campaign mission no.'),
    help: L('Cuántas misiones lleva la campaña, esta incluida.', 'How many missions the campaign has played, this one included.'),
  }),
});
export type Options = z.infer<typeof OptionsSchema>;

export const SetupSchema = z.object({ options: OptionsSchema, data: DataSchema });
export type Setup = z.infer<typeof SetupSchema>;
