import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import './app.ts';
import {
  definedNotices,
  LINK_LIFETIMES_MS,
  mailTemplates,
  NOTICES_DOC_END,
  NOTICES_DOC_START,
  noticesTable,
  TYPED_ADDRESS_TEMPLATES,
} from './modules/mail/index.ts';

// Every mail leaves by one of three senders (docs/mail.md): a notice, a link mail, or a fixed
// text to an unproved address. Loading the app defines every notice, as it does in production.

const root = path.resolve(import.meta.dirname, '../../..');

/** The senders of each template: which kinds send it. */
function sendersOf(templates: readonly string[], noticed: readonly string[]): Map<string, string[]> {
  const kinds: [string, readonly string[]][] = [
    ['notice', noticed],
    ['link', Object.keys(LINK_LIFETIMES_MS)],
    ['typed address', Object.keys(TYPED_ADDRESS_TEMPLATES)],
  ];
  return new Map(
    templates.map((template) => [
      template,
      kinds.filter(([, names]) => names.includes(template)).map(([kind]) => kind),
    ]),
  );
}

/** What is wrong with the senders: a template sent by none, or by a notice and another kind too. */
function senderProblems(senders: Map<string, string[]>): string[] {
  return [...senders].flatMap(([template, kinds]) => {
    if (kinds.length === 0) return [`${template}: no sender`];
    return kinds.includes('notice') && kinds.length > 1 ? [`${template}: ${kinds.join(' and ')}`] : [];
  });
}

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

describe('the notices', () => {
  const noticed = definedNotices().map((notice) => notice.template);

  it('leave every template by exactly one kind of sender', () => {
    expect(noticed.length).toBeGreaterThan(30);
    expect(senderProblems(sendersOf(Object.keys(mailTemplates), noticed))).toEqual([]);
  });

  it('each have a test that names their template, or a key of it', () => {
    const tests = [
      ...files(path.join(root, 'apps/server'), /\.int\.test\.ts$/),
      ...files(path.join(root, 'e2e'), /\.spec\.ts$/),
    ].map((file) => readFileSync(file, 'utf8'));
    const untested = [...new Set(noticed)].filter(
      (template) => !tests.some((text) => text.includes(`'${template}'`) || text.includes(`\`${template}:`)),
    );
    expect(untested).toEqual([]);
  });

  it('are listed in docs/mail.md as the code defines them', () => {
    const doc = readFileSync(path.join(root, 'docs/mail.md'), 'utf8');
    const listed = doc.slice(
      doc.indexOf(NOTICES_DOC_START) + NOTICES_DOC_START.length,
      doc.indexOf(NOTICES_DOC_END),
    );
    // When this fails: `npm run docs:mail` writes the list again.
    expect(listed.trim()).toBe(noticesTable(definedNotices()));
  });

  it('are found wanting for a template with no sender, or with a notice and a link both', () => {
    const senders = sendersOf(['invitation', 'order-message', 'new-mail'], ['order-message', 'invitation']);
    expect(senderProblems(senders)).toEqual(['invitation: notice and link', 'new-mail: no sender']);
  });
});
