import { Readable } from 'node:stream';
import { csvRow, UTF8_BOM } from '@launchpad/shared';
import type { FastifyReply } from 'fastify';

/** What one cell of an export holds: a number stays a number for the spreadsheet. */
export type CsvCells = readonly (string | number | null | undefined)[];

/** One batch of an export and the keyset position after its last row (undefined: the last batch). */
export interface CsvBatch<Row, Position> {
  rows: Row[];
  next: Position | undefined;
}

/**
 * An admin list as a CSV file: its header, a reader of batches in the list's keyset order, and the
 * cells of each row. The reader may add to its rows what the cells need (one query per batch).
 */
export interface CsvExport<Row, Position> {
  columns: readonly string[];
  readBatch: (after: Position | undefined, limit: number) => Promise<CsvBatch<Row, Position>>;
  cells: (row: Row) => CsvCells;
}

/** Rows read per query while an export streams: memory stays flat however long the list. */
export const CSV_EXPORT_BATCH = 500;

/** The file, a BOM and the header first, then one chunk per batch until the reader has no next. */
export async function* csvLines<Row, Position>(
  csv: CsvExport<Row, Position>,
  batchSize = CSV_EXPORT_BATCH,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow(csv.columns);
  let after: Position | undefined;
  do {
    const batch = await csv.readBatch(after, batchSize);
    if (batch.rows.length > 0) yield batch.rows.map((row) => csvRow(csv.cells(row))).join('');
    after = batch.next;
  } while (after !== undefined);
}

/** Streams the export as an attachment named `fileName`, in UTF-8. */
export function sendCsv<Row, Position>(
  reply: FastifyReply,
  fileName: string,
  csv: CsvExport<Row, Position>,
): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(Readable.from(csvLines(csv)));
}

/**
 * The position after a batch read as `limit` rows of a list in keyset order: the last row's, or
 * undefined when the batch was short (the list has ended).
 */
export function nextPosition<Row, Position>(
  rows: Row[],
  limit: number,
  positionOf: (row: Row) => Position,
): Position | undefined {
  const last = rows.at(-1);
  return rows.length < limit || last === undefined ? undefined : positionOf(last);
}
