import type { Notice } from './notice.ts';

/** Where docs/mail.md holds the list of notices, written from the code (`npm run docs:mail`). */
export const NOTICES_DOC_START = '<!-- notices: written by `npm run docs:mail` from every defineNotice -->';
export const NOTICES_DOC_END = '<!-- /notices -->';

const audiences: Record<Notice['to'], string> = {
  account: 'the customer’s account',
  team: '`ADMIN_NOTIFY_EMAIL`',
  address: 'the address the event names',
};

/** The notices as a Markdown table, by template, for docs/mail.md. */
export function noticesTable(notices: readonly Notice[]): string {
  const rows = [...notices]
    .sort((a, b) => a.template.localeCompare(b.template) || a.about.localeCompare(b.about))
    .map(
      (notice) => `| \`${notice.template}\` | ${notice.about} | ${audiences[notice.to]} | ${notice.once} |`,
    );
  return ['| Template | What it tells, and when | To | One per |', '|---|---|---|---|', ...rows].join('\n');
}

/** The document with its list of notices replaced by `table`; throws when the markers are missing. */
export function withNoticesTable(document: string, table: string): string {
  const start = document.indexOf(NOTICES_DOC_START);
  const end = document.indexOf(NOTICES_DOC_END);
  if (start < 0 || end < start) throw new Error('docs/mail.md has lost the markers of its list of notices');
  return `${document.slice(0, start + NOTICES_DOC_START.length)}\n${table}\n${document.slice(end)}`;
}
