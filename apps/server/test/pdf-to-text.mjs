// Prints the text of the PDF read from standard input, line by line as the page shows it: the text
// runs that share a baseline joined left to right, the lines top to bottom, the pages in order.
// Run as a child process by pdf-text.ts, so that the tests read PDFs synchronously with nothing
// installed but Node (pdf.js, the reader the browsers use).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;

const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const page = await pdf.getPage(number);
  const { items } = await page.getTextContent();
  const lines = new Map();
  for (const item of items) {
    if (!('str' in item) || item.str === '') continue;
    const [, , , , x, y] = item.transform;
    const baseline = Math.round(y);
    const line = lines.get(baseline) ?? [];
    line.push({ x, text: item.str });
    lines.set(baseline, line);
  }
  const text = [...lines.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, runs]) =>
      runs
        .sort((a, b) => a.x - b.x)
        .map((run) => run.text)
        .join(' '),
    );
  pages.push(text.join('\n'));
}
process.stdout.write(pages.join('\n\f'));
