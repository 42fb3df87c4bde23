import { spawnSync } from 'node:child_process';

/** The text of a PDF as poppler's pdftotext reads it, whitespace runs folded to one space. */
export function pdfText(pdf: Buffer): string {
  const result = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout.replace(/\s+/g, ' ');
}
