import { z } from 'zod';

/** An OpenAPI 3.1 object, as the document carries it. */
export type OpenApiObject = Record<string, unknown>;

/** A route's answer or request body that is not JSON, declared beside the route in `config.media`. */
export interface MediaDeclaration {
  /** The successful answer: a file, a CSV export, an event stream. */
  answer?: { status: number; response: OpenApiObject };
  /** The request body: a multipart upload, or a form. */
  body?: OpenApiObject;
  /** Other answers that are not errors, by status (a 304 to a conditional request). */
  responses?: Record<number, OpenApiObject>;
}

/** The JSON Schema of what a zod schema accepts, as a document embeds it. */
export function inputJsonSchema(schema: z.ZodType): OpenApiObject {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return json;
}

const attachmentHeader = {
  'Content-Disposition': {
    description: 'Always `attachment`, with the file name the browser saves it under.',
    schema: { type: 'string' },
  },
};

/** A file sent as an attachment, in one of `mediaTypes` (the file's own, for uploaded documents). */
export function fileAnswer(description: string, mediaTypes: readonly string[]): MediaDeclaration['answer'] {
  const content = Object.fromEntries(
    mediaTypes.map((type) => [
      type,
      { schema: { type: 'string', format: 'binary', contentMediaType: type } },
    ]),
  );
  return { status: 200, response: { description, headers: attachmentHeader, content } };
}

/** A CSV export (RFC 4180, UTF-8 with a byte order mark, CRLF lines) whose first line names `columns`. */
export function csvAnswer(description: string, columns: readonly string[]): MediaDeclaration['answer'] {
  const schema = {
    type: 'string',
    description: `One header line, then one line per row. Columns: ${columns.join(', ')}.`,
    example: `${columns.join(',')}\r\n`,
  };
  return {
    status: 200,
    response: { description, headers: attachmentHeader, content: { 'text/csv': { schema } } },
  };
}

/**
 * A server-sent event stream. OpenAPI 3.1 has no item schema for streamed media, so the stream is
 * described as the sequence of its events: each names its `event`, and `data` carries the JSON of
 * that event's schema (or nothing to parse, for an event without one).
 */
export function eventStreamAnswer(
  description: string,
  events: Record<string, z.ZodType | null>,
): MediaDeclaration['answer'] {
  const items = Object.entries(events).map(([name, data]) => ({
    type: 'object',
    title: name,
    required: ['event', 'data'],
    properties: {
      event: { const: name },
      id: { type: 'string', description: 'Send the last one back in `Last-Event-ID` to resume.' },
      data: data
        ? { type: 'string', contentMediaType: 'application/json', contentSchema: inputJsonSchema(data) }
        : { type: 'string' },
    },
  }));
  return {
    status: 200,
    response: {
      description,
      content: { 'text/event-stream': { schema: { type: 'array', items: { oneOf: items } } } },
    },
  };
}

interface MultipartOptions {
  description: string;
  /** Every field is required unless marked `optional`. */
  fields: Record<string, { schema: z.ZodType; description: string; optional?: boolean }>;
  file: { description: string; mediaTypes: readonly string[]; maxBytes: number; optional?: boolean };
}

/** A multipart/form-data upload of named text fields and one `file` of at most `maxBytes`. */
export function multipartBody(options: MultipartOptions): OpenApiObject {
  const { description, fields, file } = options;
  const megabytes = file.maxBytes / (1024 * 1024);
  const properties: Record<string, OpenApiObject> = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      { ...inputJsonSchema(field.schema), description: field.description },
    ]),
  );
  properties.file = {
    type: 'string',
    format: 'binary',
    description: `${file.description} ${file.mediaTypes.join(', ')}; at most ${megabytes} MB (${file.maxBytes} bytes), else 413.`,
  };
  return {
    required: true,
    description,
    content: {
      'multipart/form-data': {
        // The fields come before the file: the handler checks them before it stores a byte.
        schema: {
          type: 'object',
          required: [
            ...Object.entries(fields)
              .filter(([, field]) => !field.optional)
              .map(([name]) => name),
            ...(file.optional ? [] : ['file']),
          ],
          properties,
        },
        encoding: { file: { contentType: file.mediaTypes.join(', ') } },
      },
    },
  };
}

/** An application/x-www-form-urlencoded body of named text fields (all optional to the route). */
export function formBody(
  description: string,
  fields: Record<string, { schema: z.ZodType; description: string }>,
): OpenApiObject {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      { ...inputJsonSchema(field.schema), description: field.description },
    ]),
  );
  return {
    required: false,
    description,
    content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties } } },
  };
}

/** A body sent as JSON (`json`), or as multipart with the same fields and, when wanted, one file. */
export function jsonOrMultipartBody(options: MultipartOptions & { json: z.ZodType }): OpenApiObject {
  const multipart = multipartBody(options);
  return {
    ...multipart,
    content: {
      'application/json': { schema: inputJsonSchema(options.json) },
      ...(multipart.content as OpenApiObject),
    },
  };
}
