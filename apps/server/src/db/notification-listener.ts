import pg from 'pg';
import type { DatabaseLimits } from './database.ts';

// NOTIFYs on PostgreSQL: one dedicated connection per instance, replaced on a backoff when lost.

const LISTENER_RECONNECT_MIN_MS = 500;
const LISTENER_RECONNECT_MAX_MS = 30_000;
const LISTENER_CHECK_EVERY_MS = 30_000;

interface Subscriber {
  onPayload: (payload: string) => void;
  onReconnect?: (() => void) | undefined;
}

/** Opens the dedicated connection and listens on `channels`; every notification goes to `deliver`. */
async function openConnection(
  url: string,
  limits: DatabaseLimits,
  channels: Iterable<string>,
  deliver: (channel: string, payload: string) => void,
): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: limits.connectMs,
    query_timeout: limits.statementMs,
    keepAlive: true,
  });
  // A failure is also an 'end', which replaces the connection.
  client.on('error', () => {});
  try {
    await client.connect();
    for (const channel of channels) await client.query(`listen ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    client.connection.stream.destroy();
    throw error;
  }
  client.on('notification', ({ channel, payload }) => deliver(channel, payload ?? ''));
  return client;
}

/** A `select 1` that must answer within the statement limit, else the socket is dropped. */
async function checkConnection(client: pg.Client | undefined) {
  if (!client) return;
  try {
    await client.query('select 1');
  } catch {
    // No answer within the statement limit: drop the socket, and 'end' replaces the connection.
    client.connection.stream.destroy();
  }
}

/**
 * The PostgreSQL side of `Database.listen`: one dedicated connection (LISTEN holds a session, so it
 * cannot come from the pool), opened by the first subscriber and ended with the last. A lost
 * connection is replaced on a backoff; a black-holed one is found by a periodic `select 1` that
 * must answer within the statement limit.
 */
export function createNotificationListener(url: string, limits: DatabaseLimits) {
  const subscribers = new Map<string, Set<Subscriber>>();
  let current: pg.Client | undefined;
  let opening: Promise<pg.Client> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let checkTimer: NodeJS.Timeout | undefined;
  let backoff = LISTENER_RECONNECT_MIN_MS;
  let closed = false;

  async function open(): Promise<pg.Client> {
    const client = await openConnection(url, limits, subscribers.keys(), (channel, payload) => {
      for (const subscriber of subscribers.get(channel) ?? []) subscriber.onPayload(payload);
    });
    client.once('end', () => {
      if (current !== client) return;
      current = undefined;
      if (!closed && subscribers.size > 0) scheduleReconnect();
    });
    current = client;
    checkTimer ??= setInterval(() => void checkConnection(current), LISTENER_CHECK_EVERY_MS).unref();
    return client;
  }

  function connection(): Promise<pg.Client> {
    if (current) return Promise.resolve(current);
    opening ??= open().finally(() => {
      opening = undefined;
    });
    return opening;
  }

  function scheduleReconnect() {
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(async () => {
      reconnectTimer = undefined;
      if (closed || subscribers.size === 0) return;
      try {
        await connection();
        backoff = LISTENER_RECONNECT_MIN_MS;
        for (const set of subscribers.values()) for (const subscriber of set) subscriber.onReconnect?.();
      } catch {
        backoff = Math.min(backoff * 2, LISTENER_RECONNECT_MAX_MS);
        scheduleReconnect();
      }
    }, backoff).unref();
  }

  async function stop() {
    clearTimeout(reconnectTimer);
    clearInterval(checkTimer);
    reconnectTimer = undefined;
    checkTimer = undefined;
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  }

  return {
    async listen(channel: string, subscriber: Subscriber): Promise<() => Promise<void>> {
      if (closed) throw new Error('the database is closed');
      const set = subscribers.get(channel) ?? new Set<Subscriber>();
      const first = set.size === 0;
      set.add(subscriber);
      subscribers.set(channel, set);
      try {
        const client = await connection();
        // A connection opened by this call listens already; a second LISTEN changes nothing.
        if (first) await client.query(`listen ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        set.delete(subscriber);
        if (set.size === 0) subscribers.delete(channel);
        throw error;
      }
      return async () => {
        if (!set.delete(subscriber) || set.size > 0) return;
        subscribers.delete(channel);
        if (subscribers.size === 0) await stop();
        else await current?.query(`unlisten ${current.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      subscribers.clear();
      await stop();
    },
  };
}
