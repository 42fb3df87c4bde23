import type { OrderMilestone } from '@launchpad/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LaunchStages, milestoneStatusLine } from './launch-tracker.tsx';

const documentsStep = (overrides: Partial<OrderMilestone>): OrderMilestone => ({
  id: 'm1',
  key: 'documents',
  stage: 'legal',
  title: 'Your documents received and checked',
  status: 'pending',
  plannedFor: '2026-12-03',
  startedAt: null,
  completedAt: null,
  waitsOn: 'customer',
  note: null,
  blockedOnCustomer: false,
  ...overrides,
});

describe('the launch stages', () => {
  it('say a customer step needs the customer only until it is done', () => {
    const open = documentsStep({ status: 'in-progress' });
    const done = documentsStep({ id: 'm2', status: 'done', completedAt: '2026-12-02T05:00:00.000Z' });
    expect(milestoneStatusLine(open, false)).toBe('In progress · Expected by 3 Dec 2026 · Needs you');
    expect(milestoneStatusLine(done, false)).toBe('Done on 2 Dec 2026');

    render(<LaunchStages milestones={[open, done]} />);
    const [first, second] = screen.getAllByTestId('milestone');
    expect(first?.textContent).toContain('Needs you');
    expect(second?.textContent).not.toContain('Needs you');
  });
});
