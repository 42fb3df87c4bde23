import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

describe('GET /api/docs', () => {
  it('serves the OpenAPI document where it is allowed, and nothing where it is not', async () => {
    const served = await createTestApp();
    try {
      const res = await served.app.inject({ method: 'GET', url: '/api/docs' });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().paths)).toContain('/api/admin/users');
    } finally {
      await served.close();
    }
    const hidden = await createTestApp({ API_DOCS: 'off' });
    try {
      const res = await hidden.app.inject({ method: 'GET', url: '/api/docs' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('/api/admin');
    } finally {
      await hidden.close();
    }
  });
});
