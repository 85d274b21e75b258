import { jsonNull } from '../../repositories/game-archive-repository.ts';
import type { GameArchive } from './archive-format.ts';

/**
 * Rows between the database (Prisma: Date objects, JSON values) and an archive (ISO strings, JSON values). On the
 * way in, a nullable JSON column's null is SQL NULL (as Prisma reads both SQL NULL and JSON null as null) and a
 * null in a JSON column that cannot be NULL is JSON null.
 */
interface Columns {
  dates: readonly string[];
  json: readonly string[];
  nullableJson: readonly string[];
}

const none: readonly string[] = [];

export const COLUMNS: Record<'game' | keyof Omit<GameArchive, 'format' | 'version' | 'schema' | 'exportedAt' | 'game'>, Columns> = {
  game: { dates: ['createdAt', 'startedAt', 'pausedAt'], json: ['setup', 'settings', 'notify'], nullableJson: ['startState', 'deadlinePolicy', 'nmrPolicy'] },
  players: { dates: ['replacedAt', 'linkOpenedAt', 'createdAt'], json: ['data'], nullableJson: none },
  turns: { dates: ['deadline', 'openedAt', 'resolvedAt', 'remindedAt'], json: none, nullableJson: ['startState'] },
  sheets: { dates: ['createdAt'], json: ['orders'], nullableJson: none },
  latestSheets: { dates: none, json: none, nullableJson: none },
  resolutions: {
    dates: ['createdAt'],
    json: ['stateBefore', 'orders', 'outcome', 'events', 'nextState', 'adjustments', 'defaulted', 'sealed', 'asked'],
    nullableJson: ['gmInput'],
  },
  rolls: { dates: ['createdAt'], json: ['record'], nullableJson: none },
  adjustments: { dates: ['createdAt', 'appliedAt'], json: ['data'], nullableJson: none },
  auditLog: { dates: ['createdAt'], json: ['details'], nullableJson: none },
  archivedTurns: { dates: ['archivedAt'], json: ['data'], nullableJson: none },
  emailConfirmations: { dates: ['createdAt', 'sentAt', 'confirmedAt'], json: none, nullableJson: none },
  joinRequests: { dates: ['createdAt'], json: ['data'], nullableJson: none },
};

/** A database row as archive JSON: dates as ISO 8601 strings, everything else as it is. */
export function toArchiveRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out;
}

/** An archive row as Prisma data for its table (`extra`: columns the archive leaves out, such as gameId). */
export function toDatabaseRow(table: keyof typeof COLUMNS, row: Record<string, unknown>, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const columns = COLUMNS[table];
  const out: Record<string, unknown> = { ...row, ...extra };
  for (const key of columns.dates) if (typeof out[key] === 'string') out[key] = new Date(out[key] as string);
  for (const key of columns.json) if (out[key] === null) out[key] = jsonNull.json;
  for (const key of columns.nullableJson) if (out[key] === null) out[key] = jsonNull.db;
  return out;
}
