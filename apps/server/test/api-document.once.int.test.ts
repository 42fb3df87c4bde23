import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationTexts } from '../src/plugins/api-doc/operations.ts';
import { buildUser, createTestApp, type TestContext } from './helpers.ts';

// The served document, checked with outside tools: Redocly's linter under the committed rules, and a
// client generated from it that must compile and run a customer's journey.

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../../..');
const clientDir = path.join(import.meta.dirname, 'typed-client');

function binOf(pkg: string, name: string): string {
  const manifest = require(`${pkg}/package.json`) as { bin: Record<string, string> | string };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name];
  if (!bin) throw new Error(`${pkg} has no ${name} command`);
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), bin);
}

/** Runs a command; its output is the failure message when it exits with an error. */
async function command(file: string, args: string[]) {
  try {
    return await run(process.execPath, [file, ...args], {
      cwd: root,
      env: {
        ...process.env,
        NO_COLOR: '1',
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${path.basename(file)} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}

type RunJourney = (
  baseUrl: string,
  email: string,
) => Promise<{
  packageIds: string[];
  orderStatus: string;
  invoicePdf: Uint8Array;
  conflict: { status: number; code: string };
  rateLimited: { status: number; code: string; retryAfter: string | null };
}>;

let ctx: TestContext;
let document: Record<string, unknown>;
let scratch: string;

beforeAll(async () => {
  // A seller that issues invoices (bills of supply, without a GSTIN), so a paid order has one.
  const seller = {
    BUSINESS_LEGAL_NAME: 'Launchpad Ventures Private Limited',
    BUSINESS_ADDRESS: '12 MG Road, Bengaluru, Karnataka 560001',
    BUSINESS_STATE: '29',
    BUSINESS_CIN: 'U72900KA2020PTC123456',
    INVOICE_PREFIX: 'LP',
  };
  ctx = await createTestApp(seller, { listen: true });
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  document = res.json();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'launchpad-api-doc-'));
});

afterAll(async () => {
  await ctx?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('the served API document', () => {
  it('passes redocly lint under the committed rules, without an error', async () => {
    const file = path.join(scratch, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const { stdout } = await command(binOf('@redocly/cli', 'redocly'), [
      'lint',
      file,
      '--config',
      path.join(root, 'redocly.yaml'),
      '--format=json',
    ]);
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string }[];
    };
    const errors = report.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });
});

type DocOperation = {
  operationId: string;
  summary: string;
  tags?: string[];
  requestBody?: { content: Record<string, { schema: object; example?: unknown }> };
};

function documentOperations(): [string, DocOperation][] {
  const paths = document.paths as Record<string, Record<string, DocOperation>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).map(
      ([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, DocOperation],
    ),
  );
}

describe('how the operations read', () => {
  it('gives every operation a written id and summary, each id once, and no text to a route that is gone', () => {
    const operations = documentOperations();
    const unwritten = operations.map(([key]) => key).filter((key) => !operationTexts[key]);
    expect(unwritten, 'add these to apps/server/src/plugins/api-doc/operations.ts').toEqual([]);
    const keys = new Set(operations.map(([key]) => key));
    expect(Object.keys(operationTexts).filter((key) => !keys.has(key))).toEqual([]);
    const ids = operations.map(([, op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [key, op] of operations) {
      expect(op.operationId, key).toBe(operationTexts[key]?.id);
      expect(op.summary, key).toBe(operationTexts[key]?.summary);
      expect(op.tags?.length, key).toBe(1);
    }
    const tags = new Set((document.tags as { name: string }[]).map((t) => t.name));
    expect(operations.filter(([, op]) => !tags.has(op.tags?.[0] ?? '')).map(([key]) => key)).toEqual([]);
  });

  it('declares the 304 of a conditional read, and no 500 anywhere (a failure the client can act on is a 4xx or 503)', () => {
    const operations = documentOperations() as [string, DocOperation & { responses: object }][];
    const packages = operations.find(([key]) => key === 'GET /api/packages')?.[1];
    expect(Object.keys(packages?.responses ?? {})).toEqual(expect.arrayContaining(['200', '304']));
    expect(operations.filter(([, op]) => '500' in op.responses).map(([key]) => key)).toEqual([]);
    const initiate = operations.find(([key]) => key === 'POST /api/payments/initiate')?.[1];
    expect(Object.keys(initiate?.responses ?? {})).toEqual(expect.arrayContaining(['502', '503']));
  });

  it('shows examples of the main calls that their own request schemas accept', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: true });
    addFormats(ajv);
    const withExample = documentOperations().filter(([key]) => operationTexts[key]?.example);
    expect(withExample.length).toBeGreaterThanOrEqual(15);
    for (const [key, op] of withExample) {
      const json = op.requestBody?.content['application/json'];
      expect(json?.example, key).toEqual(operationTexts[key]?.example);
      const validate = ajv.compile(json?.schema ?? {});
      expect(validate(json?.example), `${key}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });
});

describe('a client generated from the served document', () => {
  it('compiles a customer journey and runs it: sign-up to invoice PDF, a typed 409 and 429', async () => {
    const types = astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]));
    await writeFile(path.join(clientDir, 'api.d.ts'), types);
    await command(binOf('typescript', 'tsc'), ['-p', path.join(clientDir, 'tsconfig.json')]);

    // Loaded by path: the server's own project leaves the journey out (it needs the generated types).
    const { runJourney } = (await import(path.join(clientDir, 'journey.ts'))) as { runJourney: RunJourney };
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app is not listening');
    const outcome = await runJourney(`http://127.0.0.1:${address.port}`, buildUser().email);

    expect(outcome.packageIds.length).toBeGreaterThan(0);
    expect(outcome.orderStatus).toBe('in-progress');
    expect(Buffer.from(outcome.invoicePdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(outcome.conflict).toMatchObject({ status: 409, code: 'email_taken' });
    expect(outcome.rateLimited).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(Number(outcome.rateLimited.retryAfter)).toBeGreaterThan(0);
  });
});
