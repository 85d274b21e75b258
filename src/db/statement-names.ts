import { createHash } from 'node:crypto';

/**
 * Names for the driver's prepared statements (`statementNameGenerator` of @prisma/adapter-pg): a statement the
 * connection has already prepared is then only bound and executed, and PostgreSQL reuses its plan instead of
 * parsing and planning it again (issue 17: planning was a third of the order save's cost on PGlite).
 *
 * The name is a digest of the SQL text, so equal texts share a name and different texts never do (pg refuses
 * one name for two texts). Only plain data statements are named, and at most `limit` distinct texts per process:
 * each named statement stays prepared on every connection that ran it for the connection's life, so a run of
 * generated texts (savepoints, unusual shapes) cannot grow the database's memory without bound; past the limit
 * statements are sent unnamed, as before.
 */
export function statementNames(limit = 500): (query: { sql: string }) => string {
  const names = new Map<string, string>();
  return ({ sql }) => {
    const known = names.get(sql);
    if (known !== undefined) return known;
    // Unnamed: pg's `name` is optional and `undefined` means the unnamed statement (the adapter's declared type is narrower).
    if (names.size >= limit || !DATA_STATEMENT.test(sql)) return undefined as unknown as string;
    const name = `tk_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
    names.set(sql, name);
    return name;
  };
}

const DATA_STATEMENT = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i;
