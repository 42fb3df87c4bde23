import type { IncomingMessage } from 'node:http';
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
    // Under way once the server has taken it in: Fastify routes a request in the server's first
    // 'request' listener, so when this later one hears it, closing can no longer refuse it with a
    // 503. Not the first request heard: the app has just called its own sandbox provider.
    const underWay = new Promise<void>((resolve) => {
      const onRequest = (request: IncomingMessage) => {
        if (request.method !== 'POST' || request.url !== '/api/auth/login') return;
        ctx.app.server.off('request', onRequest);
        resolve();
      };
      ctx.app.server.on('request', onRequest);
    });
    const body = JSON.stringify({ email: 'nobody@example.in', password: 'not the password' });
    // The request is under way when closing begins: its body has not all arrived.
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await underWay;

    const started = Date.now();
    const closing = ctx.app.close();
    socket.write(body.slice(10));

    const answer = await received;
    await closing;
    const closedAfter = Date.now() - started;
    await ctx.close();
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain(`"code":"invalid_credentials"`);
    // Without the sweep, closing waits for Fastify's keep-alive timeout, 72 s: the bound is that
    // timeout, which no busy machine comes near while the sweep works.
    expect(closedAfter).toBeLessThan(ctx.app.server.keepAliveTimeout);
  });
});

describe('background loops', () => {
  const allLoops = [
    'mail_worker',
    'mail_retention',
    'reconciler',
    'launch_track_refresher',
    'launch_progress_mailer',
    'account_housekeeping',
    'data_export_builder',
    'account_deletion',
    'document_retention',
    'grievance_alerts',
    'contact_retention',
    'staff_actions_retention',
  ];

  it("runs every module's loop in an instance that runs them, and stops them all on close", async () => {
    const ctx = await createTestApp({}, { upkeep: true, mailWorker: true });
    expect([...ctx.app.loops.names()].sort()).toEqual([...allLoops].sort());
    expect([...ctx.app.loops.running()].sort()).toEqual([...allLoops].sort());
    await ctx.close();
    expect(ctx.app.loops.running()).toEqual([]);
  });

  it('runs only the kinds the options allow', async () => {
    const mailOnly = await createTestApp({}, { upkeep: false, mailWorker: true });
    expect(mailOnly.app.loops.running()).toEqual(['mail_worker']);
    await mailOnly.close();
    const none = await createTestApp();
    expect(none.app.loops.running()).toEqual([]);
    await none.close();
  });
});
