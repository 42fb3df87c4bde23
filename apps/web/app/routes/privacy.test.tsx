import {
  ACCOUNT_DELETION_DELAY_DAYS,
  DATA_EXPORT_LINK_HOURS,
  DEFAULT_DOCUMENT_RETENTION_DAYS,
  SIGN_IN_HISTORY_RETENTION_DAYS,
  TAX_RECORDS_RETENTION_YEARS,
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

  it('states the periods the server applies, from the shared numbers', () => {
    renderNotice();
    const row = (kind: string) =>
      screen.getByRole('rowheader', { name: new RegExp(`^${kind}`) }).closest('tr');
    expect(row('Sign-in history')?.textContent).toContain(`${SIGN_IN_HISTORY_RETENTION_DAYS} days`);
    expect(row('Identity and business documents')?.textContent).toContain(
      `${DEFAULT_DOCUMENT_RETENTION_DAYS} days after your launch completes`,
    );
    expect(row('Orders and payments')?.textContent).toContain(`${TAX_RECORDS_RETENTION_YEARS} years`);
    expect(row('Copies of your data')?.textContent).toContain(`${DATA_EXPORT_LINK_HOURS} hours`);
    expect(row('Account')?.textContent).toContain(`${ACCOUNT_DELETION_DELAY_DAYS} days after you ask`);
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
