import type { Readable } from 'node:stream';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, type TestContext } from './helpers.ts';
import { invalid, type JsonSchema, valid } from './openapi-arbitraries.ts';
import { placeOrder } from './payments.ts';

// Every operation of the served API document gets requests drawn from its own schemas (valid ones,
// and ones invalid in one way), signed out, as a customer and as an admin; every answer must be a
// status the document declares for that operation, with a body its schema accepts, and never a 5xx.
// The operations are read from the document and the routes from the server, so a route added
// later is covered without a line here.

// A fixed amount of work from a fixed seed, as in fuzz.int.test.ts; CONFORMANCE_SEED draws others.
const RUNS_PER_OPERATION = Number(process.env.CONFORMANCE_RUNS ?? 16);
const SEED = Number(process.env.CONFORMANCE_SEED ?? 20_261_127);
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  method: (typeof methods)[number];
  path: string;
  spec: {
    parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
    requestBody?: { content: Record<string, { schema: JsonSchema }> };
    responses: Record<string, JsonSchema>;
  };
}

type Variant = 'valid' | 'invalid' | 'cross-site' | 'malformed' | 'other-media';
type Caller = 'none' | 'user' | 'admin';

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
const validators = new WeakMap<object, ValidateFunction>();
function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

const registered: RouteOptions[] = [];
// The app and its document are ready before the tests are declared: each operation is a test of its
// own, held to the tier's bound alone, where one test walking them all outlasted it on a busy machine.
const ctx: TestContext = await createTestApp(
  {},
  { listen: true, onRoute: (route) => registered.push(route) },
);
const document: { paths: Record<string, Record<string, Operation['spec']>>; components: JsonSchema } = (
  await ctx.app.inject({ method: 'GET', url: '/api/docs' })
).json();
const tokens: Record<Caller, string | undefined> = { none: undefined, user: undefined, admin: undefined };
/** Ids that exist, mixed into the drawn path parameters so that requests reach past the 404. */
const known: Record<string, string[]> = {};

beforeAll(async () => {
  const customer = await createUser(ctx.app);
  const admin = await createAdmin(ctx);
  tokens.user = customer.token;
  tokens.admin = admin.token;
  const orderId = await placeOrder(ctx.app, customer, 'starter', { payWith: 'UPI_QR' });
  known.id = [orderId, customer.user.id];
});

afterAll(async () => {
  await ctx.close();
});

function operations(): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods
      .filter((method) => item[method])
      .map((method) => ({ method, path, spec: item[method] as Operation['spec'] })),
  );
}

function resolve(response: JsonSchema): JsonSchema {
  const ref = response.$ref as string | undefined;
  if (!ref) return response;
  const name = ref.replace('#/components/responses/', '');
  return ((document.components.responses ?? {}) as Record<string, JsonSchema>)[name] ?? {};
}

/** A JSON Schema object of the operation's parameters in one place (path or query). */
function parametersSchema(operation: Operation, place: 'path' | 'query'): JsonSchema {
  const params = (operation.spec.parameters ?? []).filter((p) => p.in === place);
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required || place === 'path').map((p) => p.name),
  };
}

function drawn(schema: JsonSchema, variant: Variant): fc.Arbitrary<unknown> {
  const validate = validatorOf(schema);
  return variant === 'invalid' ? invalid(schema) : valid(schema).filter((v) => validate(v));
}

function pathParameters(operation: Operation, variant: Variant): fc.Arbitrary<Record<string, string>> {
  const schema = parametersSchema(operation, 'path');
  const names = Object.keys(schema.properties as object);
  const generated = drawn(schema, variant === 'invalid' ? 'invalid' : 'valid') as fc.Arbitrary<
    Record<string, unknown>
  >;
  const withKnown = fc.tuple(
    generated,
    ...names.map((name) => fc.constantFrom(undefined, ...(known[name] ?? []))),
  );
  return withKnown.map(([values, ...picked]) =>
    Object.fromEntries(
      names.map((name, i) => [
        name,
        text(picked[i] ?? (values as Record<string, unknown>)?.[name] ?? 'x') || 'x',
      ]),
    ),
  );
}

