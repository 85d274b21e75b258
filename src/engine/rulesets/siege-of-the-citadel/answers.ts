import { z } from 'zod';
import { labelled } from '../../core/forms.ts';
import { ATTACK_MODES, DIRECTIONS } from './ids.ts';

/**
 * The answers players send, one shape per decision kind (`kind` names it and may be left out: the request
 * fills it in). `SheetSchema` accepts any of them; each request carries the precise schema of its position
 * (decisions.ts), and `checkSheet` does the semantic checks with reason codes.
 */

const Id = z.string().min(1).max(64);
const Slug = z.string().min(1).max(40);
/** A square label (`c4`) or `off` (stepping off the board through an entrance). */
const Step = z.string().min(1).max(4);
/** A square or section: the player may pick it on the map too (docs/forms.md, "Picking on the map"). */
export const Place = z.string().min(1).max(4).meta({ place: 'one' });

export const MoveSchema = z.object({
  type: z.literal('move'),
  /** Grid missions: the squares stepped on, in order (`off` last to leave the board). */
  path: labelled(z.array(Step).min(1).max(8), { place: 'path' }).optional(),
  /** Missions without a grid: the section the figure moves to, as the player reports it. */
  section: z.string().min(1).max(2).meta({ place: 'one' }).optional(),
  note: z.string().max(120).optional(),
});

export const AttackSchema = z.object({
  type: z.literal('attack'),
  mode: z.enum(ATTACK_MODES).default('melee'),
  target: Id.optional(),
  /** Twin: the two targets. Without a grid, the figures a sweep, line or grenade reaches, as reported. */
  targets: z.array(Id).max(12).optional(),
  /** Line: the square aimed at; sweep: the neighbouring square the blade starts from; grenade: the target square. */
  square: Place.optional(),
  direction: z.enum(DIRECTIONS).optional(),
  note: z.string().max(120).optional(),
});

export const WithdrawSchema = z.object({ type: z.literal('withdraw') });

export const ActionSchema = z.discriminatedUnion('type', [MoveSchema, AttackSchema, WithdrawSchema]);
export type Action = z.infer<typeof ActionSchema>;
export type MoveAction = z.infer<typeof MoveSchema>;
export type AttackAction = z.infer<typeof AttackSchema>;

export const ActivationSchema = z.object({
  figure: Id,
  actions: z.array(ActionSchema).max(4),
  /** Keep the figure's turn open after these actions (continue it in the next step). */
  hold: z.boolean().default(false),
});
export type Activation = z.infer<typeof ActivationSchema>;

export const CardPlaySchema = z.object({ card: Slug, effect: z.union([z.literal(1), z.literal(2)]), target: Id.optional() });
export type CardPlay = z.infer<typeof CardPlaySchema>;

export const BuyCreditsSchema = z.object({ kind: z.literal('buy-credits').default('buy-credits'), credits: z.number().int().min(0).max(1000) });
export const DraftSchema = z.object({ kind: z.literal('draft').default('draft'), card: Slug.nullable().default(null), trooper: Id.nullable().default(null) });
export const DoomtroopersSchema = z.object({
  kind: z.literal('doomtroopers').default('doomtroopers'),
  entrance: Slug.optional(),
  card: CardPlaySchema.optional(),
  activations: z.array(ActivationSchema).max(2).default([]),
  endTurn: z.boolean().default(false),
});
export const PlaceMonstersSchema = z.object({
  kind: z.literal('place-monsters').default('place-monsters'),
  placements: z
    .array(z.object({ creature: Id, square: z.string().min(1).max(4).optional(), note: z.string().max(80).optional() }))
    .max(40)
    .default([]),
});
export const RevealCardSchema = z.object({ kind: z.literal('reveal-card').default('reveal-card'), section: z.string().min(1).max(2) });
export const LegionSchema = z.object({
  kind: z.literal('legion').default('legion'),
  reinforcements: z
    .array(z.object({ creature: Id, entrance: Slug }))
    .max(40)
    .default([]),
  activations: z.array(ActivationSchema).max(40).default([]),
  endTurn: z.boolean().default(false),
});
/**
 * The optional card request: play a card, or decline (the card stays hidden in the hand; seed "DOOMTROOPERKORT":
 * "Kortet kan spelas ut när som helst"). `choice` left out is `play` (answers written before declining existed).
 */
const playCardVariants = <K extends z.ZodType<'play-card'>>(kind: K) =>
  [
    z.object({ kind, choice: z.literal('play').default('play'), card: Slug, effect: z.union([z.literal(1), z.literal(2)]), target: Id.optional() }),
    z.object({ kind, choice: z.literal('decline') }),
  ] as const;
export const PlayCardSchema = z.discriminatedUnion('choice', playCardVariants(z.literal('play-card').default('play-card')));
/** The window before an attack's damage: a card to play, or none (pass). */
export const ReactSchema = z.object({ kind: z.literal('react').default('react'), card: CardPlaySchema.optional() });

export type BuyCredits = z.infer<typeof BuyCreditsSchema>;
export type DraftAnswer = z.infer<typeof DraftSchema>;
export type DoomtroopersAnswer = z.infer<typeof DoomtroopersSchema>;
export type PlaceMonsters = z.infer<typeof PlaceMonstersSchema>;
export type RevealCard = z.infer<typeof RevealCardSchema>;
export type LegionAnswer = z.infer<typeof LegionSchema>;
export type PlayCard = z.infer<typeof PlayCardSchema>;
export type React = z.infer<typeof ReactSchema>;

export type Answer = BuyCredits | DraftAnswer | DoomtroopersAnswer | PlaceMonsters | RevealCard | LegionAnswer | PlayCard | React;

/** Any answer of the game, `kind` required (the request's own schema is the precise one and fills `kind` in). */
export const SheetSchema: z.ZodType<Answer> = z.discriminatedUnion('kind', [
  BuyCreditsSchema.extend({ kind: z.literal('buy-credits') }),
  DraftSchema.extend({ kind: z.literal('draft') }),
  DoomtroopersSchema.extend({ kind: z.literal('doomtroopers') }),
  PlaceMonstersSchema.extend({ kind: z.literal('place-monsters') }),
  RevealCardSchema.extend({ kind: z.literal('reveal-card') }),
  LegionSchema.extend({ kind: z.literal('legion') }),
  z.discriminatedUnion('choice', playCardVariants(z.literal('play-card'))),
  ReactSchema.extend({ kind: z.literal('react') }),
]) as unknown as z.ZodType<Answer>;

export const SCHEMA_OF_KIND = {
  'buy-credits': BuyCreditsSchema,
  draft: DraftSchema,
  doomtroopers: DoomtroopersSchema,
  'place-monsters': PlaceMonstersSchema,
  'reveal-card': RevealCardSchema,
  legion: LegionSchema,
  'play-card': PlayCardSchema,
  react: ReactSchema,
} as const;
