import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** One server-sent event as a browser's EventSource would see it. */
export interface ReceivedEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface EventStreamReader {
  status: number;
  headers: Headers;
  /** Every event received so far (comments excluded). */
  events: ReceivedEvent[];
  /** How many heartbeat comments arrived. */
  comments: number;
  /** The body of an answer that is not a stream (a refusal). */
  text?: string;
  /** The first event (after those already taken) that matches, waiting up to `timeoutMs`. */
  next(match?: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream; rejects after `timeoutMs`. */
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
}

/** The address of an app that listens (`app.listen({ port: 0 })`). */
export function baseUrl(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * Opens `GET /api/events` over real HTTP (inject waits for a response's end, which a stream never
 * reaches) and parses the stream as the EventSource specification does.
 */
export async function openEventStream(
  app: FastifyInstance,
  { cookie, lastEventId }: { cookie?: string; lastEventId?: string } = {},
): Promise<EventStreamReader> {
  // node:http rather than fetch: aborting a fetch leaves its socket open, and the server's close
  // would then wait for a stream that nobody reads.
  const request = http.get(`${baseUrl(app)}/api/events`, {
    headers: {
      accept: 'text/event-stream',
      ...(cookie ? { cookie } : {}),
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    agent: false,
  });
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  const events: ReceivedEvent[] = [];
  let taken = 0;
  let finished = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  const reader: EventStreamReader = {
    status: res.statusCode ?? 0,
    headers: new Headers(
      Object.entries(res.headers).flatMap(([name, value]) =>
        value === undefined
          ? []
          : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
      ),
    ),
    events,
    comments: 0,
    async next(match = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (taken < events.length) {
          const event = events[taken++] as ReceivedEvent;
          if (match(event)) return event;
        }
        if (finished) throw new Error('the stream ended before the event arrived');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, left);
          function done() {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          }
          waiters.add(done);
        });
      }
    },
    async ended(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!finished) {
        if (Date.now() > deadline) throw new Error(`the stream was still open after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => request.destroy(),
  };
  res.setEncoding('utf8');
  if (!res.headers['content-type']?.startsWith('text/event-stream')) {
    let text = '';
    for await (const chunk of res) text += chunk;
    reader.text = text;
    finished = true;
    return reader;
  }
  let buffer = '';
  let lastId: string | undefined;
  res.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      let dispatch = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) {
          reader.comments += 1;
          continue;
        }
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') lastId = value;
        if (field === 'event') event = value;
        if (field === 'data') {
          data.push(value);
          dispatch = true;
        }
      }
      if (dispatch) events.push({ id: lastId, event, data: data.join('\n') });
    }
    wake();
  });
  res.once('close', () => {
    finished = true;
    wake();
  });
  request.once('error', () => {
    finished = true;
    wake();
  });
  return reader;
}
