import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileTransport } from './transport.ts';

const mail = {
  to: 'asha@example.in',
  subject: 'Reset your password',
  html: '<p>https://launchpad.example/reset-password?token=secret</p>',
  text: 'https://launchpad.example/reset-password?token=secret',
  messageId: '<reset-1@launchpad.example>',
  attachments: [],
  links: [],
};

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('createFileTransport', () => {
  it('writes each mail readable by this user only, in a folder only this user may open', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'mail-files-'));
    const dir = path.join(root, 'mail');
    const previous = process.umask(0o022);
    try {
      await createFileTransport(dir, 'Launchpad <hello@launchpad.example>', pino({ level: 'silent' })).send(
        mail,
      );
    } finally {
      process.umask(previous);
    }
    const [name] = readdirSync(dir);
    expect(name).toMatch(/\.eml$/);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, name as string))).toBe(0o600);
  });

  it('narrows a mail folder that was made earlier with wider rights', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'mail-files-'));
    const dir = path.join(root, 'mail');
    mkdirSync(dir, { mode: 0o755 });
    await createFileTransport(dir, 'Launchpad <hello@launchpad.example>', pino({ level: 'silent' })).send(
      mail,
    );
    expect(modeOf(dir)).toBe(0o700);
  });
});
