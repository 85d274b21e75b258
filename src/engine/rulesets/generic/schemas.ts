import { z } from 'zod';
import { CustomDiceSchema } from '../../dice/custom-dice.ts';

/** Limits of the generic ruleset (docs/rulesets.md "Generic ruleset"). */
export const GENERIC_LIMITS = {
  maxPhases: 20,
  maxTracks: 20,
  maxOrderText: 10_000,
  maxReportText: 50_000,
  maxBoardChars: 100_000,
  maxTrackValue: 1_000_000,
  maxPlayers: 50,
  maxTrackUpdates: 1_000,
} as const;

const Id = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'lowercase letters, digits, - or _ (at most 40)');
const TrackValue = z.number().int().min(-GENERIC_LIMITS.maxTrackValue).max(GENERIC_LIMITS.maxTrackValue);

/** GM-maintained board: free text or any JSON value; null = no board. */
export const BoardSchema = z
  .json()
  .refine((board) => JSON.stringify(board).length <= GENERIC_LIMITS.maxBoardChars, `board: at most ${GENERIC_LIMITS.maxBoardChars} characters of JSON`);
export type Board = z.infer<typeof BoardSchema>;

export const PhaseSchema = z.object({
  id: Id,
  name: z.string().trim().min(1).max(60),
  /** Secret: orders hidden from other players until the GM resolves the phase. Public: visible once sent. */
  secret: z.boolean(),
  /** False for GM-only phases (players send nothing). */
  orders: z.boolean().default(true),
});
export type Phase = z.infer<typeof PhaseSchema>;

export const TrackSchema = z.object({
  id: Id,
  name: z.string().trim().min(1).max(60),
  initial: TrackValue.default(0),
  min: TrackValue.optional(),
  max: TrackValue.optional(),
  /** Hidden: each player sees only their own value (the GM sees all). */
  hidden: z.boolean().default(false),
});
export type Track = z.infer<typeof TrackSchema>;

export const GenericSetupSchema = z.object({
  phases: z.array(PhaseSchema).min(1).max(GENERIC_LIMITS.maxPhases),
  tracks: z.array(TrackSchema).max(GENERIC_LIMITS.maxTracks).default([]),
  /** The track that is the score (public scores, default winners). Default: the first track, if any. */
  scoreTrack: Id.optional(),
  board: BoardSchema.default(null),
  /** The game ends by itself after the last phase of this turn. Absent: only the GM ends it. */
  turnLimit: z.number().int().min(1).max(1000).optional(),
  /** Dice defined by faces, rolled as `NdID` (docs/rulesets.md "Dice"). */
  dice: CustomDiceSchema.default([]),
});
export type GenericSetup = z.infer<typeof GenericSetupSchema>;

export const GenericPlayerSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(100),
});
export type GenericPlayer = z.infer<typeof GenericPlayerSchema>;

/** One player's orders for the current phase: free text (length checked by checkSheet, with a reason code). */
export const GenericSheetSchema = z.object({ text: z.string().max(GENERIC_LIMITS.maxOrderText * 10) });
export type GenericSheet = z.infer<typeof GenericSheetSchema>;

export const TrackUpdateSchema = z.object({
  player: z.string().min(1).max(100),
  track: z.string().min(1).max(40),
  /** Exactly one of delta (add) or set (replace). */
  delta: z.number().int().optional(),
  set: z.number().int().optional(),
  note: z.string().trim().max(200).optional(),
});
export type TrackUpdate = z.infer<typeof TrackUpdateSchema>;

/** What the GM types to resolve a phase: the report, track changes, an optional new board, the end of the game. */
export const GmResolutionSchema = z.object({
  report: z.string().max(GENERIC_LIMITS.maxReportText).default(''),
  tracks: z.array(TrackUpdateSchema).max(GENERIC_LIMITS.maxTrackUpdates).default([]),
  /** Absent: the board is unchanged; null clears it. */
  board: BoardSchema.optional(),
  end: z.boolean().default(false),
  /** Only with `end`. Absent: the players with the highest score track value. */
  winners: z.array(z.string().min(1).max(100)).max(GENERIC_LIMITS.maxPlayers).optional(),
});
export type GmResolution = z.infer<typeof GmResolutionSchema>;

export const TrackChangeSchema = z.object({
  step: z.number().int(),
  turn: z.number().int(),
  phase: z.string(),
  player: z.string(),
  track: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  note: z.string().optional(),
});
export type TrackChange = z.infer<typeof TrackChangeSchema>;

export const GenericStateSchema = z.object({
  /** The game's turn (1-based) and the phase index within it. */
  turn: z.number().int().min(1),
  phase: z.number().int().min(0),
  /** Resolution steps so far + 1: the server's turn number of the open step. */
  step: z.number().int().min(1),
  /** player id -> track id -> value. */
  tracks: z.record(z.string(), z.record(z.string(), z.number().int())),
  trackHistory: z.array(TrackChangeSchema),
  board: BoardSchema,
  /** The last published report text. */
  reportText: z.string(),
  ended: z.boolean(),
  winners: z.array(z.string()),
});
export type GenericState = z.infer<typeof GenericStateSchema>;

export interface GenericOutcome {
  step: number;
  turn: number;
  phase: { id: string; name: string; secret: boolean };
  report: string;
  /** Orders sent for the resolved phase, revealed now (player id -> text). */
  orders: Record<string, string>;
  trackChanges: TrackChange[];
  board: { changed: boolean; value: Board };
  gameOver: boolean;
  winners: string[];
}
