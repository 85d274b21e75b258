// Options of `npm run bench:scale` (scripts/bench/scale.ts).
//   --only games|storm|processes|memory|first-start   one scenario (repeatable: --only games --only storm); default all
//   --db pglite|postgres|both                         default both
//   --games N      games of the `games` scenario (default 10,000 on PostgreSQL, 1,000 on PGlite) and of the storm
//                  (default 1,000): a smaller N is a smoke run (docs/performance.md is then not written, unless --write)
//   --duration S   seconds per load run (default 10)
//   --connections  autocannon connections (default 32)
//   --no-write / --write

export type DbKind = 'pglite' | 'postgres';
export const SCENARIOS = ['games', 'storm', 'processes', 'memory', 'first-start'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export interface ScaleOptions {
  scenarios: Scenario[];
  databases: DbKind[];
  /** Games of the `games` scenario per database, and of the storm. */
  games: Record<DbKind, number>;
  storm: number;
  duration: number;
  connections: number;
  write: boolean;
  smoke: boolean;
}

export function parseOptions(argv: readonly string[]): ScaleOptions {
  const values = (name: string): string[] => {
    const found: string[] = [];
    argv.forEach((arg, i) => {
      if (arg !== `--${name}`) return;
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
      found.push(value);
    });
    return found;
  };
  const positive = (name: string): number | undefined => {
    const raw = values(name).at(-1);
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer, not "${raw}"`);
    return value;
  };
  const only = values('only');
  for (const name of only)
    if (!(SCENARIOS as readonly string[]).includes(name)) throw new Error(`--only must be one of ${SCENARIOS.join(', ')}, not "${name}"`);
  const db = values('db').at(-1) ?? 'both';
  if (!['pglite', 'postgres', 'both'].includes(db)) throw new Error(`--db must be pglite, postgres or both, not "${db}"`);
  const games = positive('games');
  const smoke = games !== undefined && games < 1_000;
  return {
    scenarios: only.length > 0 ? (only as Scenario[]) : [...SCENARIOS],
    databases: db === 'both' ? ['pglite', 'postgres'] : [db as DbKind],
    games: { postgres: games ?? 10_000, pglite: games ?? 1_000 },
    storm: games ? Math.min(games, 1_000) : 1_000,
    duration: positive('duration') ?? (smoke ? 3 : 10),
    connections: positive('connections') ?? 32,
    write: argv.includes('--write') || (!smoke && !argv.includes('--no-write')),
    smoke,
  };
}
