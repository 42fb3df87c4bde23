// What nginx itself answers in the deployment test: an oversized body gets the app's JSON error
// envelope with 413 (never nginx's HTML page), /metrics is closed by prefix, and no version is told.

/** Checks the shipped site's own answers through nginx at `call`. */
export async function checkEdge({ call, token, orderId, expect }) {
  const tooLarge = await call('POST', `/api/orders/${orderId}/documents`, {
    raw: Buffer.alloc(12 * 1024 * 1024),
    contentType: 'application/pdf',
    token,
  });
  expect(
    tooLarge.status === 413 &&
      tooLarge.json?.success === false &&
      tooLarge.json?.error?.code === 'payload_too_large' &&
      typeof tooLarge.json?.error?.requestId === 'string',
    `a body over nginx's limit answers 413 with the JSON error envelope (${tooLarge.status}, ${tooLarge.bytes.subarray(0, 80)})`,
  );
  for (const pathname of ['/metrics', '/metrics/', '/metrics/x', '/metrics?format=text']) {
    const answer = await call('GET', pathname);
    expect(answer.status === 404, `${pathname} is not served through nginx (${answer.status})`);
  }
  const served = await call('GET', '/api/packages');
  const server = served.headers.get('server') ?? '';
  expect(!/\d/.test(server), `nginx names no version in its Server header ("${server}")`);
}

/**
 * Collects the JSON log lines an instance writes to stdout and answers those at warning level or
 * above (pino's 40 and up): a correct configuration starts without any. A background job's failed
 * pass (its line names the `loop`) is left to the metrics and their alert: on a machine busy with
 * other work a first pass may outlast the statement timeout, which says nothing of the settings.
 */
export function watchWarnings(child) {
  const warnings = [];
  let rest = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      try {
        const entry = JSON.parse(line);
        if (entry.level >= 40 && !entry.loop)
          warnings.push(entry.err ? `${entry.msg}: ${entry.err.message}` : entry.msg);
      } catch {
        warnings.push(line);
      }
    }
  });
  return warnings;
}
