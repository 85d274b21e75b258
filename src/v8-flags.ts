import { setFlagsFromString } from 'node:v8';

// V8 settings for the server process, set before anything runs (src/server.ts imports this first), and one that
// depends on the database, set by src/server.ts before the database opens. V8 reads them as it works, not only at
// start, so they take effect from there on (docs/performance.md, "Start time and memory", has the measurements).

/**
 * V8 compiles each WebAssembly function with its baseline compiler and recompiles it with the optimizing one
 * once it has run a budget of about 1.8 MB of code. Opening PGlite and compiling the first Prisma queries (both
 * WebAssembly) crosses that budget for many functions that hardly run again: at every start the optimizing
 * compiler spent 0.3–0.5 s of CPU on them, and 40–60 MB of memory stayed resident after its compilations.
 * With ten times the budget only what stays hot is optimized (under load, within a second or so: bench:http
 * throughput did not change). Each instance reads the budget when it is made, so this comes before any
 * WebAssembly module is instantiated.
 */
setFlagsFromString('--wasm-tiering-budget=18000000');

/**
 * After each full collection V8 lets the old generation grow to a multiple of what survived before it collects
 * again: up to 4× on a host with several GB of memory (~1.9× measured here). The server's live heap is ~40–60 MB
 * and most of what a request allocates is garbage soon, so the heap stood at 116–118 MB after creating 500 games,
 * half of it garbage waiting for the limit. Growing by half of the live heap keeps it at 97–101 MB (RSS 254–276
 * against 280–317 MB in the same runs), at the price of a full collection (a few ms, mostly concurrent) every
 * ~25 MB of promoted objects instead of every ~45.
 */
setFlagsFromString('--heap-growing-percent=50');

/**
 * On the embedded database, PostgreSQL itself is WebAssembly in this process (PGlite), and V8 recompiles its hot
 * functions with the optimizing compiler on background threads. One such compilation takes megabytes of memory
 * (38 MB at the peak of a start, measured with heaptrack), and the malloc arenas of those threads keep it once it is
 * freed: 60–110 MB resident that nothing uses, a different amount at every start. With the baseline compiler only,
 * RSS after 500 games and 12,000 saved sheets is 262 MB instead of 299–313, and 210–213 MB at rest instead of
 * 236–279. An order save costs ~10% more CPU (417–451 against 368–427 µs): 0.99–1.13 of the INSERT floor. On
 * PostgreSQL the only WebAssembly is Prisma's query compiler: the same flag saved no memory and cost 10% of an order
 * save's CPU, so it is set for the embedded database only.
 */
export function compileWebAssemblyWithBaselineOnly(): void {
  setFlagsFromString('--liftoff-only');
}
