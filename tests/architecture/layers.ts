import type { Import, SourceFile } from './source-graph.ts';
import { unitOf } from './source-graph.ts';

/**
 * The layers of src/, bottom to top (docs/architecture.md draws them). A file may import its own unit (top-level
 * folder, or a file at the top of src/) and the units of LOWER layers only: never a unit of its own layer, never
 * one above. Every unit of src/ must stand here, so a new folder is placed on purpose.
 */
export const LAYERS: readonly (readonly string[])[] = [
  ['operations-settings.ts'], // backup settings, read by config.ts and by the backup commands without the server's
  ['engine', 'time', 'config.ts', 'v8-flags.ts', 'idle-collection.ts', 'log-destination.ts', 'generated'], // leaves: the rules, clocks and deadlines, settings, V8's memory, the log's file, the Prisma client
  ['i18n', 'db'],
  ['reports', 'repositories'],
  ['notifications'], // the outbox and its delivery
  ['services'], // use cases: transactions live here
  ['lifecycle', 'demo'], // background jobs (the deadline scheduler) and the demo seed, both started by the server
  ['web'], // pages
  ['http'], // routes and plugins
  ['app.ts'], // the Fastify app
  ['server.ts'], // the process
];

export const layerOf = (unit: string) => LAYERS.findIndex((layer) => layer.includes(unit));

const shown = (i: Import) => `${i.from} -> ${i.to}${i.typeOnly ? ' (type)' : ''}`;
const local = (imports: readonly Import[]) => imports.filter((i) => !i.bare);

/** Units found in the tree that no layer names. */
export function unplacedUnits(files: readonly SourceFile[]): string[] {
  return [...new Set(files.map((file) => unitOf(file.path)))].filter((unit) => layerOf(unit) < 0).sort();
}

/** Imports of a unit of the same layer or of a higher one. */
export function upwardImports(imports: readonly Import[]): string[] {
  return local(imports)
    .filter((i) => unitOf(i.from) !== unitOf(i.to) && layerOf(unitOf(i.to)) >= layerOf(unitOf(i.from)))
    .map(shown);
}

/**
 * The faces (http, web) and the background jobs (lifecycle) reach data through services only: no repository,
 * no Prisma client, and of src/db only types (the client's type, to pass it on).
 */
export function dataPastServices(imports: readonly Import[]): string[] {
  return local(imports)
    .filter((i) => ['http', 'web', 'lifecycle'].includes(unitOf(i.from)))
    .filter((i) => unitOf(i.to) === 'repositories' || unitOf(i.to) === 'generated' || (unitOf(i.to) === 'db' && !i.typeOnly))
    .map(shown);
}

/**
 * Prisma stays in src/db and src/repositories. Elsewhere: the generated client for its types only; of src/db,
 * besides types, only the transaction options (services open transactions) and, for app.ts and server.ts, the
 * opening of the database; the driver packages never (except that the HTTP error handler recognises the
 * driver's error class, to keep its message out of the logs).
 */
export function prismaOutsideRepositories(imports: readonly Import[]): string[] {
  const outside = imports.filter((i) => !['db', 'repositories'].includes(unitOf(i.from)));
  const wiring = ['app.ts', 'server.ts'];
  return outside
    .filter((i) => {
      if (i.bare) return /^@prisma\//.test(i.to) || (i.to === 'pg' && i.from !== 'http/plugins/error-handler.ts');
      if (unitOf(i.to) === 'generated') return !i.typeOnly;
      if (unitOf(i.to) !== 'db' || i.typeOnly) return false;
      return !(i.to === 'db/transaction-options.ts' || wiring.includes(unitOf(i.from)));
    })
    .map(shown);
}

/** Lower-cased model names of prisma/schema.prisma (the client's delegates: db.game, tx.orderSheet...). */
export function prismaModels(schema: string): string[] {
  return [...schema.matchAll(/^model\s+(\w+)\s*\{/gm)].map((m) => m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1));
}

