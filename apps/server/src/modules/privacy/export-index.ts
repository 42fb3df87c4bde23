import { Readable } from 'node:stream';
import { csvRow, UTF8_BOM } from '@launchpad/shared';
import type { ArchiveFile } from './archive.ts';
import type { exportContents } from './export-manifest.ts';

// The archive's readable side: `index.html`, a page a person opens in any browser, and one CSV per
// table for a spreadsheet, beside `manifest.json` (which stays the complete, machine-readable copy).
// Both are written from the manifest, so the three always say the same.

type Manifest = ReturnType<typeof exportContents>['manifest'];
type Row = Record<string, unknown>;

/** One table of the archive: its file, its title on the page, and its rows. */
interface Table {
  file: string;
  title: string;
  rows: Row[];
}

/** A cell as text: days and times in ISO form, nested records as JSON, nothing for null. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The columns of a table: every key of its rows, in the order they first appear. */
function columnsOf(rows: readonly Row[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

/** "createdAt" → "Created at", for the page's column headings. */
function heading(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function tableCsv(rows: readonly Row[]): string {
  const columns = columnsOf(rows);
  return (
    UTF8_BOM +
    csvRow(columns) +
    rows.map((row) => csvRow(columns.map((column) => cellText(row[column])))).join('')
  );
}

/** A cell on the page; a `path` inside the archive is a link to that file. */
function htmlCell(column: string, value: unknown): string {
  const text = escapeHtml(cellText(value));
  if (column === 'path' && typeof value === 'string' && value) return `<a href="${text}">${text}</a>`;
  return text;
}

function htmlTable(table: Table): string {
  const count = `${table.rows.length} ${table.rows.length === 1 ? 'record' : 'records'}`;
  const title = `<h2 id="${table.file}">${escapeHtml(table.title)}</h2>`;
  const link = `<p>${count} · <a href="${table.file}">${table.file}</a></p>`;
  if (table.rows.length === 0) return `<section>${title}<p>None.</p></section>`;
  const columns = columnsOf(table.rows);
  const head = columns.map((column) => `<th scope="col">${escapeHtml(heading(column))}</th>`).join('');
  const body = table.rows
    .map((row) => `<tr>${columns.map((column) => `<td>${htmlCell(column, row[column])}</td>`).join('')}</tr>`)
    .join('\n');
  return `<section>${title}${link}<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></div></section>`;
}

/** The order's own facts, without the lists that have tables of their own. */
function orderRow(order: Manifest['orders'][number]): Row {
  const { timeline: _t, milestones: _m, documents: _d, files: _f, messages: _s, ...facts } = order;
  return facts;
}

/** The rows of every order's list of `key`, each marked with its order's reference. */
function perOrder<K extends 'timeline' | 'milestones' | 'documents' | 'files' | 'messages'>(
  manifest: Manifest,
  key: K,
): Row[] {
  return manifest.orders.flatMap((order) =>
    (order[key] as readonly Row[]).map((row) => ({ order: order.reference, ...row })),
  );
}

/** The tables of an archive, in the order the page shows them. */
export function exportTables(manifest: Manifest): Table[] {
  return [
    { file: 'profile.csv', title: 'Your profile', rows: manifest.profile ? [manifest.profile] : [] },
    {
      file: 'billing-details.csv',
      title: 'Billing details',
      rows: manifest.billingDetails ? [manifest.billingDetails] : [],
    },
    { file: 'orders.csv', title: 'Orders', rows: manifest.orders.map(orderRow) },
    {
      file: 'order-timeline.csv',
      title: 'What happened on each order',
      rows: perOrder(manifest, 'timeline'),
    },
    { file: 'milestones.csv', title: 'Launch milestones', rows: perOrder(manifest, 'milestones') },
    { file: 'documents.csv', title: 'Documents asked of you', rows: perOrder(manifest, 'documents') },
    { file: 'files.csv', title: 'Files of your orders', rows: perOrder(manifest, 'files') },
    { file: 'order-messages.csv', title: 'Messages on your orders', rows: perOrder(manifest, 'messages') },
    { file: 'payments.csv', title: 'Payments', rows: manifest.payments },
    { file: 'refunds.csv', title: 'Refunds', rows: manifest.refunds },
    { file: 'tax-documents.csv', title: 'Invoices and credit notes', rows: manifest.taxDocuments },
    { file: 'contact-messages.csv', title: 'Messages through the contact form', rows: manifest.messages },
    { file: 'complaints.csv', title: 'Complaints', rows: manifest.complaints },
    { file: 'mails.csv', title: 'Mails we sent you', rows: manifest.mails },
    { file: 'consents.csv', title: 'Your consents', rows: manifest.consents },
    { file: 'sign-ins.csv', title: 'Sign-ins', rows: manifest.signIns },
    { file: 'data-requests.csv', title: 'Your data requests', rows: manifest.dataRequests },
  ];
}

function indexPage(manifest: Manifest, tables: readonly Table[]): string {
  const generated = manifest.generatedAt.toISOString();
  const contents = tables
    .map((table) => `<li><a href="#${table.file}">${escapeHtml(table.title)}</a> (${table.rows.length})</li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your Launchpad data</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #0f172a; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; font-size: 13px; }
th, td { border: 1px solid #cbd5e1; padding: 4px 8px; text-align: left; vertical-align: top; }
th { background: #f1f5f9; }
td { max-width: 28rem; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
<h1>Your Launchpad data</h1>
<p>Everything Launchpad holds about your account, as of ${escapeHtml(generated)}. Each table below is also a CSV file in this folder, for a spreadsheet; <a href="manifest.json">manifest.json</a> holds all of it for a program. The files of your orders and your invoices are in the folders <code>orders/</code> and <code>tax-documents/</code>.</p>
<nav aria-label="Contents"><ul>${contents}</ul></nav>
${tables.map(htmlTable).join('\n')}
</main>
</body>
</html>
`;
}

const textFile = (path: string, text: string, modifiedAt: Date): ArchiveFile => ({
  path,
  open: async () => Readable.from([Buffer.from(text, 'utf8')]),
  compress: true,
  modifiedAt,
});

/** `index.html` and the CSVs, as files of the archive. */
export function readableIndex(manifest: Manifest): ArchiveFile[] {
  const tables = exportTables(manifest);
  return [
    textFile('index.html', indexPage(manifest, tables), manifest.generatedAt),
    ...tables.map((table) => textFile(table.file, tableCsv(table.rows), manifest.generatedAt)),
  ];
}
