import pg from 'pg';

export interface ChangeChannel {
  /** Tells every process listening (this one too) about `payload`; fire and forget (a failure goes to `onError`). */
  notify(payload: string): void;
  close(): Promise<void>;
}

export interface ChangeChannelHandlers {
  onMessage(payload: string): void;
  onError(error: unknown): void;
}

const RECONNECT_MS = 1_000;

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection (outside the pool: a pooled connection may be closed when
 * idle, and LISTEN belongs to a session). Every process on the database listens on `channel`; `notify` sends on
 * the same connection. A lost connection is opened again after a second; what was notified meanwhile is missed,
 * which the callers tolerate (their caches are read again after PUBLISHED_REVALIDATE_MS anyway).
 * PostgreSQL only: the embedded database has one process, and its socket serves one connection at a time.
 */
export function openChangeChannel(databaseUrl: string, channel: string, handlers: ChangeChannelHandlers): ChangeChannel {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const dropped = new WeakSet<pg.Client>();

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'turnkeeper-changes' });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
    });
    next.on('error', (error) => drop(next, error));
    next.on('end', () => drop(next, null));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      drop(next, error);
      return;
    }
    if (closed) await next.end().catch(() => undefined);
    else client = next;
  };

  const drop = (which: pg.Client, error: unknown) => {
    if (dropped.has(which)) return;
    dropped.add(which);
    if (error && !closed) handlers.onError(error);
    if (client === which) client = null;
    void which.end().catch(() => undefined);
    if (!closed && retry === null && client === null) {
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, RECONNECT_MS);
      retry.unref();
    }
  };

  void connect();
  return {
    notify(payload) {
      client?.query('SELECT pg_notify($1, $2)', [channel, payload]).catch((error: unknown) => handlers.onError(error));
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      if (current) dropped.add(current);
      await current?.end().catch(() => undefined);
    },
  };
}
