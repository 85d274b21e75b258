/** Prisma's "unique constraint failed" (P2002), thrown when two writers race for the same key. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}
