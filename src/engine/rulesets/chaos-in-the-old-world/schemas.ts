import { z } from 'zod';
import { labelled } from '../../core/forms.ts';
import { FIGURE_KINDS, GODS, LIMITS, TOKEN_KINDS } from './ids.ts';

/**
 * The setup of a game: `{ options, data }`. Options are the contested decisions of the digest and the
 * thresholds (labelled for the generated form); data is the GM's material (map, power sheets, cards, dials)
 * with a shipped default (data/*.ts; every value not stated by the seed is marked there).
 */

export const IdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lowercase letters, digits and dashes');
export const NameSchema = z.object({ es: z.string().min(1).max(LIMITS.name), en: z.string().min(1).max(LIMITS.name) }).strict();
export const LongTextSchema = z.object({ es: z.string().max(LIMITS.text), en: z.string().max(LIMITS.text) }).strict();
const count = (max: number) => z.number().int().min(0).max(max);

// ---- Map ----
export const RegionSchema = z
  .object({
    id: IdSchema,
    name: NameSchema,
    /** Domination needs a total HIGHER than this (seed: "sammenligner nu tallet med regionens Resistance"). */
    resistance: count(50),
    /** Victory points for dominating the region (seed: "victory point svarende til regionens Conquest Value"). */
    conquest: count(50),
    /** Populous regions (GM data; used by Old World card selectors and the default Nurgle dial trigger). */
    populous: z.boolean().default(false),
    /** How many chaos cards may lie in the region at once (seed text cut off: GM data, default 2). */
    cardSlots: count(5).default(2),
    /** Where the map draws the region (SVG units, 800 × 600). */
    x: z.number().min(0).max(800),
    y: z.number().min(0).max(600),
  })
  .strict();

// ---- Old World tokens ----
export const TokenRuleSchema = z
  .object({
    /** Added to the Resistance of a region per token (GM data). */
    resistance: z.number().int().min(-10).max(10).default(0),
    /** Added to the Conquest value of a region per token (GM data). */
    conquest: z.number().int().min(-10).max(10).default(0),
    /** Corruption each token counts towards ruin (seed: warpstone counts as a corruption token: 1). */
    corruption: count(5).default(0),
    /** Hits that kill one token in battle; 0 = not a battle target (seed: peasants can be killed). */
    defense: count(5).default(0),
  })
  .strict();
export const TokenRulesSchema = z
  .object(Object.fromEntries(TOKEN_KINDS.map((k) => [k, TokenRuleSchema])) as Record<(typeof TOKEN_KINDS)[number], typeof TokenRuleSchema>)
  .strict();
export const SetupTokensSchema = z
  .object(Object.fromEntries(TOKEN_KINDS.map((k) => [k, count(20).default(0)])) as Record<(typeof TOKEN_KINDS)[number], z.ZodDefault<z.ZodNumber>>)
  .strict();

// ---- Power sheets ----
export const FigureSchema = z
  .object({
    id: IdSchema,
    name: NameSchema,
    kind: z.enum(FIGURE_KINDS),
    /** Power paid to summon it (at least 1, so that summoning always ends). */
    cost: z.number().int().min(1).max(20),
    /** Battle dice it adds (seed: "Du lægger alle dine tilhængere i regionen attack values sammen"). */
    attack: count(20),
    /** Hits that kill it (seed: "skade svarende til dennes defense value"). */
    defense: z.number().int().min(1).max(20),
    /** Corruption tokens it places in the Corruption phase (seed: one per cultist). */
    corruption: count(5),
    /** How many figures of this type the god owns. */
    count: count(LIMITS.figuresPerType),
  })
  .strict();

/** Automated effects a chaos card may carry (GM data; a card's other text is applied by the GM). */
export const CardEffectSchema = z.discriminatedUnion('kind', [
  /** The owner rolls this many extra battle dice in the card's region (destructive). */
  z.object({ kind: z.literal('attack'), amount: z.number().int().min(1).max(20) }).strict(),
  /** The owner places this many extra corruption tokens in the card's region (destructive). */
  z.object({ kind: z.literal('corruption'), amount: z.number().int().min(1).max(20) }).strict(),
  /** No battle in the card's region this round (protective: loses to any 'attack' there). */
  z.object({ kind: z.literal('peace') }).strict(),
  /** No corruption tokens are placed in the card's region this round (protective: loses to any 'corruption' there). */
  z.object({ kind: z.literal('purge') }).strict(),
]);

