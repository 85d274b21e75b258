import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { performance } from 'node:perf_hooks';

/**
 * Full garbage collections when the server falls quiet after work (docs/performance.md "Idle collection").
 *
 * V8 collects its old generation when it reaches a limit and keeps what it grew for the next burst: after a burst
 * of saves or reads the heap held ~106 MB committed for ~50 MB of live objects, and nothing gave it back while the
 * server waited for the next turn, which for a play-by-post game is nearly all the time. Browsers collect in idle
 * time; Node does not. Here a timer looks once a second at the event loop's utilization (kept by libuv anyway:
 * nothing is added to a request's path) and at the committed heap.
 * - When the last second was quiet and the heap has grown by `growthBytes` since the last idle collection: two
 *   full collections back to back (the first finds the garbage; the second compacts the pages the first left
 *   fragmented: old space 61 → 39 MB in the measured server, where one collection left it at 61).
 * - `settleIntervals` quiet intervals later, one more. V8 gives back its young generation (32 MB, two semi-spaces
 *   of 16) only in a collection that finds the allocation rate since the previous one low, which the first two,
 *   a second after the burst, never do.
 * A busy interval postpones what is pending. Measured after 500 games and 12,000 saves (bench:scale memory, quiet):
 * 154 MB on PostgreSQL and 257 MB on PGlite 15 s after the load, where the server stayed at 204 / 316 MB without.
 */
export interface IdleCollectionOptions {
  /** Busy share of an interval (0–1) at or under which the server counts as quiet. */
  maxUtilization: number;
  /** Committed heap grown since the last idle collection (bytes) that is worth collecting. */
  growthBytes: number;
  /** Quiet intervals after the first collections before the settling one (V8 measures allocation over 5 s). */
  settleIntervals: number;
  intervalMs: number;
}

export const IDLE_COLLECTION_DEFAULTS: IdleCollectionOptions = { maxUtilization: 0.02, growthBytes: 16 * 1024 * 1024, settleIntervals: 6, intervalMs: 1_000 };

/** What the watcher remembers between intervals. */
export interface IdleState {
  /** Committed heap after the last idle collection. */
  committedAfterLast: number;
  /** Quiet intervals in a row since then, while a settling collection is pending; null when none is. */
  quietSinceLast: number | null;
}

/** One interval: how busy the event loop was and how much heap is committed. */
export interface IdleSample {
  utilization: number;
  committedBytes: number;
}

/** How many full collections to make now (0, 1 or 2) and the state after them, committed heap aside (pure). */
export function idleStep(state: IdleState, sample: IdleSample, options: IdleCollectionOptions): { collections: 0 | 1 | 2; quietSinceLast: number | null } {
  if (sample.utilization > options.maxUtilization) return { collections: 0, quietSinceLast: state.quietSinceLast === null ? null : 0 };
  if (sample.committedBytes - state.committedAfterLast >= options.growthBytes) return { collections: 2, quietSinceLast: 0 };
  if (state.quietSinceLast === null) return { collections: 0, quietSinceLast: null };
  const quiet = state.quietSinceLast + 1;
  return quiet >= options.settleIntervals ? { collections: 1, quietSinceLast: null } : { collections: 0, quietSinceLast: quiet };
}

export interface IdleCollectionStats {
  collections: number;
  seconds: number;
}

const stats: IdleCollectionStats = { collections: 0, seconds: 0 };

/** What this process's idle collections did so far (GET /metrics). */
export function idleCollectionStats(): Readonly<IdleCollectionStats> {
  return stats;
}

/**
 * V8's `gc()` without `--expose-gc` on the command line (npm start, the Docker image and `node dist/…` alike): the
 * flag is set for the time it takes to make a new context, whose global has it, and unset again, so the server's
 * own global never gets a `gc`.
 */
function collector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === 'function') return exposed;
  setFlagsFromString('--expose-gc');
  try {
    return runInNewContext('gc') as () => void;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

/** Starts watching for quiet time; returns the function that stops it. The timer never keeps the process alive. */
export function startIdleCollection(options: IdleCollectionOptions = IDLE_COLLECTION_DEFAULTS): () => void {
  const collect = collector();
  let state: IdleState = { committedAfterLast: getHeapStatistics().total_heap_size, quietSinceLast: null };
  let previous = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const utilization = performance.eventLoopUtilization(now, previous).utilization;
    previous = now;
    const step = idleStep(state, { utilization, committedBytes: getHeapStatistics().total_heap_size }, options);
    if (step.collections === 0) {
      state = { ...state, quietSinceLast: step.quietSinceLast };
      return;
    }
    const started = performance.now();
    for (let i = 0; i < step.collections; i++) collect();
    stats.collections += step.collections;
    stats.seconds += (performance.now() - started) / 1000;
    state = { committedAfterLast: getHeapStatistics().total_heap_size, quietSinceLast: step.quietSinceLast };
    previous = performance.eventLoopUtilization(); // the collection is not the next interval's work
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
