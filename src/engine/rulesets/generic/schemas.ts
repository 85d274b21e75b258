import { z } from 'zod';
import { labelled } from '../../core/forms.ts';
import { CustomDiceSchema } from '../../dice/custom-dice.ts';

const L = (es: string, en: string) => ({ label: { es, en } });

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
  id: labelled(Id, { ...L('Identificador', 'Id'), help: { es: 'Minúsculas, cifras, - o _.', en: 'Lowercase letters, digits, - or _.' } }),
  name: labelled(z.string().trim().min(1).max(60), L('Nombre', 'Name')),
  /** Secret: orders hidden from other players until the GM resolves the phase. Public: visible once sent. */
  secret: labelled(z.boolean(), L('Órdenes secretas (nadie ve las de los demás hasta resolver)', 'Secret orders (nobody sees the others’ until resolved)')),
  /** False for GM-only phases (players send nothing). */
  orders: labelled(z.boolean().default(true), L('Los jugadores envían órdenes', 'Players send orders')),
});
export type Phase = z.infer<typeof PhaseSchema>;

export const TrackSchema = z.object({
  id: labelled(Id, L('Identificador', 'Id')),
  name: labelled(z.string().trim().min(1).max(60), L('Nombre', 'Name')),
  initial: labelled(TrackValue.default(0), L('Valor inicial', 'Initial value')),
  min: labelled(TrackValue.optional(), L('Mínimo', 'Minimum')),
  max: labelled(TrackValue.optional(), L('Máximo', 'Maximum')),
  /** Hidden: each player sees only their own value (the GM sees all). */
  hidden: labelled(z.boolean().default(false), L('Oculto (cada jugador ve solo el suyo)', 'Hidden (each player sees only their own)')),
});
export type Track = z.infer<typeof TrackSchema>;

export const GenericSetupSchema = z.object({
  phases: labelled(z.array(PhaseSchema).min(1).max(GENERIC_LIMITS.maxPhases), L('Fases de cada turno', 'Phases of each turn')),
  tracks: labelled(z.array(TrackSchema).max(GENERIC_LIMITS.maxTracks).default([]), L('Marcadores (puntos, recursos…)', 'Tracks (points, resources…)')),
  /** The track that is the score (public scores, default winners). Default: the first track, if any. */
  scoreTrack: labelled(Id.optional(), {
    ...L('Marcador de puntuación', 'Score track'),
    help: { es: 'Su identificador; por defecto, el primero.', en: 'Its id; the first one by default.' },
  }),
  board: labelled(BoardSchema.default(null), { ...L('Tablero (texto o JSON)', 'Board (text or JSON)'), widget: 'json' }),
  /** The game ends by itself after the last phase of this turn. Absent: only the GM ends it. */
  turnLimit: labelled(z.number().int().min(1).max(1000).optional(), L('Último turno (vacío: lo decide el máster)', 'Last turn (empty: the GM decides)')),
  /** Dice defined by faces, rolled as `NdID` (docs/rulesets.md "Dice"). */
  dice: labelled(CustomDiceSchema.default([]), { ...L('Dados propios', 'Custom dice'), widget: 'json' }),
});
export type GenericSetup = z.infer<typeof GenericSetupSchema>;

export const GenericPlayerSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(100),
});
export type GenericPlayer = z.infer<typeof GenericPlayerSchema>;

/** One player's orders for the current phase: free text (length checked by checkSheet, with a reason code). */
export const GenericSheetSchema = z.object({
  text: labelled(z.string().max(GENERIC_LIMITS.maxOrderText * 10), { ...L('Tus órdenes', 'Your orders'), widget: 'textarea' }),
});
export type GenericSheet = z.infer<typeof GenericSheetSchema>;

export const TrackUpdateSchema = z.object({
  player: labelled(z.string().min(1).max(100), L('Jugador', 'Player')),
  track: labelled(z.string().min(1).max(40), L('Marcador', 'Track')),
  /** Exactly one of delta (add) or set (replace). */
  delta: labelled(z.number().int().optional(), L('Sumar (o restar)', 'Add (or subtract)')),
  set: labelled(z.number().int().optional(), L('O fijar en', 'Or set to')),
  note: labelled(z.string().trim().max(200).optional(), L('Nota', 'Note')),
});
export type TrackUpdate = z.infer<typeof TrackUpdateSchema>;

/** What the GM types to resolve a phase: the report, track changes, an optional new board, the end of the game. */
export const GmResolutionSchema = z.object({
  report: labelled(z.string().max(GENERIC_LIMITS.maxReportText).default(''), { ...L('Informe de la fase', 'Report of the phase'), widget: 'textarea' }),
  tracks: labelled(z.array(TrackUpdateSchema).max(GENERIC_LIMITS.maxTrackUpdates).default([]), L('Cambios de marcadores', 'Track changes')),
  /** Absent: the board is unchanged; null clears it. */
  board: labelled(BoardSchema.optional(), { ...L('Nuevo tablero (vacío: sin cambios)', 'New board (empty: unchanged)'), widget: 'json' }),
  end: labelled(z.boolean().default(false), L('Terminar la partida', 'End the game')),
  /** Only with `end`. Absent: the players with the highest score track value. */
  winners: labelled(
    z.array(z.string().min(1).max(100)).max(GENERIC_LIMITS.maxPlayers).optional(),
    L('Ganadores (solo al terminar)', 'Winners (only when ending)'),
  ),
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
