import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSmtpServer, freePort } from '../../../test/smtp.ts';
import { createSmtpTransport, type OutgoingMail } from './transport.ts';

// A real SMTP server on this machine that offers no STARTTLS: what the transport does with it
// decides whether mail could ever leave in clear text.
describe('the SMTP transport against a server that offers no STARTTLS', () => {
  let port: number;
  let server: ReturnType<typeof createTestSmtpServer>;
  const mail: OutgoingMail = {
    to: 'asha@example.in',
    subject: 'Hello',
    html: '<p>Hello</p>',
    text: 'Hello',
    messageId: '<transport-rules@launchpad.example>',
    attachments: [],
    links: [],
  };

  beforeAll(async () => {
    port = await freePort();
    server = createTestSmtpServer(port);
    await server.start();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('delivers in plain text on this machine outside production', async () => {
    const transport = createSmtpTransport(
      `smtp://127.0.0.1:${port}`,
      'Launchpad <hello@launchpad.example>',
      false,
    );
    await transport.send(mail);
    transport.close();
    expect(server.received.at(-1)?.subject).toBe('Hello');
  });

  it('refuses to send in plain text in production, even when the URL asks it to', async () => {
    const count = server.received.length;
    const transport = createSmtpTransport(
      `smtp://127.0.0.1:${port}?requireTLS=false&ignoreTLS=true`,
      'Launchpad <hello@launchpad.example>',
      true,
    );
    await expect(transport.send(mail)).rejects.toThrow(/STARTTLS/);
    transport.close();
    expect(server.received.length).toBe(count);
  });
});
