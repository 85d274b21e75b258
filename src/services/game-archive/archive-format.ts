import { z } from 'zod';

/**
 * A game as a portable archive (issue 35): every row the game owns, as stored, so that another server serves the
 * same reports, maps, case files and replays byte for byte (ids are kept: versions and links are derived from
 * them). The format is versioned independently of the database: a migration that adds a column a game owns adds
 * it here (optional, with the column's default, so older archives still import) and bumps ARCHIVE_VERSION; the
 * test tests/operations/archive-columns.db.test.ts fails until it does. Rows of child tables leave out `gameId`
 * (it is the archive's game).
 *
 * Not in an archive: the notification outbox (deliveries of the server that queued them) and rate-limit counters.
 */
export const ARCHIVE_FORMAT = 'turnkeeper-game-archive';
export const ARCHIVE_VERSION = 1;

/** Upper bounds on what one archive may hold (an upload is hostile input; the body limit bounds its bytes). */
export const ARCHIVE_LIMITS = {
  players: 5_000,
  turns: 100_000,
  sheets: 1_000_000,
  rows: 2_000_000,
} as const;

const id = z.string().min(1).max(100);
const hash = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex');
const text = (max = 10_000) => z.string().max(max);
const date = z.iso.datetime({ offset: true }).describe('ISO 8601 date-time');
const count = z.number().int().min(0).max(2_147_483_647);
/** A JSON column: any JSON value (shape checked by the ruleset when the game is played, not here). */
const json = z.json();
const optionalDate = date.nullable();

export const GameRowSchema = z.strictObject({
  id,
  name: text(200).min(1),
  ruleset: text(64).min(1),
  setup: json,
  settings: json,
  language: z.enum(['es', 'en']),
  status: z.enum(['setup', 'running', 'paused', 'finished']),
  gmTokenHash: hash,
  startState: json.nullable(),
  createdAt: date,
  startedAt: optionalDate,
  deadlinePolicy: json.nullable(),
  nmrPolicy: json.nullable(),
  readyEarly: z.boolean(),
  notify: json,
  pausedAt: optionalDate,
  resolveWhen: z.enum(['answers', 'deadline', 'gm']),
  gameSeed: text(200).nullable(),
  gameSeedHash: hash.nullable(),
  previousGameId: id.nullable(),
  inviteCode: text(200).min(1).nullable(),
  revision: count,
  viewRevision: count,
});

export const PlayerRowSchema = z.strictObject({
  id,
  seat: count,
  name: text(200).min(1),
  data: json,
  email: text(320).nullable(),
  status: z.enum(['active', 'civil_disorder']),
  missedTurns: count,
  tokenHash: hash,
  replacedAt: optionalDate,
  linkSalt: text(200).nullable(),
  linkOpenedAt: optionalDate,
  createdAt: date,
});

export const TurnRowSchema = z.strictObject({
  id,
  number: count,
  status: z.enum(['open', 'resolved']),
  deadline: optionalDate,
  seed: text(200).min(1),
  seedHash: hash,
  rngVersion: z.number().int().min(1).max(1000),
  openedAt: date,
  resolvedAt: optionalDate,
  pausedRemainingMs: z.number().finite().nullable(),
  extended: z.boolean(),
  remindedAt: optionalDate,
  hiddenSeed: text(200).nullable(),
  hiddenSeedHash: hash.nullable(),
  startState: json.nullable(),
});

export const SheetRowSchema = z.strictObject({
  id,
  turnId: id,
  playerId: id,
  version: count.min(1),
  orders: json,
  ready: z.boolean(),
  /** The GM typed this version for the player (issue 36); archives made before it have no such key. */
  enteredByGm: z.boolean().default(false),
  createdAt: date,
});

export const LatestSheetRowSchema = z.strictObject({
  turnId: id,
  playerId: id,
  version: count.min(1),
  readyVersion: count.nullable(),
});

export const ResolutionRowSchema = z.strictObject({
  id,
  turnId: id,
  seed: text(200).min(1),
  stateBefore: json,
  orders: json,
  outcome: json,
  events: json,
  nextState: json,
  gameOver: z.boolean(),
  gmInput: json.nullable(),
  adjustments: json,
  defaulted: json,
  sealed: json,
  asked: json,
  createdAt: date,
});

export const AuditRowSchema = z.strictObject({ id, actor: text(100), action: text(100), details: json, createdAt: date });

export const RollRowSchema = z.strictObject({
  id,
  turnId: id,
  counter: count,
  actor: text(100),
  reason: text(),
  private: z.boolean(),
  expr: text(),
  record: json,
  createdAt: date,
});

export const AdjustmentRowSchema = z.strictObject({
  id,
  turnNumber: count,
  kind: text(100),
  data: json,
  reason: text(),
  createdAt: date,
  appliedAt: optionalDate,
});

export const ArchivedTurnRowSchema = z.strictObject({ id, number: count, revertId: id, data: json, archivedAt: date });

export const EmailConfirmationRowSchema = z.strictObject({
  id,
  address: text(320).min(1),
  tokenHash: hash,
  createdAt: date,
  sentAt: optionalDate,
  confirmedAt: optionalDate,
});

export const JoinRequestRowSchema = z.strictObject({
  id,
  name: text(200).min(1),
  data: json,
  tokenHash: hash,
  status: z.enum(['pending', 'declined']),
  createdAt: date,
});

const rows = <T extends z.ZodType>(row: T, max: number) => z.array(row).max(max);

export const GameArchiveSchema = z.strictObject({
  format: z.literal(ARCHIVE_FORMAT),
  /** Checked before the rest (a newer archive is refused as such, not as a list of unknown fields). */
  version: z.literal(ARCHIVE_VERSION),
  /** The last database migration of the server that wrote it (informative; a newer one is refused). */
  schema: text(200),
  exportedAt: date,
  game: GameRowSchema,
  players: rows(PlayerRowSchema, ARCHIVE_LIMITS.players),
  turns: rows(TurnRowSchema, ARCHIVE_LIMITS.turns),
  sheets: rows(SheetRowSchema, ARCHIVE_LIMITS.sheets),
  latestSheets: rows(LatestSheetRowSchema, ARCHIVE_LIMITS.sheets),
  resolutions: rows(ResolutionRowSchema, ARCHIVE_LIMITS.turns),
  rolls: rows(RollRowSchema, ARCHIVE_LIMITS.rows),
  adjustments: rows(AdjustmentRowSchema, ARCHIVE_LIMITS.rows),
  auditLog: rows(AuditRowSchema, ARCHIVE_LIMITS.rows),
  archivedTurns: rows(ArchivedTurnRowSchema, ARCHIVE_LIMITS.turns),
  emailConfirmations: rows(EmailConfirmationRowSchema, ARCHIVE_LIMITS.players * 2),
  joinRequests: rows(JoinRequestRowSchema, ARCHIVE_LIMITS.players * 2),
});

export type GameArchive = z.infer<typeof GameArchiveSchema>;

/** The row lists of an archive, in the order they are inserted (parents first). */
export const ARCHIVE_TABLES = [
  'players',
  'turns',
  'sheets',
  'latestSheets',
  'resolutions',
  'rolls',
  'adjustments',
  'auditLog',
  'archivedTurns',
  'emailConfirmations',
  'joinRequests',
] as const satisfies readonly (keyof GameArchive)[];
