import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from './helpers.ts';

/** A PDF's bytes: its signature, a marker text to find it by, then `size` random bytes. */
export function pdfWith(marker: string, size = 2048): Buffer {
  return Buffer.concat([Buffer.from(`%PDF-1.7\n%${marker}\n`, 'latin1'), randomBytes(size)]);
}

/**
 * Posts one file with its kind (and any other fields, such as `replaces`) as multipart, as the
 * order page and the admin console do.
 */
export async function uploadFile(
  app: FastifyInstance,
  user: TestUser,
  url: string,
  kind: string,
  file: { name: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('kind', kind);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file.bytes], { type: 'application/pdf' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': request.headers.get('content-type') as string, cookie: user.cookie },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