/** A drawn value as text: strings as they are, anything else as its JSON (some have no prototype). */
function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function multipart(fields: Record<string, unknown>): { payload: Buffer; contentType: string } {
  const boundary = 'conformance-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text(value)}\r\n`,
  );
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="brief.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\r\n`;
  return {
    payload: Buffer.from(`${parts.join('')}${file}--${boundary}--\r\n`, 'latin1'),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

interface Drawn {
  variant: Variant;
  caller: Caller;
  params: Record<string, string>;
  query: unknown;
  body: unknown;
}

/** The schema of the operation's body: its JSON form, else its multipart form. */
function bodySchemaOf(operation: Operation): JsonSchema | undefined {
  const content = operation.spec.requestBody?.content;
  return content?.['application/json']?.schema ?? content?.['multipart/form-data']?.schema;
}

function requests(operation: Operation): fc.Arbitrary<Drawn> {
  const bodySchema = bodySchemaOf(operation);
  const variants: Variant[] = ['valid', 'valid', 'invalid'];
  if (operation.method !== 'get') variants.push('cross-site', 'malformed', 'other-media');
  return fc.constantFrom(...variants).chain((variant) =>
    fc.record({
      variant: fc.constant(variant),
      caller: fc.constantFrom<Caller>('none', 'user', 'admin', 'user', 'admin'),
      params: pathParameters(operation, variant),
      query: drawn(parametersSchema(operation, 'query'), variant === 'invalid' ? 'invalid' : 'valid'),
      body: bodySchema
        ? drawn(bodySchema, variant === 'invalid' ? 'invalid' : 'valid')
        : fc.constant(undefined),
    }),
  );
}

function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, text(value));
  }
  const encoded = search.toString();
  return encoded ? `?${encoded}` : '';
}

async function send(operation: Operation, request: Drawn) {
  const url = operation.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(request.params[name] ?? 'x').slice(0, 2000),
  );
  const headers: Record<string, string> = {};
  const token = tokens[request.caller];
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.variant === 'cross-site') headers.origin = 'https://elsewhere.example';
  let payload: string | Buffer | undefined;
  const takesMultipart = Boolean(operation.spec.requestBody?.content['multipart/form-data']);
  if (operation.method !== 'get') {
    if (request.variant === 'malformed') {
      headers['content-type'] = 'application/json';
      payload = '{"unterminated": ';
    } else if (request.variant === 'other-media') {
      headers['content-type'] = 'application/xml';
      payload = '<order/>';
    } else if (takesMultipart && request.variant === 'valid') {
      const form = multipart((request.body ?? {}) as Record<string, unknown>);
      headers['content-type'] = form.contentType;
      payload = form.payload;
    } else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(request.body);
    }
  }
  const streams = Boolean(
    resolve(operation.spec.responses['200'] ?? {}).content?.['text/event-stream' as never],
  );
  const res = await ctx.app.inject({
    method: operation.method.toUpperCase() as 'GET',
    url: `${url}${queryString(request.query)}`,
    headers,
    payload,
    remoteAddress: '10.77.0.1',
    payloadAsStream: streams,
  });
  // An event stream never ends: its headers are the answer, and the stream is closed at once.
  if (streams) {
    const stream = res.stream() as Readable;
    if (res.statusCode === 200) {
      stream.destroy();
      return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: '' };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    return {
      status: res.statusCode,
      contentType: String(res.headers['content-type'] ?? ''),
      body: Buffer.concat(chunks).toString(),
    };
  }
  return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.body };
}

/** The operation's body fields and parameters, each with its schema. */
function requestFields(operation: Operation): [string, JsonSchema][] {
  const properties = Object.entries(
    (bodySchemaOf(operation)?.properties ?? {}) as Record<string, JsonSchema>,
  );
  return [
    ...properties,
    ...(operation.spec.parameters ?? []).map((p): [string, JsonSchema] => [p.name, p.schema]),
  ];
}

/**
 * The fields of the operation whose rules go beyond what JSON Schema can say (a GSTIN's check
 * character, a password on a leaked list, a cursor the server handed out): the document names each
 * with `x-checked-by-server`, and only these may refuse a request the document calls valid.
 */
