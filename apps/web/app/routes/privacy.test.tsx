import {
  ACCOUNT_DELETION_DELAY_DAYS,
  BACKUP_RETENTION_DAYS,
  CONTACT_MESSAGE_RETENTION_DAYS,
  DATA_EXPORT_LINK_HOURS,
  DEFAULT_DOCUMENT_RETENTION_DAYS,
  LOG_RETENTION_DAYS,
  MAIL_HISTORY_RETENTION_DAYS,
  SIGN_IN_HISTORY_RETENTION_DAYS,
  STAFF_ACTIONS_RETENTION_YEARS,
  TAX_RECORDS_RETENTION_YEARS,
  UNSUBSCRIBE_LINK_DAYS,
} from '@launchpad/shared';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dataInventory } from '../features/privacy/components/data-inventory.tsx';
import Privacy from './privacy.tsx';

function renderNotice() {
  const Stub = createRoutesStub([{ path: '/privacy', Component: Privacy }]);
  render(<Stub initialEntries={['/privacy']} />);
}

describe('the privacy notice', () => {
  it('lists each kind of data with why, how long and who receives it', () => {
    renderNotice();
    const table = screen.getByRole('table', { name: /each kind of personal data/i });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(dataInventory.length);
    for (const row of rows) {
      const cells = within(row).getAllByRole('cell');
      expect(cells).toHaveLength(3);
      for (const cell of cells) expect(cell.textContent?.trim()).not.toBe('');
    }
    const text = table.textContent ?? '';
    expect(text).toContain('payment provider');
    expect(text).toContain('mail provider');
  });

  // The server's jobs and settings read the same numbers (packages/shared/src/retention.ts; the
  // settings' defaults are tied to them in apps/server/src/config/retention-settings.test.ts), so a
  // period changed on one side only fails here or there.
  it('states the periods the server applies, from the shared numbers', () => {
    renderNotice();
    const howLong = (kind: string) =>
      screen
        .getByRole('rowheader', { name: new RegExp(`^${kind}`) })
        .closest('tr')
        ?.querySelectorAll('td')[1]?.textContent;
    const periods: [kind: string, period: string][] = [
      ['Account', `erased ${ACCOUNT_DELETION_DELAY_DAYS} days after you ask`],
      ['Sign-in history', `${SIGN_IN_HISTORY_RETENTION_DAYS} days`],
      ['Orders and payments', `${TAX_RECORDS_RETENTION_YEARS} years`],
      [
        'Identity and business documents',
        `${DEFAULT_DOCUMENT_RETENTION_DAYS} days after your launch completes`,
      ],
      [
        'Contact form messages',
        `${CONTACT_MESSAGE_RETENTION_DAYS} days after the last message of the exchange`,
      ],
      ['Mails we send you', `${MAIL_HISTORY_RETENTION_DAYS} days after it was sent`],
      ['Our team’s actions', `${STAFF_ACTIONS_RETENTION_YEARS} years`],
      ['Server logs', `${LOG_RETENTION_DAYS} days, then deleted`],
      ['Copies of your data', `${DATA_EXPORT_LINK_HOURS} hours`],
    ];
    for (const [kind, period] of periods) expect(howLong(kind), kind).toContain(period);
    const data = screen.getByRole('heading', { name: /what we hold/i }).closest('section');
    expect(data?.textContent).toContain(`deleted ${BACKUP_RETENTION_DAYS} days after it was made`);
    const consent = screen.getByRole('heading', { name: /withdrawing your consent/i }).closest('section');
    expect(consent?.textContent).toContain(`for ${UNSUBSCRIBE_LINK_DAYS} days after we send it`);
  });

  it('says how to withdraw consent and how to complain to the Data Protection Board', () => {
    renderNotice();
    const consent = screen.getByRole('heading', { name: /withdrawing your consent/i }).closest('section');
    expect(consent?.textContent).toContain('unsubscribe button');
    expect(
      within(consent as HTMLElement)
        .getByRole('link', { name: 'account page' })
        .getAttribute('href'),
    ).toBe('/account');
    const board = screen.getByRole('heading', { name: /data protection board/i }).closest('section');
    expect(board?.textContent).toContain('Data Protection Board of India');
  });
});
