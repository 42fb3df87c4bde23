import { launchPackages } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/packages', () => {
  it('serves the four packages of the catalogue', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/packages' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toEqual(JSON.parse(JSON.stringify(launchPackages)));
    expect(body.data.map((p: { price: number }) => p.price)).toEqual([24999, 49999, 99999, 199999]);
  });

  it('is cacheable and answers 304 to a matching ETag', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/packages' });
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/packages',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
