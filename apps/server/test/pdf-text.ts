import { spawnSync } from 'node:child_process';
import path from 'node:path';

const reader = path.join(import.meta.dirname, 'pdf-to-text.mjs');

/** The text of a PDF as a reader shows it (pdf.js), line by line, whitespace runs folded to one space. */
export function pdfText(pdf: Buffer): string {
  const result = spawnSync(process.execPath, [reader], { input: pdf, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`reading the PDF failed: ${result.stderr}`);
  return result.stdout.replace(/\s+/g, ' ');
}
