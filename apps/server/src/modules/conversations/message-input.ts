import { MAX_ORDER_FILE_BYTES } from '@launchpad/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { fileTooLarge, type IncomingFile } from '../../lib/file-transfer.ts';

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
        if (part.fieldname === 'body' || part.fieldname === 'internal') {
          fields[part.fieldname] = part.fieldname === 'internal' ? part.value === 'true' : part.value;
        }
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
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    if (code?.match(/^FST_(FILES|FIELDS|PARTS)_LIMIT$/)) {
      throw new AppError('validation_failed', 'Send one message with at most one file');
    }
    throw error;
  }
  if (result) return result.value;
  const parsed = parseFields(schema, fields);
  await prepare();
  return post(parsed);
}
