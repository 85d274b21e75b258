/**
 * For vitest globalSetup files, which run in vitest's own process, once per project and possibly at the same time:
 * Prisma's schema engine (WebAssembly) is one instance per process and crashed when two migrations ran together,
 * so `oneAtATime` queues them; `shared` makes one resource for every project that asks (the PGlite template)
 * and removes it when the last of them is done. Both keep their state on globalThis (symbols): each project
 * may load this module anew.
 */
const QUEUE = Symbol.for('turnkeeper.tests.setup-queue');
const SHARED = Symbol.for('turnkeeper.tests.setup-shared');

type Global = typeof globalThis & {
  [QUEUE]?: Promise<unknown>;
  [SHARED]?: Map<string, { value: Promise<unknown>; users: number; dispose: (value: unknown) => void }>;
};

export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const g = globalThis as Global;
  const run = (g[QUEUE] ?? Promise.resolve()).then(work, work);
  g[QUEUE] = run.catch(() => undefined);
  return run;
}

/** The value made once under `key` and a release function; disposed after the last release. */
export async function shared<T>(key: string, make: () => Promise<T>, dispose: (value: T) => void): Promise<{ value: T; release: () => void }> {
  const g = globalThis as Global;
  const all = (g[SHARED] ??= new Map());
  let entry = all.get(key);
  if (!entry) {
    entry = { value: make(), users: 0, dispose: dispose as (value: unknown) => void };
    all.set(key, entry);
  }
  entry.users++;
  const value = (await entry.value) as T;
  const release = () => {
    if (--entry!.users === 0) {
      all.delete(key);
      entry!.dispose(value);
    }
  };
  return { value, release };
}
