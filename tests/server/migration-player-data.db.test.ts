import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedUpTo, type OldSchemaDatabase } from '../helpers/old-schema.ts';

/**
 * Migration 0004 (one server path): a database created by the schema before it, holding a Lords of Chaos game
 * whose players keep their warband, god, god kind and starting planets in columns, is migrated; the data moves
 * into `Player.data` (what every ruleset reads) and the columns are gone. Other rulesets' data is untouched.
 */
describe('migration 0004 moves Lords of Chaos player columns into Player.data (PGlite)', () => {
  let db: OldSchemaDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    // The migrations as they were before 0004, with the schema of that time.
    db = await databaseMigratedUpTo('0003_rng_version');
    expect(db.applied).toEqual(['0001_init', '0002_lifecycle_sessions', '0003_rng_version']);
    client = db.client;
    await client.query(
      `INSERT INTO "Game" (id, name, ruleset, setup, "gmTokenHash") VALUES ('loc', 'Old LoC', 'lords-of-chaos', '{}', 'h1'), ('gen', 'Old generic', 'generic', '{}', 'h2')`,
    );
    await client.query(`INSERT INTO "Player" (id, "gameId", seat, name, warband, god, "godKind", planets, data, "tokenHash")
      VALUES ('p1', 'loc', 0, 'Ana', 'World Eaters', 'Khorne', 'major', '["vraks","ofidia"]', '{}', 't1'),
             ('p2', 'gen', 0, 'Bo', NULL, NULL, NULL, '[]', '{"colour":"red"}', 't2')`);
  });

  afterAll(async () => {
    await db?.close();
  });

  it('applies the remaining migrations and keeps every seat, its data now in Player.data', async () => {
    const applied = await db.migrateRest();
    expect(applied[0]).toBe('0004_one_server_path');
    const rows = (await client.query(`SELECT id, name, data FROM "Player" ORDER BY id`)).rows;
    expect(rows).toEqual([
      { id: 'p1', name: 'Ana', data: { warband: 'World Eaters', god: 'Khorne', godKind: 'major', planets: ['vraks', 'ofidia'] } },
      { id: 'p2', name: 'Bo', data: { colour: 'red' } },
    ]);
    const columns = (await client.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'Player'`)).rows.map((r) => r.column_name);
    for (const gone of ['warband', 'god', 'godKind', 'planets']) expect(columns).not.toContain(gone);
    // Games started before the hidden stream existed have no game seed; every game resolves on answers by default.
    expect((await client.query(`SELECT id, "gameSeed", "resolveWhen" FROM "Game" ORDER BY id`)).rows).toEqual([
      { id: 'gen', gameSeed: null, resolveWhen: 'answers' },
      { id: 'loc', gameSeed: null, resolveWhen: 'answers' },
    ]);
  });
});
