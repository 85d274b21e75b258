import type { ResolveTrigger } from './lifecycle-resolution.ts';

/**
 * What the use cases tell the process after a commit, for those who watch it without being part of it: the
 * metrics (GET /metrics) count resolutions, and on PostgreSQL the other server processes are told that a game's
 * published versions changed (server.ts, LISTEN/NOTIFY). A listener's failure never reaches the use case.
 */
export type ServiceEvent =
  | { kind: 'resolved'; trigger: ResolveTrigger }
  /** A resolution, a revert, a deadline extension or an import changed what game `gameId` publishes. */
  | { kind: 'published'; gameId: string };

type Listener = (event: ServiceEvent) => void;
const listeners = new Set<Listener>();

/** Calls `listener` after each event; returns the function that stops it. */
export function onServiceEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitServiceEvent(event: ServiceEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // a watcher's failure is its own: the use case has committed
    }
  }
}