function furtherChecked(operation: Operation): Set<string> {
  return new Set(
    requestFields(operation)
      .filter(([, schema]) => JSON.stringify(schema).includes('"x-checked-by-server"'))
      .map(([name]) => name),
  );
}

/**
 * A valid request refused as invalid: the document's schema is looser than the contract the server
 * validates with (the one it is generated from), unless every field refused is one of the rules the
 * document states in words.
 */
function looserThanServer(operation: Operation, request: Drawn, body: string): string | undefined {
  const details = (JSON.parse(body || '{}').error?.details ?? []) as { path: string }[];
  const allowed = furtherChecked(operation);
  // A refusal that names no field of the request (billing details missing on the account, say)
  // is about the account's state, not about the document's schemas.
  const fields = new Set(requestFields(operation).map(([name]) => name));
  const named = details.filter((d) => fields.has(d.path.split('.')[0] ?? ''));
  if (details.length > 0 && named.every((d) => allowed.has(d.path.split('.')[0] ?? ''))) return undefined;
  return (
    `${operation.method.toUpperCase()} ${operation.path} refused a request its document accepts: ` +
    `${body.slice(0, 300)}. The document's schema must be exactly the shared contract: state the ` +
    `rule as a pattern, format or enum, or name it with x-checked-by-server.\n` +
    `request: ${JSON.stringify(request).slice(0, 500)}`
  );
}

/** The reason an answer breaks the document, or undefined when it keeps to it. */
function breach(
  operation: Operation,
  answer: Awaited<ReturnType<typeof send>>,
  request: Drawn,
): string | undefined {
  const name = `${operation.method.toUpperCase()} ${operation.path}`;
  const code = answer.contentType.includes('json')
    ? (JSON.parse(answer.body || '{}').error?.code as string)
    : '';
  if (request.variant === 'valid' && answer.status === 400 && code === 'validation_failed') {
    const looser = looserThanServer(operation, request, answer.body);
    if (looser) return looser;
  }
  // 501 is the designed answer of a feature this server is not configured for (Google sign-in).
  if (answer.status >= 500 && !(answer.status === 501 && code === 'not_configured')) {
    return `${name} answered ${answer.status} (${code}): a server error, never an acceptable answer: ${answer.body.slice(0, 300)}`;
  }
  const declared = operation.spec.responses[String(answer.status)];
  if (!declared) {
    return (
      `${name} answered ${answer.status}${code ? ` (${code})` : ''}, which the API document does not declare for ` +
      `it (declared: ${Object.keys(operation.spec.responses).join(', ')}). If the route's service decides ` +
      `this refusal, list '${code || '<code>'}' in the route's config.errors; a guard, a schema or a media ` +
      `type the document misses is declared on the route (docs/api.md, "The API document").`
    );
  }
  const content = resolve(declared).content as Record<string, { schema?: JsonSchema }> | undefined;
  if (!content || answer.status === 304) return undefined;
  const mediaType = answer.contentType.split(';')[0]?.trim() ?? '';
  const media = content[mediaType];
  if (!media) {
    return `${name} answered ${answer.status} as ${mediaType}, but the document declares ${Object.keys(content).join(', ')}`;
  }
  if (mediaType !== 'application/json' || !media.schema) return undefined;
  const validate = validatorOf(media.schema);
  if (validate(JSON.parse(answer.body))) return undefined;
  return `${name} answered ${answer.status} with a body its schema refuses: ${ajv.errorsText(validate.errors)}: ${answer.body.slice(0, 300)}`;
}

describe('the API document against the server', () => {
  it('documents every /api route the server registers', () => {
    const documented = new Set(operations().map((o) => `${o.method.toUpperCase()} ${o.path}`));
    const missing = registered
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && !route.schema?.hide)
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
    expect(documented.size).toBeGreaterThan(50);
  });
});

describe('answers generated valid and invalid requests to every operation only as the document declares', () => {
  for (const operation of operations()) {
    it(`${operation.method.toUpperCase()} ${operation.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(requests(operation), async (request) => {
          const problem = breach(operation, await send(operation, request), request);
          if (problem) throw new Error(`${problem}\nrequest: ${JSON.stringify(request).slice(0, 500)}`);
        }),
        { numRuns: RUNS_PER_OPERATION, seed: SEED },
      );
    });
  }
});
