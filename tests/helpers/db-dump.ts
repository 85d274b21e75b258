import type { Db } from '../../src/db/client.ts';

/** Every row of every application table, in a stable order: compare before/after to prove nothing changed. */
export async function dumpTables(db: Db): Promise<string> {
  const tables = ['Game', 'Player', 'Turn', 'OrderSheet', 'Resolution', 'AuditLog'];
  const dump: Record<string, unknown> = {};
  for (const table of tables) {
    dump[table] = await db.$queryRawUnsafe(`SELECT to_jsonb(t) AS row FROM "${table}" t ORDER BY id`);
  }
  return JSON.stringify(dump);
}
