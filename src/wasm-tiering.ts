import { setFlagsFromString } from 'node:v8';

/**
 * V8 compiles each WebAssembly function with its baseline compiler and recompiles it with the optimizing one
 * once it has run a budget of about 1.8 MB of code. Opening PGlite and compiling the first Prisma queries (both
 * WebAssembly) crosses that budget for many functions that hardly run again: at every start the optimizing
 * compiler spent 0.3–0.5 s of CPU on them, and 40–60 MB of memory stayed resident after its compilations.
 * With ten times the budget only what stays hot is optimized (under load, within a second or so: bench:http
 * throughput did not change; docs/performance.md, "Start time and memory"). Imported first by the server,
 * before any WebAssembly module is instantiated (each instance reads the budget then).
 */
setFlagsFromString('--wasm-tiering-budget=18000000');