export const ChaosCardSchema = z
  .object({
    id: IdSchema,
    name: NameSchema,
    text: LongTextSchema,
    /** Power paid to play it; also what it adds to its owner's domination total (seed). */
    cost: count(20),
    copies: z.number().int().min(1).max(LIMITS.cardCopies).default(1),
    effects: z.array(CardEffectSchema).max(LIMITS.effectsPerCard).default([]),
  })
  .strict();

/** An upgrade card; one that names a figure replaces that follower's printed values (seed: "skjule den valgte tilhængers gamle styrke"). */
export const UpgradeSchema = z
  .object({
    id: IdSchema,
    name: NameSchema,
    text: LongTextSchema,
    figure: IdSchema.nullable().default(null),
    attack: count(20).optional(),
    defense: z.number().int().min(1).max(20).optional(),
    cost: z.number().int().min(1).max(20).optional(),
  })
  .strict();

/** What a notch of the threat dial tells its god to do (GM data; seed: "udfører den instruktion"). */
export const DialInstructionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }).strict(),
  z.object({ kind: z.literal('upgrade') }).strict(),
  z.object({ kind: z.literal('vp'), amount: z.number().int().min(1).max(50) }).strict(),
  /** Extra power at the next Draw phase (seed: "medmindre de har vundet ekstra power point"). */
  z.object({ kind: z.literal('power'), amount: z.number().int().min(1).max(20) }).strict(),
  z.object({ kind: z.literal('cards'), amount: z.number().int().min(1).max(10) }).strict(),
  /** Anything else: the GM applies it (a correction). */
  z.object({ kind: z.literal('text'), text: LongTextSchema }).strict(),
]);

/** How a god earns dial advancement counters (seed: "beskrevet på gudens Power Sheet": GM data). */
export const TriggerSchema = z.discriminatedUnion('kind', [
  /** One counter per region where the god killed at least one enemy figure this round. */
  z.object({ kind: z.literal('kills') }).strict(),
  /** One counter per populous region holding at least one of the god's figures after battle. */
  z.object({ kind: z.literal('populous') }).strict(),
  /** One counter per region holding one of these tokens and at least one of the god's figures. */
  z.object({ kind: z.literal('token-presence'), tokens: z.array(z.enum(TOKEN_KINDS)).min(1).max(6) }).strict(),
  /** One counter per region holding one of these tokens where the god placed corruption this round. */
  z.object({ kind: z.literal('token-corruption'), tokens: z.array(z.enum(TOKEN_KINDS)).min(1).max(6) }).strict(),
  /** One counter per region the god helped ruin this round. */
  z.object({ kind: z.literal('ruiner') }).strict(),
]);

export const GodDataSchema = z
  .object({
    name: NameSchema,
    /** Text colour for the god (reports, map): readable on light and dark backgrounds. */
    colour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    /** The highlighted space of the power point track (seed: power is reset to it every Draw phase). */
    power: count(30),
    /** Chaos cards drawn in each Draw phase (seed: "Antallet af kort fremgår af hver spillers power sheet"). */
    cardsPerRound: count(10),
    figures: z.array(FigureSchema).min(1).max(LIMITS.figureTypes),
    cards: z.array(ChaosCardSchema).max(LIMITS.cardsPerGod),
    upgrades: z.array(UpgradeSchema).max(LIMITS.upgradesPerGod),
    /** Instructions revealed by notches 1..n; reaching notch n is Maximum Threat. */
    dial: z.array(DialInstructionSchema).min(1).max(LIMITS.dialLength),
    advancement: z.array(TriggerSchema).max(5),
  })
  .strict();
export const GodsDataSchema = z.object(Object.fromEntries(GODS.map((g) => [g, GodDataSchema])) as Record<(typeof GODS)[number], typeof GodDataSchema>).strict();

