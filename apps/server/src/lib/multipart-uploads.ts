import multipart from '@fastify/multipart';
import { MAX_ORDER_FILE_BYTES } from '@launchpad/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

// Every route that takes an upload reads multipart through this one registration: the parser's
// limits, and the checks of the body's framing that must come before the parser sees it.

/** RFC 2046, section 5.1.1: a boundary is 1 to 70 characters of this set, and not ending in a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** The boundary parameter of a multipart content type, unquoted; undefined when there is none. */
export function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * Refuses a multipart body whose boundary the standard does not allow, before it is read: the
 * parser throws on one longer than 256 characters, an error of its own that would otherwise be a 500.
 */
function checkBoundary(request: FastifyRequest): void {
  const contentType = request.headers['content-type'] ?? '';
  if (!/^multipart\//i.test(contentType)) return;
  const boundary = boundaryOf(contentType);
  if (boundary !== undefined && !BOUNDARY.test(boundary)) {
    throw new AppError(
      'validation_failed',
      'The multipart boundary must be 1 to 70 letters, digits or the characters of RFC 2046',
      [{ path: 'content-type', message: 'Invalid boundary' }],
    );
  }
}

/** Registers multipart parsing for the routes of `app`, with the order files' size limit. */
export async function registerMultipartUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_ORDER_FILE_BYTES } });
  app.addHook('preValidation', async (request) => checkBoundary(request));
}
