import fc from 'fast-check';

// Requests drawn from the API document's own JSON Schemas: values the schema accepts, and values
// made invalid in one way (a field missing, of the wrong type, or a hostile string).

export type JsonSchema = Record<string, unknown>;

const hostile = fc.constantFrom(
  '',
  ' ',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\u0000',
  '\u202e\u200b',
  '../../etc/passwd',
  '__proto__',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(5_000),
  '🚀'.repeat(300),
);
const anyJson = fc.oneof(
  hostile,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostile, fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(hostile, fc.integer()), { maxKeys: 3 }),
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.min((schema.maxLength as number | undefined) ?? 40, minLength + 40);
  switch (schema.format) {
    case 'email':
      return fc
        .tuple(
          fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/),
          fc.constantFrom('example.in', 'mail.example.com'),
        )
        .map(([local, domain]) => `${local.replace(/\.\.+/g, '.')}@${domain}`);
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date-time':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
  }
  if (typeof schema.pattern === 'string') {
    return fc
      .stringMatching(new RegExp(schema.pattern, 'u'))
      .filter(
        (s) => s.length >= minLength && s.length <= ((schema.maxLength as number | undefined) ?? Infinity),
      );
  }
  return fc.string({ minLength, maxLength });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum as number | undefined) ?? -1e6;
  const max =
    (schema.maximum as number | undefined) ?? (schema.exclusiveMaximum as number | undefined) ?? 1e6;
  const bounded = { min: Math.max(min, -1e9), max: Math.min(max, 1e9) };
  const value = integer
    ? fc.integer({ min: Math.ceil(bounded.min), max: Math.floor(bounded.max) })
    : fc.double({ ...bounded, noNaN: true, noDefaultInfinity: true });
  return value.filter(
    (n) =>
      (schema.exclusiveMinimum === undefined || n > (schema.exclusiveMinimum as number)) &&
      (schema.exclusiveMaximum === undefined || n < (schema.exclusiveMaximum as number)),
  );
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  return fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valid(value, depth + 1)])),
    { requiredKeys: required.filter((key) => key in properties) },
  );
}

/** Values `schema` accepts (the caller filters with a validator: not every keyword is drawn from). */
export function valid(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) return fc.oneof(...branches.map((branch) => valid(branch, depth)));
  if (Array.isArray(schema.allOf)) {
    // Drawn from the first member beside the schema's own keywords; the validator filters the rest.
    const { allOf, ...own } = schema;
    return valid({ ...own, ...(allOf as JsonSchema[])[0] }, depth);
  }
  const types = typesOf(schema);
  if (types.length === 0) return anyJson;
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringOf(schema);
        case 'integer':
          return numberOf(schema, true);
        case 'number':
          return numberOf(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array': {
          const items = (schema.items ?? {}) as JsonSchema;
          const minLength = (schema.minItems as number | undefined) ?? 0;
          const maxLength = Math.min((schema.maxItems as number | undefined) ?? 3, minLength + 3);
          return depth > 4 ? fc.constant([]) : fc.array(valid(items, depth + 1), { minLength, maxLength });
        }
        default:
          return depth > 4 ? fc.constant({}) : objectOf(schema, depth);
      }
    }),
  );
}

/** A valid object made invalid one way: a required field dropped, a field retyped, or no object at all. */
export function invalid(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = Object.keys((schema.properties ?? {}) as Record<string, unknown>);
  const required = (schema.required ?? []) as string[];
  const base = valid(schema).map((v) => (typeof v === 'object' && v !== null ? { ...v } : {}));
  const mutations: fc.Arbitrary<unknown>[] = [anyJson];
  if (required.length > 0) {
    mutations.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) => {
        const copy = value as Record<string, unknown>;
        delete copy[key];
        return copy;
      }),
    );
  }
  if (properties.length > 0) {
    mutations.push(
      fc
        .tuple(base, fc.constantFrom(...properties), anyJson)
        .map(([value, key, wrong]) => ({ ...(value as object), [key]: wrong })),
    );
  }
  return fc.oneof(...mutations);
}
