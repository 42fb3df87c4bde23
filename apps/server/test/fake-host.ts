import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

/** One request as the fake host received it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What the fake host answers: JSON `body` (or `raw` text) with `status`, after `delayMs`. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  raw?: string;
  delayMs?: number;
}

const hosts: Server[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => new Promise((resolve) => host.close(resolve))));
});

/**
 * A local stand-in for a provider's API on 127.0.0.1: it records every request and answers what
 * `handler` says. Closed after each test.
 */
export async function startFakeHost(handler: (request: SeenRequest) => FakeAnswer) {
  const seen: SeenRequest[] = [];
  const host = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      const answer = handler(request);
      const reply = () => {
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        res.end(answer.raw ?? JSON.stringify(answer.body ?? {}));
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  hosts.push(host);
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  return { seen, base: `http://127.0.0.1:${(host.address() as AddressInfo).port}` };
}