// ---- Old World cards and ruination cards ----
export const RegionSelectorSchema = z.union([z.enum(['all', 'populous', 'unpopulous']), z.array(IdSchema).min(1).max(LIMITS.regions)]);
export const OldWorldEffectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tokens'), token: z.enum(TOKEN_KINDS), regions: RegionSelectorSchema, count: z.number().int().min(1).max(5).default(1) }).strict(),
  z
    .object({ kind: z.literal('remove-tokens'), token: z.enum(TOKEN_KINDS), regions: RegionSelectorSchema, count: z.number().int().min(1).max(5).default(1) })
    .strict(),
]);
export const OldWorldCardSchema = z
  .object({
    id: IdSchema,
    name: NameSchema,
    text: LongTextSchema,
    /** 'track': enters slot 1 (seed default); 'discard': resolved when drawn and removed ("Medmindre der står andet på kortet"). */
    placement: z.enum(['track', 'discard']).default('track'),
    /** Automated effects when drawn. */
    onDraw: z.array(OldWorldEffectSchema).max(LIMITS.effectsPerCard).default([]),
    /** Automated effects each End phase it lies on the track ("When Old World cards are resolved"). */
    onResolve: z.array(OldWorldEffectSchema).max(LIMITS.effectsPerCard).default([]),
    /** Its "When Old World cards are resolved" text needs the GM (pauses the End phase when the option says so). */
    gm: z.boolean().default(false),
  })
  .strict();
export const RuinationCardSchema = z.object({ ruiners: count(50), first: count(100), second: count(100) }).strict();

export const DataSchema = z
  .object({
    /** The regions in STANDARD REGION ORDER. */
    regions: z.array(RegionSchema).min(1).max(LIMITS.regions),
    adjacency: z.array(z.tuple([IdSchema, IdSchema])).max(200),
    tokens: TokenRulesSchema,
    /** Tokens shuffled onto the regions at setup, one per region (seed: 2 nobles, 3 warpstone, 4 peasants). */
    setupTokens: SetupTokensSchema,
    gods: GodsDataSchema,
    oldWorld: z.array(OldWorldCardSchema).min(1).max(LIMITS.oldWorldCards),
    /** The ruination deck, card 1 on top (seed: "Sorter the ruination deck i numerisk rækkefølge"). */
    ruination: z.array(RuinationCardSchema).min(1).max(LIMITS.ruinationCards),
  })
  .strict();

export const WOUND_RULES = ['battle', 'roller'] as const;
export const GM_STEP_RULES = ['auto', 'always', 'never'] as const;
export const CARD_PLACEMENTS = ['anywhere', 'presence'] as const;

/**
 * When a region's corruption ruins it (seed: "Hvis antallet er højere end 12, er regionen ødelagt"):
 * `above-limit` (default, the seed): only a total HIGHER than `ruinLimit`; `at-limit` (the published edition's
 * "12 or more", a house rule here): the limit itself already ruins.
 */
export const RUIN_RULES = ['above-limit', 'at-limit'] as const;
export type RuinRule = (typeof RUIN_RULES)[number];

const L = (es: string, en: string) => ({ es, en });

/**
 * Setups stored before the seed's "more than 12" became the default held `ruinThreshold: N`, meaning "N or
 * more". They are read as `{ ruinLimit: N, ruinRule: 'at-limit' }`: the same games, the same ruins. A setup that
 * mixes the old field with the new ones is refused (the strict schema names `ruinThreshold`).
 */
export function migrateOptions(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || !('ruinThreshold' in input)) return input;
  const { ruinThreshold, ...rest } = input as Record<string, unknown>;
  if ('ruinLimit' in rest || 'ruinRule' in rest) return input;
  return { ...rest, ruinLimit: ruinThreshold, ruinRule: 'at-limit' };
}

