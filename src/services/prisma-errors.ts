/**
 * "Unique constraint failed", thrown when two writers race for the same key: P2002 from model queries, or
 * P2010 (raw query failed) carrying PostgreSQL's 23505 from raw SQL.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, meta } = error as { code?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } };
  return code === 'P2002' || (code === 'P2010' && meta?.driverAdapterError?.cause?.originalCode === '23505');
}
