import { setFlagsFromString } from 'node:v8';

// V8 settings for the server process, set before anything runs (src/server.ts imports this first). Both are read
// by V8 as it works, not only at start, so they take effect from here on (docs/performance.md, "Start time and
// memory", has the measurements).

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
