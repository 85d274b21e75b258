import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as format from '../../src/services/game-archive/archive-format.ts';
import { COLUMNS } from '../../src/services/game-archive/archive-rows.ts';
import { freshDatabase, type TestDatabase } from '../helpers/databases.ts';

/**
 * A game archive holds every row the game owns (issue 35). When a migration adds a column or a table a game owns,
 * these tests fail until the archive format carries it (and ARCHIVE_VERSION says so).
 */
const ARCHIVED: Record<string, { list: keyof typeof COLUMNS; schema: z.ZodObject; gameId: boolean }> = {
  Game: { list: 'game', schema: format.GameRowSchema, gameId: false },
  Player: { list: 'players', schema: format.PlayerRowSchema, gameId: true },
  Turn: { list: 'turns', schema: format.TurnRowSchema, gameId: true },
  OrderSheet: { list: 'sheets', schema: format.SheetRowSchema, gameId: false },
  LatestSheet: { list: 'latestSheets', schema: format.LatestSheetRowSchema, gameId: false },
  Resolution: { list: 'resolutions', schema: format.ResolutionRowSchema, gameId: false },
  Roll: { list: 'rolls', schema: format.RollRowSchema, gameId: true },
  GmAdjustment: { list: 'adjustments', schema: format.AdjustmentRowSchema, gameId: true },
  AuditLog: { list: 'auditLog', schema: format.AuditRowSchema, gameId: true },
  ArchivedTurn: { list: 'archivedTurns', schema: format.ArchivedTurnRowSchema, gameId: true },
  EmailConfirmation: { list: 'emailConfirmations', schema: format.EmailConfirmationRowSchema, gameId: true },
  JoinRequest: { list: 'joinRequests', schema: format.JoinRequestRowSchema, gameId: true },
};
/** Owned by a game but deliberately left out of its archive (docs/operations.md says why). */
const LEFT_OUT = ['Notification'];

interface Column {
  table: string;
  column: string;
  type: string;
  nullable: boolean;
}

describe('the game archive covers every column of every table a game owns', () => {
  let db: TestDatabase;
  let columns: Column[];
  let owned: string[];
  beforeAll(async () => {
    db = await freshDatabase('pglite');
    columns = await db.database.prisma.$queryRaw<Column[]>`
      SELECT table_name AS "table", column_name AS "column", data_type AS type, is_nullable = 'YES' AS nullable
      FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`;
    // Tables that reference the game, or a table that does (turns, players), directly.
    const references = await db.database.prisma.$queryRaw<{ child: string; parent: string }[]>`
      SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent FROM pg_constraint c WHERE c.contype = 'f'`;
    const strip = (name: string) => name.replace(/^"|"$/g, '');
    const parents = new Set(['Game']);
    for (let grew = true; grew;) {
      grew = false;
      for (const { child, parent } of references) {
        if (parents.has(strip(parent)) && !parents.has(strip(child))) {
          parents.add(strip(child));
          grew = true;
        }
      }
    }
    owned = [...parents].sort();
  });
  afterAll(async () => db?.close());

  it('every table a game owns is archived or left out on purpose', () => {
    expect(owned).toEqual([...Object.keys(ARCHIVED), ...LEFT_OUT].sort());
  });

  it.each(Object.keys(ARCHIVED))("%s: the archive row has exactly its columns (gameId: the archive's game)", (table) => {
    const spec = ARCHIVED[table]!;
    const inDatabase = columns
      .filter((c) => c.table === table)
      .map((c) => c.column)
      .filter((c) => !(spec.gameId && c === 'gameId'));
    expect(Object.keys(spec.schema.shape).sort()).toEqual(inDatabase.sort());
  });

  it.each(Object.keys(ARCHIVED))('%s: dates and JSON columns are converted on import', (table) => {
    const spec = ARCHIVED[table]!;
    const of = (predicate: (c: Column) => boolean) =>
      columns
        .filter((c) => c.table === table && predicate(c))
        .map((c) => c.column)
        .sort();
    const list = COLUMNS[spec.list];
    expect([...list.dates].sort()).toEqual(of((c) => c.type.startsWith('timestamp')));
    expect([...list.json].sort()).toEqual(of((c) => c.type === 'jsonb' && !c.nullable));
    expect([...list.nullableJson].sort()).toEqual(of((c) => c.type === 'jsonb' && c.nullable));
  });
});
