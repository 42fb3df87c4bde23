import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readZip } from '../../../test/zip.ts';
import { writeInPieces, zipArchive } from './archive.ts';

async function collect(stream: Readable): Promise<Buffer> {
  const pieces: Buffer[] = [];
  await writeInPieces(stream, 1000, async (_seq, piece) => {
    expect(piece.length).toBeLessThanOrEqual(1000);
    pieces.push(piece);
  });
  return Buffer.concat(pieces);
}

describe('zipArchive', () => {
  it('writes the manifest first and each file whole, cut into pieces of the size asked', async () => {
    const bytes = Buffer.alloc(5000, 7);
    const zip = await collect(
      zipArchive({ hello: 'world' }, [
        {
          path: 'a/b.bin',
          open: async () => Readable.from([bytes.subarray(0, 2500), bytes.subarray(2500)]),
          compress: false,
        },
      ]),
    );
    const entries = await readZip(zip);
    expect([...entries.keys()]).toEqual(['manifest.json', 'a/b.bin']);
    expect(JSON.parse((entries.get('manifest.json') as Buffer).toString())).toEqual({ hello: 'world' });
    expect(entries.get('a/b.bin')?.equals(bytes)).toBe(true);
  });

  it('fails the archive, instead of the process, when a file cannot be read', async () => {
    const broken = new Readable({
      read() {
        this.destroy(new Error('statement timeout'));
      },
    });
    const archive = zipArchive({}, [{ path: 'x.pdf', open: async () => broken, compress: false }]);
    await expect(collect(archive)).rejects.toThrow('statement timeout');
  });
});
