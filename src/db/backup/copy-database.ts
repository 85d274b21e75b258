import pg from 'pg';

/**
 * Copies every row of one Turnkeeper database into another, empty one of the same schema (the same migrations
 * applied), whatever each is: the embedded database through its socket, or PostgreSQL of any version. This is how the
 * whole server moves from the embedded database to PostgreSQL and back (`npm run db:move`), and how a PGlite backup
 * is restored into PostgreSQL. The source is read in one REPEATABLE READ READ ONLY transaction (one moment of it);
 * the target is written in one transaction that commits only after every table was compared with the source (rows
 * and an MD5 of their JSON, in a fixed order): all of it, identical, or nothing.
 */
export interface CopiedTable {
  table: string;
  rows: number;
}

const BATCH = 200;

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Application tables (not Prisma's migration table) and their columns, by name. */
async function tablesOf(client: pg.Client): Promise<Map<string, string[]>> {
  const { rows } = await client.query<{ table: string; column: string }>(
    `SELECT c.table_name AS "table", c.column_name AS "column" FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
     WHERE c.table_schema = 'public' AND c.table_name <> '_prisma_migrations' ORDER BY c.table_name, c.column_name`,
  );
  const tables = new Map<string, string[]>();
  for (const { table, column } of rows) tables.set(table, [...(tables.get(table) ?? []), column]);
  return tables;
}

async function migrationsOf(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((row) => row.name);
}

/** Tables ordered so that every table comes after the tables its foreign keys point at. */
async function parentsFirst(client: pg.Client, tables: readonly string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT cl.relname AS child, pl.relname AS parent FROM pg_constraint c
     JOIN pg_class cl ON cl.oid = c.conrelid JOIN pg_class pl ON pl.oid = c.confrelid
     JOIN pg_namespace n ON n.oid = cl.relnamespace WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const { child, parent } of rows) if (child === table && parent !== table) visit(parent, path);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table, new Set());
  return ordered.filter((table) => tables.includes(table));
}

/** Rows and a digest of a table's content (its rows as JSON, sorted): equal on both sides means the same data. */
async function fingerprint(client: pg.Client, table: string): Promise<{ rows: number; md5: string }> {
  const { rows } = await client.query<{ rows: number; md5: string | null }>(
    `SELECT count(*)::int AS rows, md5(coalesce(string_agg(j, E'\\n' ORDER BY j COLLATE "C"), '')) AS md5 FROM (SELECT row_to_json(t)::text AS j FROM ${quote(table)} t) s`,
  );
  return { rows: rows[0]!.rows, md5: rows[0]!.md5 ?? '' };
}

export async function copyDatabase(sourceUrl: string, targetUrl: string, onTable: (copied: CopiedTable) => void = () => {}): Promise<CopiedTable[]> {
  const source = await connect(sourceUrl);
  try {
    const target = await connect(targetUrl);
    try {
      const [fromMigrations, toMigrations] = [await migrationsOf(source), await migrationsOf(target)];
      if (fromMigrations.join() !== toMigrations.join()) {
        throw new Error(
          `The two databases are not at the same migration (source: ${fromMigrations.at(-1) ?? 'none'}, target: ${toMigrations.at(-1) ?? 'none'}): start this version of the server on each once, then copy`,
        );
      }
      const [fromTables, toTables] = [await tablesOf(source), await tablesOf(target)];
      for (const [table, columns] of fromTables) {
        if (toTables.get(table)?.join() !== columns.join()) throw new Error(`Table ${table} differs between the two databases`);
      }
      const order = await parentsFirst(target, [...fromTables.keys()]);
      await source.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await target.query('BEGIN');
      try {
        for (const table of order) {
          const { rows } = await target.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${quote(table)}) AS any`);
          if (rows[0]!.any) throw new Error(`The target is not empty (table ${table} has rows): copy into an empty database`);
        }
        const copied: CopiedTable[] = [];
        for (const table of order) {
          await source.query(`DECLARE copy_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${quote(table)} t`);
          let count = 0;
          for (;;) {
            const batch = await source.query<{ j: string }>(`FETCH ${BATCH} FROM copy_rows`);
            if (batch.rows.length === 0) break;
            const json = `[${batch.rows.map((row) => row.j).join(',')}]`;
            await target.query(`INSERT INTO ${quote(table)} SELECT * FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`, [json]);
            count += batch.rows.length;
          }
          await source.query('CLOSE copy_rows');
          const [from, to] = [await fingerprint(source, table), await fingerprint(target, table)];
          if (from.rows !== to.rows || from.md5 !== to.md5)
            throw new Error(
              `Table ${table} did not arrive intact (${from.rows} rows sent, ${to.rows} arrived, digests ${from.md5} / ${to.md5}): nothing was copied`,
            );
          copied.push({ table, rows: count });
          onTable({ table, rows: count });
        }
        await target.query('COMMIT');
        return copied;
      } catch (error) {
        await target.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        await source.query('ROLLBACK').catch(() => {});
      }
    } finally {
      await target.end();
    }
  } finally {
    await source.end();
  }
}

/** Other sessions on the database (servers still connected): a copy or a restore must not race with them. */
export async function otherSessions(url: string): Promise<number> {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}
