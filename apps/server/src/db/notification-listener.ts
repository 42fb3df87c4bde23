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

/** One listener's subscribers by channel, its dedicated connection and its timers. */
interface ListenerState {
  url: string;
  limits: DatabaseLimits;
  subscribers: Map<string, Set<Subscriber>>;
  current: pg.Client | undefined;
  opening: Promise<pg.Client> | undefined;
  reconnectTimer: NodeJS.Timeout | undefined;
  checkTimer: NodeJS.Timeout | undefined;
  backoff: number;
  closed: boolean;
}

/** Opens the listener's connection; when it ends while anyone still listens, it is replaced. */
async function openListener(state: ListenerState): Promise<pg.Client> {
  const { subscribers } = state;
  const client = await openConnection(state.url, state.limits, subscribers.keys(), (channel, payload) => {
    for (const subscriber of subscribers.get(channel) ?? []) subscriber.onPayload(payload);
  });
  client.once('end', () => {
    if (state.current !== client) return;
    state.current = undefined;
    if (!state.closed && subscribers.size > 0) scheduleReconnect(state);
  });
  state.current = client;
  state.checkTimer ??= setInterval(
    () => void checkConnection(state.current),
    LISTENER_CHECK_EVERY_MS,
  ).unref();
  return client;
}

/** The listener's connection, opened once by whichever caller needs it first. */
function connection(state: ListenerState): Promise<pg.Client> {
  if (state.current) return Promise.resolve(state.current);
  state.opening ??= openListener(state).finally(() => {
    state.opening = undefined;
  });
  return state.opening;
}

/** Replaces a lost connection after the backoff, which doubles on every failed attempt. */
function scheduleReconnect(state: ListenerState) {
  clearTimeout(state.reconnectTimer);
  state.reconnectTimer = setTimeout(async () => {
    state.reconnectTimer = undefined;
    if (state.closed || state.subscribers.size === 0) return;
    try {
      await connection(state);
      state.backoff = LISTENER_RECONNECT_MIN_MS;
      for (const set of state.subscribers.values()) for (const subscriber of set) subscriber.onReconnect?.();
    } catch {
      state.backoff = Math.min(state.backoff * 2, LISTENER_RECONNECT_MAX_MS);
      scheduleReconnect(state);
    }
  }, state.backoff).unref();
}

/** Stops the timers and ends the connection. */
async function stop(state: ListenerState) {
  clearTimeout(state.reconnectTimer);
  clearInterval(state.checkTimer);
  state.reconnectTimer = undefined;
  state.checkTimer = undefined;
  const client = state.current;
  state.current = undefined;
  await client?.end().catch(() => {});
}

/** Adds `subscriber` to `channel`, and returns what removes it again. */
async function subscribe(
  state: ListenerState,
  channel: string,
  subscriber: Subscriber,
): Promise<() => Promise<void>> {
  const { subscribers } = state;
  if (state.closed) throw new Error('the database is closed');
  const set = subscribers.get(channel) ?? new Set<Subscriber>();
  const first = set.size === 0;
  set.add(subscriber);
  subscribers.set(channel, set);
  try {
    const client = await connection(state);
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
    if (subscribers.size === 0) await stop(state);
    else await state.current?.query(`unlisten ${state.current.escapeIdentifier(channel)}`).catch(() => {});
  };
}

/**
 * The PostgreSQL side of `Database.listen`: one dedicated connection (LISTEN holds a session, so it
 * cannot come from the pool), opened by the first subscriber and ended with the last. A lost
 * connection is replaced on a backoff; a black-holed one is found by a periodic `select 1` that
 * must answer within the statement limit.
 */
export function createNotificationListener(url: string, limits: DatabaseLimits) {
  const state: ListenerState = {
    url,
    limits,
    subscribers: new Map(),
    current: undefined,
    opening: undefined,
    reconnectTimer: undefined,
    checkTimer: undefined,
    backoff: LISTENER_RECONNECT_MIN_MS,
    closed: false,
  };
  return {
    listen(channel: string, subscriber: Subscriber): Promise<() => Promise<void>> {
      return subscribe(state, channel, subscriber);
    },
    async close() {
      state.closed = true;
      state.subscribers.clear();
      await stop(state);
    },
  };
}
