import { adminTabs } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { renderMail } from './render.ts';

// The team's alerts open the admin console on the tab where the thing they announce is handled.

const context = {
  publicUrl: 'https://launchpad.example',
  support: { email: 'support@launchpad.example', phone: '+91 80 4000 0000' },
};

/** Every `/admin?tab=` a rendered mail links to. */
function adminTabLinks(html: string): string[] {
  return [...html.matchAll(/https:\/\/launchpad\.example\/admin\?tab=([\w-]+)/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('admin alert mails', () => {
  it('open a new contact message on the Messages tab', async () => {
    const mail = await renderMail(
      'admin-contact-message',
      {
        reference: 'C-7Q4K2M',
        name: 'Fatima Khan',
        email: 'fatima@example.in',
        phone: null,
        subject: 'LLP or private limited?',
        message: 'Which one suits two founders?',
        service: null,
      },
      context,
    );
    const links = [...adminTabLinks(mail.html), ...adminTabLinks(mail.text)];
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links)).toEqual(new Set(['messages']));
    for (const tab of links) expect(adminTabs).toContain(tab);
  });
});
