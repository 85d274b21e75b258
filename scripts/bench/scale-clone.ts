// `npm run bench:scale`: many games fast, as copies of games really played over HTTP (scale-play.ts). Every row
// of a template game (Game, Player, Turn, OrderSheet, LatestSheet, Resolution, AuditLog) is copied by one
// INSERT … SELECT per table, so the copies hold the very rows real play left: same JSON, same versions, same
// resolutions. What differs: every id gets a new first 8 hex digits (the copy's number; the same rewrite is applied
// wherever the game's ids appear inside JSON and text: states, orders, audit details), the game's name gets " #n",
// and the token hashes are new random values (a copy can be read by anyone, like every game, but its tokens are
// nobody's: it is played only by the deadline scheduler). Template games with rows in any other table are refused.
import type pg from 'pg';

type Via = 'self' | 'game' | 'turn';

/** Tables with rows of a game, parents first; `via` how a row belongs to the game. */
const TABLES: { table: string; via: Via }[] = [
  { table: 'Game', via: 'self' },
  { table: 'Player', via: 'game' },
  { table: 'Turn', via: 'game' },
  { table: 'OrderSheet', via: 'turn' },
  { table: 'LatestSheet', via: 'turn' },
  { table: 'Resolution', via: 'turn' },
  { table: 'AuditLog', via: 'game' },
];
const NOT_COPIED = ['Roll', 'GmAdjustment', 'Notification', 'ArchivedTurn', 'EmailConfirmation', 'JoinRequest'];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

interface Column {
  name: string;
  type: string;
}

async function columnsOf(client: pg.Client, table: string): Promise<Column[]> {
  const { rows } = await client.query<{ column_name: string; data_type: string }>(
    'SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position',
    [table],
  );
  return rows.map((row) => ({ name: row.column_name, type: row.data_type }));
}

function belongsTo(via: Via, gameId: string): string {
  if (via === 'self') return `"id" = ${literal(gameId)}`;
  return via === 'game' ? `"gameId" = ${literal(gameId)}` : `"turnId" IN (SELECT id FROM "Turn" WHERE "gameId" = ${literal(gameId)})`;
}

/**
 * Copies each template game `copies` times; copy numbers start at `firstNumber` (unique across calls). Returns
 * the next free number.
 */
export async function cloneGames(client: pg.Client, templateIds: readonly string[], copies: number, firstNumber = 1): Promise<number> {
  if (templateIds.length === 0 || copies <= 0) return firstNumber;
  for (const other of NOT_COPIED) {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quote(other)} WHERE "gameId" = ANY($1)`, [templateIds]);
    if (rows[0]!.n > 0) throw new Error(`scale-clone: the templates have ${rows[0]!.n} ${other} rows, which are not copied`);
  }
  const columns = new Map<string, Column[]>();
  for (const { table: name } of TABLES) columns.set(name, await columnsOf(client, name));
  let number = firstNumber;
  for (const gameId of templateIds) {
    // The ids that may appear inside this game's JSON and text: the game's, its players', its turns'.
    const { rows: idRows } = await client.query<{ id: string }>(
      `SELECT id FROM "Game" WHERE id = $1 UNION ALL SELECT id FROM "Player" WHERE "gameId" = $1 UNION ALL SELECT id FROM "Turn" WHERE "gameId" = $1`,
      [gameId],
    );
    const ids = idRows.map((row) => row.id);
    const newId = (expr: string) => `(k.hex || substr(${expr}, 9))`;
    const rewrite = (expr: string) => ids.reduce((text, id) => `replace(${text}, ${literal(id)}, k.hex || ${literal(id.slice(8))})`, expr);
    await client.query('BEGIN');
    try {
      for (const { table: name, via } of TABLES) {
        const cols = columns.get(name)!;
        // Which text/JSON columns hold one of the ids in the template's rows (only those are rewritten).
        const textual = cols.filter((c) => ['text', 'jsonb', 'json', 'character varying'].includes(c.type));
        const holding = new Set<string>();
        if (textual.length > 0) {
          const probe = textual.map(
            (c) => `bool_or(${ids.map((id) => `strpos(${quote(c.name)}::text, ${literal(id)}) > 0`).join(' OR ')}) AS ${quote(c.name)}`,
          );
          const { rows } = await client.query<Record<string, boolean | null>>(`SELECT ${probe.join(', ')} FROM ${quote(name)} WHERE ${belongsTo(via, gameId)}`);
          for (const c of textual) if (rows[0]?.[c.name]) holding.add(c.name);
        }
        const select = cols.map((c) => {
          const col = `t.${quote(c.name)}`;
          if (c.name === 'id' || (c.name.endsWith('Id') && c.name !== 'previousGameId' && c.type === 'text')) return newId(col);
          if (c.name === 'gmTokenHash' || c.name === 'tokenHash') return `(md5(k.hex || ${col}) || md5(${col} || k.hex))`;
          if (c.name === 'inviteCode') return 'NULL';
          if (name === 'Game' && c.name === 'name') return `(${col} || ' #' || k.n)`;
          if (holding.has(c.name)) return c.type === 'jsonb' || c.type === 'json' ? `(${rewrite(`${col}::text`)})::${c.type}` : rewrite(col);
          return col;
        });
        await client.query(
          `INSERT INTO ${quote(name)} (${cols.map((c) => quote(c.name)).join(', ')})
           SELECT ${select.join(', ')}
           FROM ${quote(name)} t CROSS JOIN (SELECT n, lpad(to_hex(n), 8, '0') AS hex FROM generate_series($1::int, $2::int) AS n) k
           WHERE ${belongsTo(via, gameId).replace(/^"/, 't."')}`,
          [number, number + copies - 1],
        );
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
    number += copies;
  }
  return number;
}

/** Games, turns (resolved / all) and saved sheet versions in the database. */
export async function counts(client: pg.Client): Promise<{ games: number; resolvedTurns: number; turns: number; sheets: number }> {
  const { rows } = await client.query(
    `SELECT (SELECT count(*) FROM "Game")::int AS games, (SELECT count(*) FROM "Turn" WHERE status = 'resolved')::int AS "resolvedTurns",
            (SELECT count(*) FROM "Turn")::int AS turns, (SELECT count(*) FROM "OrderSheet")::int AS sheets`,
  );
  return rows[0] as { games: number; resolvedTurns: number; turns: number; sheets: number };
}
