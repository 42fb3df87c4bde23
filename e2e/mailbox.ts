import { createTestSmtpServer } from '../apps/server/test/smtp.ts';

/** The SMTP port the e2e server sends to (playwright.config.ts passes it as SMTP_URL). */
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 1000);

/** A real SMTP server on the e2e server's mail port, keeping every mail it receives. */
export async function openMailbox() {
  const smtp = createTestSmtpServer(e2eSmtpPort);
  await smtp.start();
  return {
    close: () => smtp.stop(),
    /** Waits for the mail with this subject to reach the address (the outbox delivers within seconds). */
    async waitForMail(to: string, subject: string, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = smtp.to(to).find((m) => m.subject === subject);
        if (mail) return mail;
        // The server retries a mail it could not deliver a minute later; only a slow machine waits long.
        if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = text.match(new RegExp(`${escaped}[^\\s\\]]*`));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return match[0];
}
