import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;

/**
 * The schema as fast-json-stringify writes it quickly and as zod would: `anyOf: [X, { type: 'null' }]`
 * (zod's `.nullable()`) becomes `type: [X's type, 'null']`, written directly, where an `anyOf` makes
 * it validate each value against every branch to pick one.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, simplify(value)]),
  ) as JsonSchema;
  // fast-json-stringify writes only declared properties either way; kept, `false` would make it
  // refuse a union branch whose value has one more key than the branch declares.
  if (node.additionalProperties === false) delete node.additionalProperties;
  const branches = node.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullIndex = branches.findIndex((branch) => (branch as JsonSchema).type === 'null');
    const other = branches[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex !== -1 && other && typeof other.type === 'string' && other.type !== 'null') {
      const { anyOf: _, ...rest } = node;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return node;
}

/** The JSON Schema of what a response schema sends, as the serializer compiles it. */
export function responseJsonSchema(schema: $ZodType): JsonSchema {
  return simplify(
    z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }),
  ) as JsonSchema;
}

/**
 * Responses are written by fast-json-stringify, compiled once per route from the JSON Schema of its
 * zod response schema (decision 017). Only the declared fields leave the server, as with zod's
 * parse; that the handler returns the declared shape is checked by TypeScript (the zod type
 * provider types every handler's reply).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<$ZodType> = ({ schema, method, url }) => {
  if (!(schema instanceof $ZodType))
    throw new Error(`${method} ${url}: a response schema must be a zod schema`);
  return compileResponseSerializer(schema);
};

/** The serializer of one zod schema's output, as the routes' replies are written. */
export function compileResponseSerializer<T extends $ZodType>(schema: T): (value: z.output<T>) => string {
  return fastJson(responseJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
}
