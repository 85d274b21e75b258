/**
 * Interactive transactions wait for a pooled connection (the embedded database has exactly one) and may run
 * a turn's adjudication: generous limits instead of Prisma's 2 s / 5 s defaults.
 */
export const TX_OPTIONS = { maxWait: 60_000, timeout: 60_000 } as const;
