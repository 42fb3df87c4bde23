import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog } from './access-log.ts';
import { safeLoggerOptions } from './logging.ts';

async function linesLoggedFor(level: string, url: string, options: { safe?: boolean } = {}) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const logger = options.safe ? safeLoggerOptions({ level, stream }) : { level, stream };
  const app = Fastify({ logger, logController: new AccessLog() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await app.inject({ method: 'GET', url, remoteAddress: '10.1.2.3' });
  await app.close();
  return lines;
}

describe('AccessLog', () => {
  it('writes one line per request at info, with what an access log needs', async () => {
    const lines = await linesLoggedFor('info', '/ok');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/ok',
      remoteAddress: '10.1.2.3',
      statusCode: 200,
      reqId: expect.any(String),
      responseTime: expect.any(Number),
    });
  });

  it('names the path without its query string, where a one-time link carries its token', async () => {
    const lines = await linesLoggedFor('info', '/ok?token=one-time-secret-0123&page=2');
    expect(lines[0]).toMatchObject({ url: '/ok', statusCode: 200 });
    expect(JSON.stringify(lines)).not.toContain('one-time-secret');
  });

  it('leaves the query string out of the line of a failed request too', async () => {
    const lines = await linesLoggedFor('info', '/broken?token=one-time-secret-4567', { safe: true });
    expect(lines.some((line) => (line.req as { url?: string } | undefined)?.url === '/broken')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('one-time-secret');
  });

  it('still logs a failed request as an error', async () => {
    const lines = await linesLoggedFor('info', '/broken');
    expect(
      lines.some((line) => line.level === 50 && (line.err as { message?: string })?.message === 'boom'),
    ).toBe(true);
  });

  it('writes nothing per request above info', async () => {
    expect(await linesLoggedFor('warn', '/ok')).toEqual([]);
  });
});
