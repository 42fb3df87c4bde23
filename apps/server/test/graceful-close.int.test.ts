import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { RouteHandlerMethod } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

/** Reads from a socket until it closes; resolves with all it received. */
function readUntilClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('close', () => resolve(received));
  });
}

describe('closing the server', () => {
  it('answers the request under way, then ends its kept-alive connection instead of waiting for the client', async () => {
    const ctx = await createTestApp({}, { listen: true });
    const { port } = ctx.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const received = readUntilClosed(socket);
    const body = JSON.stringify({ email: 'nobody@example.in', password: 'not the password' });
    // The request is under way when closing begins: its body has not all arrived.
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = Date.now();
    const closing = ctx.close();
    socket.write(body.slice(10));

    const answer = await received;
    await closing;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain(`"code":"invalid_credentials"`);
    // Without the sweep it waits for the keep-alive timeout (72 s in production, 5 s by default).
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('lets a handler whose client went away finish with the database before the database closes', async () => {
    let ctx: TestContext | undefined;
    let outcome = 'not run';
    let markStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    ctx = await createTestApp(
      {},
      {
        listen: true,
        // The catalogue's handler made slow, and reading the database once its client has gone.
        onRoute: (route) => {
          if (route.method !== 'GET' || route.url !== '/api/packages') return;
          const handler = route.handler as RouteHandlerMethod;
          route.handler = async function slow(request, reply) {
            markStarted();
            await new Promise((resolve) => setTimeout(resolve, 300));
            outcome =
              (await ctx?.database.db.execute(sql`select 1`).then(
                () => 'read the database',
                (error: Error) => error.message,
              )) ?? 'no app';
            return handler.call(this, request, reply);
          };
        },
      },
    );
    const { port } = ctx.app.server.address() as net.AddressInfo;
    const client = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/api/packages`, { signal: client.signal }).catch(
      () => 'gone',
    );
    await started;
    client.abort();
    expect(await request).toBe('gone');

    await ctx.close();
    expect(outcome).toBe('read the database');
  });
});
