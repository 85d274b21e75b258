import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedUpTo, type OldSchemaDatabase } from '../helpers/old-schema.ts';

/**
 * Migration 0008 (flat reads, issue 17): a database holding sheets saved before it gets one LatestSheet row per
 * player and turn, pointing at the highest version and remembering whether that version was marked ready.
 */
describe('migration 0008 fills LatestSheet from the sheets already saved (PGlite)', () => {
  let db: OldSchemaDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    // The migrations as they were before 0008.
    db = await databaseMigratedUpTo('0007_paused_remaining_float');
    expect(db.applied.at(-1)).toBe('0007_paused_remaining_float');
    client = db.client;
    await client.query(`INSERT INTO "Game" (id, name, ruleset, setup, "gmTokenHash", status) VALUES ('g', 'Old', 'lords-of-chaos', '{}', 'h', 'running')`);
    await client.query(
      `INSERT INTO "Player" (id, "gameId", seat, name, data, "tokenHash") VALUES ('a', 'g', 0, 'Ana', '{}', 'ta'), ('b', 'g', 1, 'Bo', '{}', 'tb'), ('c', 'g', 2, 'Cy', '{}', 'tc')`,
    );
    await client.query(
      `INSERT INTO "Turn" (id, "gameId", number, status, seed, "seedHash") VALUES ('t1', 'g', 1, 'resolved', 's1', 'h1'), ('t2', 'g', 2, 'open', 's2', 'h2')`,
    );
    await client.query(`INSERT INTO "OrderSheet" (id, "turnId", "playerId", version, orders, ready) VALUES
      ('s1', 't1', 'a', 1, '[]', false), ('s2', 't1', 'a', 2, '[]', true),
      ('s3', 't2', 'a', 1, '[]', true), ('s4', 't2', 'a', 2, '[1]', false), ('s5', 't2', 'a', 3, '[2]', false),
      ('s6', 't2', 'b', 1, '[]', false), ('s7', 't2', 'b', 2, '[]', true)`);
  });

  afterAll(async () => {
    await db?.close();
  });

  it('one row per player and turn with the highest version and its ready flag; none for a player who sent nothing', async () => {
    expect(await db.migrateRest()).toContain('0008_flat_reads');
    const rows = (await client.query(`SELECT "turnId", "playerId", version, "readyVersion" FROM "LatestSheet" ORDER BY "turnId", "playerId"`)).rows;
    expect(rows).toEqual([
      { turnId: 't1', playerId: 'a', version: 2, readyVersion: 2 },
      { turnId: 't2', playerId: 'a', version: 3, readyVersion: null },
      { turnId: 't2', playerId: 'b', version: 2, readyVersion: 2 },
    ]);
    expect((await client.query(`SELECT revision, "viewRevision" FROM "Game"`)).rows).toEqual([{ revision: 0, viewRevision: 0 }]);
  });
});
