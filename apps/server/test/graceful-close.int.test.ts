import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

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
    const closing = ctx.app.close();
    socket.write(body.slice(10));

    const answer = await received;
    await closing;
    const closedAfter = Date.now() - started;
    await ctx.close();
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain(`"code":"invalid_credentials"`);
    // Without the sweep, closing waits for Fastify's keep-alive timeout, 72 s.
    expect(closedAfter).toBeLessThan(20_000);
  });
});
