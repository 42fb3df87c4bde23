import { Readable, Transform } from 'node:stream';
import yazl from 'yazl';

/** One file of an archive, opened only when the archive reaches it. */
export interface ArchiveFile {
  path: string;
  /** Opens the file's bytes; called once, when the entries before it are written. */
  open: () => Promise<Readable>;
  /** Whether deflate is worth it: already compressed formats (PDF, JPEG, PNG) are stored as they are. */
  compress: boolean;
  modifiedAt?: Date;
}

/**
 * A zip of the manifest (as `manifest.json`) and the files, as a stream. yazl writes entries one
 * after the other and opens each file's stream only when it is that file's turn, so however large
 * the files, only the piece under way is in memory; the output honours back-pressure.
 */
export function zipArchive(manifest: unknown, files: ArchiveFile[]): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  // yazl does not listen for its inputs' errors: a file that fails to read (the database timing
  // out) must fail the archive, not go unhandled and end the process.
  const fail = (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error)));
  zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), 'manifest.json');
  for (const file of files) {
    zip.addReadStreamLazy(file.path, { compress: file.compress, mtime: file.modifiedAt }, (done) => {
      file.open().then(
        (stream) => {
          stream.on('error', fail);
          done(null, stream);
        },
        (error: unknown) => {
          fail(error);
          done(error, Readable.from([]));
        },
      );
    });
  }
  zip.end();
  return output;
}

/**
 * Cuts a stream into pieces of exactly `size` bytes (the last one shorter) and hands each to
 * `write`, awaiting it before reading on: memory holds at most one piece. Returns the total size.
 */
export async function writeInPieces(
  stream: Readable,
  size: number,
  write: (seq: number, piece: Buffer) => Promise<void>,
): Promise<number> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let total = 0;
  const flush = async (piece: Buffer) => {
    await write(seq, piece);
    seq += 1;
  };
  for await (const data of stream) {
    let chunk = data as Buffer;
    total += chunk.length;
    while (pendingBytes + chunk.length >= size) {
      const take = size - pendingBytes;
      pending.push(chunk.subarray(0, take));
      await flush(Buffer.concat(pending));
      chunk = chunk.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (chunk.length > 0) {
      pending.push(chunk);
      pendingBytes += chunk.length;
    }
  }
  if (pendingBytes > 0 || seq === 0) await flush(Buffer.concat(pending));
  return total;
}

/** Reads stored pieces back as one stream, a few rows per query. */
export function piecesStream(
  read: (fromSeq: number, count: number) => Promise<{ seq: number; data: Buffer }[]>,
) {
  const perRead = 4;
  let nextSeq = 0;
  return new Readable({
    async read() {
      try {
        const rows = await read(nextSeq, perRead);
        for (const row of rows) this.push(row.data);
        nextSeq = (rows.at(-1)?.seq ?? nextSeq - 1) + 1;
        if (rows.length < perRead) this.push(null);
      } catch (error) {
        this.destroy(error as Error);
      }
    },
  });
}

/**
 * Passes a file's bytes through and fails, at its end, when they are not the `expected` number: a
 * file replaced or deleted while an archive was written would otherwise go in empty or cut short.
 */
export function exactLength(source: Readable, expected: number, name: string): Readable {
  let seen = 0;
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      done(
        seen === expected
          ? null
          : new Error(`${name} changed while it was read: ${seen} of ${expected} bytes`),
      );
    },
  });
  source.on('error', (error) => checked.destroy(error));
  return source.pipe(checked);
}
