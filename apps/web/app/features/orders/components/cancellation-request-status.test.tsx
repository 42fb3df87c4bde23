import type { CancellationRequestView } from '@launchpad/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrderDetail } from '../../../../test/build-order.ts';
import { CancellationRequestStatus } from './cancellation-request-status.tsx';

const asked: CancellationRequestView = {
  state: 'open',
  requestedAt: '2026-12-03T05:00:00.000Z',
  reason: 'We are closing the venture',
  reply: null,
  closedAt: null,
};

function renderRequest(cancellationRequest: CancellationRequestView | null) {
  const order = buildOrderDetail({
    status: 'in-progress',
    cancellationRequestedAt: cancellationRequest?.state === 'open' ? cancellationRequest.requestedAt : null,
    cancellationRequest,
  });
  return render(<CancellationRequestStatus order={order} />);
}

describe('the cancellation request on the order page', () => {
  it('says an open request is being looked at, with the customer’s reason', () => {
    renderRequest(asked);
    const section = screen.getByRole('region', { name: 'Cancellation requested' });
    expect(section.textContent).toContain('You asked to cancel on 3 Dec 2026. We are looking at it');
    expect(section.textContent).toContain('Your reason: We are closing the venture');
  });

  it('shows a declined request with the team’s reply and its day', () => {
    renderRequest({
      ...asked,
      state: 'declined',
      reply: 'The company is incorporated.',
      closedAt: '2026-12-04T05:00:00.000Z',
    });
    expect(screen.getByRole('region', { name: 'Your cancellation request' }).textContent).toContain(
      'We declined it on 4 Dec 2026: The company is incorporated.',
    );
  });

  it('shows a settled request, and nothing when none was made', () => {
    renderRequest({ ...asked, state: 'settled', closedAt: '2026-12-04T05:00:00.000Z' });
    expect(screen.getByTestId('cancellation-request').textContent).toContain('We settled it on 4 Dec 2026');
  });

  it('shows nothing when no request was made', () => {
    const { container } = renderRequest(null);
    expect(container.textContent).toBe('');
  });
});
