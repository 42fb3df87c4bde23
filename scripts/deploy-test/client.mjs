// An https client for the deployment test that trusts exactly the run's self-signed certificate:
// `fetch`-shaped (the `eventsource` client takes it), with the body read as bytes by `call`.
import https from 'node:https';
import { Readable } from 'node:stream';

/**
 * A `fetch` over https that trusts `ca`, for URLs of this run only. `keepAlive: false` opens a
 * connection per request, as many browsers' first requests do, so an nginx reload never closes one
 * under a request being sent.
 */
export function trustingFetch(ca, { keepAlive = true } = {}) {
  const agent = new https.Agent({ ca, keepAlive });
  return (input, init = {}) =>
    new Promise((resolve, reject) => {
      const url = new URL(input instanceof URL || typeof input === 'string' ? input : input.url);
      const headers = Object.fromEntries(new Headers(init.headers ?? {}).entries());
      const req = https.request(url, { method: init.method ?? 'GET', headers, agent }, (res) => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of [value].flat()) if (one !== undefined) responseHeaders.append(name, one);
        }
        const status = res.statusCode ?? 0;
        const body = [204, 304].includes(status) ? null : Readable.toWeb(res);
        resolve(new Response(body, { status, headers: responseHeaders }));
      });
      req.on('error', reject);
      init.signal?.addEventListener('abort', () => req.destroy(new Error('aborted')));
      if (init.body === undefined || init.body === null) req.end();
      else req.end(init.body);
    });
}

/** Calls the API at `base`: JSON in and out unless `raw` is given; answers status, headers, bytes, json. */
export function apiClient(base, fetchImpl) {
  return async function call(method, pathname, { json, raw, contentType, token } = {}) {
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (raw !== undefined && contentType) headers['content-type'] = contentType;
    const res = await fetchImpl(`${base}${pathname}`, {
      method,
      headers,
      body: json !== undefined ? JSON.stringify(json) : raw,
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    return {
      status: res.status,
      headers: res.headers,
      bytes,
      json: isJson ? JSON.parse(bytes.toString()) : undefined,
    };
  };
}

/** A multipart/form-data body of text fields and one file. */
export function multipart(fields, file) {
  const boundary = `deploy-${Date.now().toString(36)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
