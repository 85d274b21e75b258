import { describe, expect, it } from 'vitest';
import { IDLE_COLLECTION_DEFAULTS, idleCollectionStats, idleStep, startIdleCollection, type IdleState } from '../../src/idle-collection.ts';

const MB = 1024 * 1024;
const OPTIONS = IDLE_COLLECTION_DEFAULTS; // quiet at ≤ 2% busy, 16 MB of growth, settling 6 quiet intervals later

describe('idle collection: full collections when the server falls quiet after work (src/idle-collection.ts)', () => {
  it.each([
    // last idle collection left `last` MB committed; `pending`: quiet intervals since, while a settling one is due
    { case: 'quiet, grown 40 MB: two now, settling pending', utilization: 0, now: 100, last: 60, pending: null, collections: 2, after: 0 },
    { case: 'at both bounds (2% busy, 16 MB)', utilization: 0.02, now: 76, last: 60, pending: null, collections: 2, after: 0 },
    { case: 'busy: requests are being answered', utilization: 0.021, now: 100, last: 60, pending: null, collections: 0, after: null },
    { case: 'busy, settling pending: postponed', utilization: 0.5, now: 200, last: 60, pending: 4, collections: 0, after: 0 },
    { case: 'quiet, grown less than 16 MB, nothing pending', utilization: 0, now: 75.9, last: 60, pending: null, collections: 0, after: null },
    { case: 'quiet, smaller than after the last one', utilization: 0, now: 50, last: 60, pending: null, collections: 0, after: null },
    { case: 'quiet, settling pending: counts', utilization: 0.01, now: 60, last: 60, pending: 3, collections: 0, after: 4 },
    { case: 'quiet, the sixth quiet interval: settles', utilization: 0.01, now: 60, last: 60, pending: 5, collections: 1, after: null },
    { case: 'quiet and grown again while pending: two again', utilization: 0, now: 90, last: 60, pending: 5, collections: 2, after: 0 },
  ])('$case', ({ utilization, now, last, pending, collections, after }) => {
    const state: IdleState = { committedAfterLast: last * MB, quietSinceLast: pending };
    expect(idleStep(state, { utilization, committedBytes: now * MB }, OPTIONS)).toEqual({ collections, quietSinceLast: after });
  });

  it('collects when the event loop is quiet, and gives the server no global gc()', async () => {
    // Whether the heap grew enough is the table's (idleStep); here any quiet interval collects (growth 0), since
    // how much a burst grows this worker's heap depends on what the files before it left.
    const hadGc = 'gc' in globalThis;
    const before = idleCollectionStats();
    const [collections, seconds] = [before.collections, before.seconds];
    const stop = startIdleCollection({ ...OPTIONS, growthBytes: 0, intervalMs: 20 });
    try {
      await expect.poll(() => idleCollectionStats().collections).toBeGreaterThanOrEqual(collections + 2);
      expect(idleCollectionStats().seconds).toBeGreaterThan(seconds);
      expect('gc' in globalThis).toBe(hadGc);
    } finally {
      stop();
    }
  });
});