const DELEGATE_METHODS =
  'findUnique|findUniqueOrThrow|findFirst|findFirstOrThrow|findMany|create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany|count|aggregate|groupBy';

/**
 * Database queries outside src/repositories and src/db: a model delegate's query (`db.game.findMany(`), raw SQL
 * (`$queryRaw`, `$executeRaw`...), and a transaction opened outside services (the unit of work is a use case).
 */
export function queriesOutsideRepositories(files: readonly SourceFile[], models: readonly string[]): string[] {
  const delegate = new RegExp(`\\.(${models.join('|')})\\s*\\.\\s*(${DELEGATE_METHODS})\\s*\\(`, 'g');
  const raw = /\.\s*(\$queryRaw|\$executeRaw|\$queryRawUnsafe|\$executeRawUnsafe)\b/g;
  const transaction = /\.\s*\$transaction\s*\(/g;
  return files
    .filter((file) => !['db', 'repositories'].includes(unitOf(file.path)))
    .flatMap((file) => [
      ...[...file.code.matchAll(delegate)].map((m) => `${file.path}: .${m[1]}.${m[2]}(`),
      ...[...file.code.matchAll(raw)].map((m) => `${file.path}: ${m[1]}`),
      ...(unitOf(file.path) === 'services' ? [] : [...file.code.matchAll(transaction)].map(() => `${file.path}: $transaction outside services`)),
    ]);
}

/** Packages the engine may import: validation, the seeded generators' library and hashing (seeds, commitments). */
const ENGINE_PACKAGES = [/^zod$/, /^pure-rand(\/|$)/, /^node:crypto$/];

/**
 * The engine is pure (docs/rulesets.md): it imports nothing outside src/engine but the packages above; its code
 * reads no clock, no environment and no randomness but the seeded generators (src/engine/core/random.ts, rng.ts).
 */
export function engineImpurities(files: readonly SourceFile[], imports: readonly Import[]): string[] {
  const imported = imports
    .filter((i) => unitOf(i.from) === 'engine')
    .filter((i) => (i.bare ? !ENGINE_PACKAGES.some((allowed) => allowed.test(i.to)) : unitOf(i.to) !== 'engine'))
    .map(shown);
  const forbidden =
    /\bDate\.now\b|\bnew\s+Date\s*\(\s*\)|\bMath\.random\b|\bperformance\.now\b|\bprocess\.\w+|\bglobalThis\b|\b(?:randomBytes|randomUUID|randomInt|getRandomValues)\b|\bset(?:Timeout|Interval|Immediate)\s*\(/g;
  const used = files
    .filter((file) => unitOf(file.path) === 'engine' && file.path.endsWith('.ts'))
    .flatMap((file) => [...file.code.matchAll(forbidden)].map((m) => `${file.path}: ${m[0]}`));
  return [...imported, ...used];
}

/**
 * Below the faces, time comes from the caller's Clock (src/time/clock.ts), so tests move it by hand: services,
 * notifications, jobs and repositories never read the system clock themselves.
 */
export function systemClockReads(files: readonly SourceFile[]): string[] {
  const read = /\bDate\.now\s*\(|\bnew\s+Date\s*\(\s*\)/g;
  return files
    .filter((file) => ['services', 'notifications', 'lifecycle', 'repositories', 'time'].includes(unitOf(file.path)) && file.path !== 'time/clock.ts')
    .flatMap((file) => [...file.code.matchAll(read)].map((m) => `${file.path}: ${m[0]}`));
}

/** Below the faces, Fastify is only a type (a logger's interface): no unit under web imports the framework. */
export function frameworkBelowFaces(imports: readonly Import[]): string[] {
  return imports.filter((i) => i.bare && /^(fastify|@fastify\/)/.test(i.to) && !i.typeOnly && layerOf(unitOf(i.from)) < layerOf('web')).map(shown);
}
