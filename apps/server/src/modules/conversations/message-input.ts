import { MAX_ORDER_FILE_BYTES } from '@launchpad/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { type IncomingFile, multipartReadError } from '../../lib/file-transfer.ts';

/** The fields a message may carry: its text and, for staff, whether it is an internal note. */
type MessageFields = { body: string; internal?: boolean };

/** Parses fields with a shared schema, refusing them as the route's schema would (400, a detail per field). */
function parseFields<S extends z.ZodType<MessageFields>>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError(
    'validation_failed',
    details[0]?.message ?? 'Some fields are missing or invalid',
    details,
  );
}

/**
 * A form's yes/no field read as the API document declares it: exactly `true` or `false`. A checkbox's
 * `on`, `1`, `TRUE` or a repeated field must never turn a private note into a reply to the customer.
 */
function readFlag(name: string, value: unknown, seen: boolean): boolean {
  if (seen) {
    throw new AppError('validation_failed', `Send \`${name}\` once`, [
      { path: name, message: 'Sent more than once' },
    ]);
  }
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new AppError('validation_failed', `\`${name}\` must be true or false`, [
    { path: name, message: 'Must be true or false' },
  ]);
}

/** Keeps a text field, refusing one sent twice (which of the two was meant is anyone's guess). */
function readText(name: string, value: unknown, seen: boolean): unknown {
  if (seen) {
    throw new AppError('validation_failed', `Send \`${name}\` once`, [
      { path: name, message: 'Sent more than once' },
    ]);
  }
  return value;
}

/**
 * Reads a new message from JSON (`{ body, internal? }`) or from multipart (`body`, `internal`, then
 * one `file`), and hands it to `post`. With a file, the fields are checked and `prepare` runs (may
 * this user write here?) before any byte of the file is read, so nothing is stored for a refusal;
 * the file is then streamed into storage by `post`.
 */
export async function readMessage<T, S extends z.ZodType<MessageFields>>(
  request: FastifyRequest,
  schema: S,
  prepare: () => Promise<void>,
  post: (input: z.output<S>, file?: IncomingFile) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) {
    const fields = parseFields(schema, request.body ?? {});
    await prepare();
    return post(fields);
  }
  const fields: Record<string, unknown> = {};
  let result: { value: T } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_ORDER_FILE_BYTES, files: 1, fields: 4, fieldSize: 6 * 5000 },
    })) {
      if (part.type === 'field') {
        const seen = part.fieldname in fields;
        if (part.fieldname === 'internal') fields.internal = readFlag('internal', part.value, seen);
        if (part.fieldname === 'body') fields.body = readText('body', part.value, seen);
        continue;
      }
      if (part.fieldname !== 'file' || result) {
        part.file.resume();
        continue;
      }
      if (fields.body === undefined) {
        part.file.resume();
        throw new AppError('validation_failed', 'Send the message text before the file', [
          { path: 'body', message: 'Required, before the file' },
        ]);
      }
      const parsed = parseFields(schema, fields);
      await prepare();
      result = { value: await post(parsed, part) };
    }
  } catch (error) {
    throw multipartReadError(error, 'Send one message with at most one file');
  }
  if (result) return result.value;
  const parsed = parseFields(schema, fields);
  await prepare();
  return post(parsed);
}
