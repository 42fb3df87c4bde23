import { describe, expect, it } from 'vitest';
import { type CsvExport, csvLines, nextPosition } from './csv-export.ts';

/** A list of numbered rows read in keyset order, recording every read. */
function numbersExport(count: number, reads: (number | undefined)[]): CsvExport<number, number> {
  const all = Array.from({ length: count }, (_, i) => i + 1);
  return {
    columns: ['N', 'Label'],
    async readBatch(after, limit) {
      reads.push(after);
      const rows = all.filter((n) => n > (after ?? 0)).slice(0, limit);
      return { rows, next: nextPosition(rows, limit, (n) => n) };
    },
    cells: (n) => [n, n === 2 ? '=2+2' : `row ${n}`],
  };
}

async function collect(lines: AsyncGenerator<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of lines) chunks.push(chunk);
  return chunks;
}

describe('csvLines', () => {
  it('writes the BOM and header, then one chunk per batch in keyset order, cells neutralised', async () => {
    const reads: (number | undefined)[] = [];
    const chunks = await collect(csvLines(numbersExport(5, reads), 2));
    expect(chunks).toEqual([
      '\uFEFFN,Label\r\n',
      "1,row 1\r\n2,'=2+2\r\n",
      '3,row 3\r\n4,row 4\r\n',
      '5,row 5\r\n',
    ]);
    expect(reads).toEqual([undefined, 2, 4]);
  });

  it('asks once more after a full last batch and stops at an empty one', async () => {
    const reads: (number | undefined)[] = [];
    const chunks = await collect(csvLines(numbersExport(4, reads), 2));
    expect(chunks.join('')).toBe("\uFEFFN,Label\r\n1,row 1\r\n2,'=2+2\r\n3,row 3\r\n4,row 4\r\n");
    expect(reads).toEqual([undefined, 2, 4]);
  });

  it('writes only the header for an empty list', async () => {
    expect(await collect(csvLines(numbersExport(0, []), 2))).toEqual(['\uFEFFN,Label\r\n']);
  });
});