const OptionsObjectSchema = z
  .object({
    ruinLimit: labelled(z.number().int().min(1).max(99).default(12), {
      label: L('Límite de corrupción de una región', 'Corruption limit of a region'),
      help: L(
        'La reseña: "Hvis antallet er højere end 12, er regionen ødelagt" (más de 12 arruina la región).',
        'The review: "Hvis antallet er højere end 12, er regionen ødelagt" (more than 12 ruins the region).',
      ),
    }),
    ruinRule: labelled(z.enum(RUIN_RULES).default('above-limit'), {
      label: L('Cuándo arruina el límite', 'When the limit ruins a region'),
      help: L(
        'above-limit: solo con más corrupción que el límite (la reseña, por defecto). at-limit: ya con el límite (edición publicada, regla de la casa: 12 o más).',
        'above-limit: only with more corruption than the limit (the review, default). at-limit: at the limit already (published edition, a house rule: 12 or more).',
      ),
    }),
    victoryPoints: labelled(z.number().int().min(1).max(500).default(50), {
      label: L('Puntos de victoria para terminar', 'Victory points that end the game'),
    }),
    ruinedRegionsToEnd: labelled(z.number().int().min(1).max(20).default(5), {
      label: L('Regiones arruinadas que terminan la partida', 'Ruined regions that end the game'),
    }),
    oldWorldDeckThree: labelled(z.number().int().min(1).max(LIMITS.oldWorldCards).default(8), {
      label: L('Cartas del Viejo Mundo con 3 jugadores', 'Old World cards with 3 players'),
    }),
    oldWorldDeckFour: labelled(z.number().int().min(1).max(LIMITS.oldWorldCards).default(7), {
      label: L('Cartas del Viejo Mundo con 4 jugadores', 'Old World cards with 4 players'),
    }),
    startingHand: labelled(z.number().int().min(0).max(20).default(3), { label: L('Cartas de Caos iniciales', 'Starting chaos cards') }),
    passIsFinal: labelled(z.boolean().default(true), {
      label: L('Pasar es definitivo en la invocación', 'Passing is final in the Summoning phase'),
      help: L(
        'Sí: quien pasa no actúa más esa fase. No: la fase acaba cuando todos pasan seguidos.',
        'Yes: a god who passes acts no more that phase. No: the phase ends when every god passes in a row.',
      ),
    }),
    wounds: labelled(z.enum(WOUND_RULES).default('battle'), {
      label: L('Las heridas duran', 'Wounds last'),
      help: L(
        'battle: toda la batalla de la región; roller: solo los impactos de una misma tirada.',
        'battle: the whole battle of the region; roller: only the hits of one roll.',
      ),
    }),
    gmEndPhaseStep: labelled(z.enum(GM_STEP_RULES).default('auto'), {
      label: L('Paso del DJ en la fase final (héroes)', 'GM step in the End phase (heroes)'),
      help: L(
        'auto: solo con héroes junto a figuras o cartas del Viejo Mundo que el DJ resuelve.',
        'auto: only with heroes next to figures or Old World cards the GM resolves.',
      ),
    }),
    cardPlacement: labelled(z.enum(CARD_PLACEMENTS).default('anywhere'), {
      label: L('Dónde se juegan las cartas de Caos', 'Where chaos cards may be played'),
      help: L(
        'anywhere: cualquier región no arruinada; presence: con figura propia o adyacente.',
        'anywhere: any region not ruined; presence: with an own figure or adjacent to one.',
      ),
    }),
  })
  .strict();
export const OptionsSchema = z.preprocess(migrateOptions, OptionsObjectSchema);

export const SetupSchema = z.object({ options: OptionsSchema, data: DataSchema }).strict();

export type Setup = z.infer<typeof SetupSchema>;
export type Options = z.infer<typeof OptionsSchema>;
export type Data = z.infer<typeof DataSchema>;
export type Region = z.infer<typeof RegionSchema>;
export type Figure = z.infer<typeof FigureSchema>;
export type ChaosCard = z.infer<typeof ChaosCardSchema>;
export type CardEffect = z.infer<typeof CardEffectSchema>;
export type Upgrade = z.infer<typeof UpgradeSchema>;
export type DialInstruction = z.infer<typeof DialInstructionSchema>;
export type Trigger = z.infer<typeof TriggerSchema>;
export type GodData = z.infer<typeof GodDataSchema>;
export type OldWorldCard = z.infer<typeof OldWorldCardSchema>;
export type OldWorldEffect = z.infer<typeof OldWorldEffectSchema>;
export type RegionSelector = z.infer<typeof RegionSelectorSchema>;
export type RuinationCard = z.infer<typeof RuinationCardSchema>;
export type TokenRule = z.infer<typeof TokenRuleSchema>;
