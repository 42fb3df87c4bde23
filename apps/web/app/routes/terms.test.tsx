import {
  cancellationMessages,
  cancellationRequestAction,
  launchPromiseDetail,
  refundArrivalTime,
  supportContact,
  supportHoursStatement,
  supportReplyTime,
} from '@launchpad/shared';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import Terms from './terms.tsx';

function renderTerms() {
  const Stub = createRoutesStub([{ path: '/terms', Component: Terms }]);
  render(<Stub initialEntries={['/terms']} />);
}

const sectionOf = (heading: RegExp) =>
  screen.getByRole('heading', { name: heading }).closest('section') as HTMLElement;

describe('the terms', () => {
  it('describe the in-app cancellation request, with mail only as the fallback', () => {
    renderTerms();
    const refunds = sectionOf(/refunds and cancellation/i);
    const how = within(refunds).getByTestId('cancellation-request-how');
    // The same words as the control on the order's page and the answer to a direct cancel.
    expect(how.textContent).toContain(`choose ${cancellationRequestAction}`);
    expect(cancellationMessages.paidCannotCancel).toContain(cancellationRequestAction);
    expect(within(how).getByRole('link', { name: 'dashboard' }).getAttribute('href')).toBe(paths.dashboard);
    expect(how.textContent).toContain(`We answer on the order, ${supportReplyTime}`);
    expect(how.textContent).not.toContain(supportContact.email);
    const fallback = within(refunds).getByTestId('cancellation-request-fallback');
    expect(fallback.textContent).toMatch(/^If you cannot sign in, email/);
    expect(within(fallback).getByRole('link', { name: supportContact.email }).getAttribute('href')).toBe(
      `mailto:${supportContact.email}`,
    );
  });

  it('state the days and hours the product keeps, from the shared constants', () => {
    renderTerms();
    expect(sectionOf(/refunds and cancellation/i).textContent).toContain(
      `original payment source within ${refundArrivalTime}`,
    );
    expect(cancellationMessages.paidCannotCancel).toContain(refundArrivalTime);
    expect(sectionOf(/our services/i).textContent).toContain(launchPromiseDetail);
    const contact = sectionOf(/contact us/i);
    expect(contact.textContent).toContain(supportHoursStatement);
    expect(contact.textContent).toContain(supportContact.phone);
  });
});
