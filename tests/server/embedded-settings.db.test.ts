import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded-postgres.ts';

/**
 * The embedded database's memory settings reach PostgreSQL, on a data directory created by a child process
 * (docs/performance.md, "Start time and memory") and again when it is reopened.
 */
describe('embedded PGlite settings', () => {
  const root = mkdtempSync(join(tmpdir(), 'turnkeeper-settings-'));
  const dataDir = join(root, 'pglite');
  let db: EmbeddedPostgres | undefined;
  afterAll(async () => {
    await db?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  async function show(url: string, setting: string): Promise<string> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<Record<string, string>>(`SHOW ${setting}`)).rows[0]![setting]!;
    } finally {
      await client.end();
    }
  }

  it('a new data directory: shared_buffers 16MB instead of initdb 128MB, data kept on reopening', { timeout: 120_000 }, async () => {
    db = await startEmbeddedPostgres(dataDir);
    expect(await show(db.url, 'shared_buffers')).toBe('16MB');
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query('CREATE TABLE kept (id int)');
    await client.query('INSERT INTO kept VALUES (7)');
    await client.end();
    await db.stop();

    db = await startEmbeddedPostgres(dataDir);
    expect(await show(db.url, 'shared_buffers')).toBe('16MB');
    const again = new pg.Client({ connectionString: db.url });
    await again.connect();
    expect((await again.query('SELECT id FROM kept')).rows).toEqual([{ id: 7 }]);
    await again.end();
  });
});
