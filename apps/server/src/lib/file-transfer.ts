import type { Readable } from 'node:stream';
import { MAX_ORDER_FILE_MB } from '@launchpad/shared';
import type { FastifyReply } from 'fastify';
import { AppError } from './app-error.ts';

// Files in and out over HTTP: an upload as multipart hands it over, and a stored file sent back as
// a download (order files, conversation attachments, the data export).

/** The upload as @fastify/multipart hands it over. */
export interface IncomingFile {
  filename: string;
  file: AsyncIterable<Buffer> & { truncated?: boolean; resume(): unknown };
}

/** A file on its way out: what the route needs to send it as an attachment. */
export interface OutgoingFile {
  fileName: string;
  contentType: string;
  size: number;
  body: Readable;
}

export const fileTooLarge = () =>
  new AppError('payload_too_large', `Files can be at most ${MAX_ORDER_FILE_MB} MB`);

/** `Content-Disposition` for a download: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a stored file as a download that the browser never renders. */
export function sendFile(reply: FastifyReply, file: OutgoingFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'no-store')
    .send(file.body);
}

/**
 * Whether an error says the body is not well-formed multipart: busboy's (a missing boundary, data
 * that ends before the closing one, "Unexpected end of form") and @fastify/multipart's own.
 * Database and other server failures have codes of their own and stay server errors.
 */
export function isMalformedMultipart(error: unknown): boolean {
  if (error instanceof AppError) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    return /^FST_(MP_PREMATURE_CLOSE|INVALID_MULTIPART_CONTENT_TYPE|PROTO_VIOLATION)$/.test(code);
  }
  return (
    error instanceof Error &&
    /multipart|boundary|unexpected end of|malformed part header/i.test(error.message)
  );
}

/**
 * Turns what went wrong while reading a multipart body into the client's error: too large a file
 * (413), too many parts (400 with `tooMany`), a body that is not complete multipart (400). Anything
 * else is returned as it was, for the error handler.
 */
export function multipartReadError(error: unknown, tooMany: string): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  if (code?.match(/^FST_(FILES|FIELDS|PARTS)_LIMIT$/)) return new AppError('validation_failed', tooMany);
  if (isMalformedMultipart(error)) {
    return new AppError('validation_failed', 'The body is not complete multipart/form-data: send it again');
  }
  return error;
}
