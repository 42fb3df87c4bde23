import { Readable } from 'node:stream';
import {
  isOrderFileType,
  MAX_ORDER_FILE_BYTES,
  ORDER_FILE_TYPE_NAMES,
  type OrderFileType,
} from '@launchpad/shared';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.ts';
import { fileTooLarge, type IncomingFile } from '../../lib/file-transfer.ts';
import type { NewOrderFile, OrderFilesRepository } from './order-files.repository.ts';

/** Bytes per `file_chunks` row. */
export const CHUNK_BYTES = 256 * 1024;
/** Chunks read per query while a file is sent. */
const CHUNKS_PER_READ = 4;
/** What file-type needs to recognise every format it knows. */
const SNIFF_BYTES = 4100;

/** The extension a stored file's name gets, by the type found in its bytes. */
const extensions: Record<OrderFileType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

export const unsupportedFile = () =>
  new AppError('unsupported_media_type', `Upload a ${ORDER_FILE_TYPE_NAMES} file`);

/**
 * A safe name to offer on download: the last path segment, printable characters only, at most 80
 * characters, and the extension of the type found in the content (never the one it came with).
 */
export function sanitiseFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\u0000-\u001f\u007f"<>:|?*;]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base || 'document'}.${extension}`;
}

export interface ReceivedFile {
  fileId: string;
  fileName: string;
  contentType: string;
  size: number;
}

interface Deps {
  filesRepo: OrderFilesRepository;
}

/** The first bytes of an upload, enough to recognise its type, and whether the upload ended there. */
async function readFirstBytes(
  iterator: AsyncIterator<Buffer>,
): Promise<{ pending: Buffer[]; bytes: number; ended: boolean }> {
  const pending: Buffer[] = [];
  let bytes = 0;
  while (bytes < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) return { pending, bytes, ended: true };
    pending.push(next.value);
    bytes += next.value.length;
  }
  return { pending, bytes, ended: false };
}

/**
 * Streams an upload into the database chunk by chunk, never holding more than a chunk: the type is
 * found from the first bytes, and anything but a PDF, JPEG or PNG is refused before a row is
 * written. The file stays incomplete until the caller completes it in its own transaction; on any
 * failure what was written is removed.
 */
async function receiveFile(
  { filesRepo }: Deps,
  incoming: IncomingFile,
  meta: Omit<NewOrderFile, 'fileName' | 'contentType'>,
): Promise<ReceivedFile> {
  const iterator = incoming.file[Symbol.asyncIterator]();
  let fileId: string | undefined;
  try {
    // Gather the first bytes to recognise the type.
    const { pending, bytes, ended } = await readFirstBytes(iterator);
    let pendingBytes = bytes;
    let size = bytes;
    let seq = 0;
    const found = await fileTypeFromBuffer(Buffer.concat(pending));
    if (!found || !isOrderFileType(found.mime)) {
      if (!ended) incoming.file.resume();
      throw unsupportedFile();
    }
    const fileName = sanitiseFileName(incoming.filename, extensions[found.mime]);
    fileId = await filesRepo.create({ ...meta, fileName, contentType: found.mime });
    const flush = async (all: boolean) => {
      let buffer = Buffer.concat(pending);
      while (buffer.length >= CHUNK_BYTES || (all && buffer.length > 0)) {
        await filesRepo.appendChunk(fileId as string, seq++, buffer.subarray(0, CHUNK_BYTES));
        buffer = buffer.subarray(CHUNK_BYTES);
      }
      pending.length = 0;
      pendingBytes = buffer.length;
      if (buffer.length > 0) pending.push(buffer);
    };
    if (!ended) {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        pending.push(next.value);
        pendingBytes += next.value.length;
        size += next.value.length;
        if (pendingBytes >= CHUNK_BYTES) await flush(false);
      }
    }
    if (incoming.file.truncated || size > MAX_ORDER_FILE_BYTES) throw fileTooLarge();
    if (size === 0) throw new AppError('validation_failed', 'The file is empty');
    await flush(true);
    return { fileId, fileName, contentType: found.mime, size };
  } catch (error) {
    if (fileId) await filesRepo.remove(fileId);
    throw error;
  }
}

/** The file's bytes as a stream, read a few chunks at a time. */
function streamFile({ filesRepo }: Deps, fileId: string): Readable {
  let nextSeq = 0;
  let done = false;
  return new Readable({
    async read() {
      if (done) return;
      try {
        const chunks = await filesRepo.readChunks(fileId, nextSeq, CHUNKS_PER_READ);
        for (const chunk of chunks) this.push(chunk.data);
        nextSeq = (chunks.at(-1)?.seq ?? nextSeq - 1) + 1;
        if (chunks.length < CHUNKS_PER_READ) {
          done = true;
          this.push(null);
        }
      } catch (error) {
        this.destroy(error as Error);
      }
    },
  });
}

export function createOrderFilesService({ filesRepo }: Deps) {
  return {
    /**
     * Streams an upload into the database, refusing anything but a PDF, JPEG or PNG; the file stays
     * incomplete until the caller completes it in its own transaction.
     */
    receive(
      incoming: IncomingFile,
      meta: Omit<NewOrderFile, 'fileName' | 'contentType'>,
    ): Promise<ReceivedFile> {
      return receiveFile({ filesRepo }, incoming, meta);
    },

    /** The file's bytes as a stream, read a few chunks at a time. */
    stream(fileId: string): Readable {
      return streamFile({ filesRepo }, fileId);
    },

    discard: (fileId: string) => filesRepo.remove(fileId),
  };
}

export type OrderFilesService = ReturnType<typeof createOrderFilesService>;
