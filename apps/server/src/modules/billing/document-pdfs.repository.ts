import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { documentPdfs } from '../../db/schema.ts';

// The rendered PDFs of tax documents, stored once and read back (decision 023).

/** A document's PDF in this layout, when it was rendered before. */
export async function findPdf(db: Queryable, invoiceId: string, layout: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ data: documentPdfs.data })
    .from(documentPdfs)
    .where(and(eq(documentPdfs.invoiceId, invoiceId), eq(documentPdfs.layout, layout)))
    .limit(1);
  return row?.data;
}

/**
 * Keeps a document's rendered PDF unless one is stored already (another request or instance
 * rendered it first); answers the stored bytes, whichever rendering won.
 */
export async function storePdf(
  db: Queryable,
  invoiceId: string,
  layout: number,
  data: Buffer,
): Promise<Buffer> {
  const inserted = await db
    .insert(documentPdfs)
    .values({ invoiceId, layout, data })
    .onConflictDoNothing()
    .returning({ invoiceId: documentPdfs.invoiceId });
  if (inserted.length > 0) return data;
  const stored = await findPdf(db, invoiceId, layout);
  if (!stored) throw new Error(`the PDF of document ${invoiceId} was neither stored nor found`);
  return stored;
}
