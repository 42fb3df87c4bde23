import type { OrderDocument, OrderMilestone } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { buildOrder, buildOrderDocument } from '../../../test/build-order.ts';
import { activeLaunch, lastLaunched, neededFromCustomer } from './active-launch.ts';

function document(
  title: string,
  status: OrderDocument['status'],
  reason: string | null = null,
): OrderDocument {
  return buildOrderDocument({ id: title, kind: title, title, status, reason });
}

function milestone(overrides: Partial<OrderMilestone>): OrderMilestone {
  return {
    id: 'm',
    key: 'sign-off',
    stage: 'legal',
    title: 'Your review and sign-off',
    status: 'blocked',
    plannedFor: '2026-12-20',
    startedAt: null,
    completedAt: null,
    waitsOn: 'customer',
    note: null,
    blockedOnCustomer: false,
    ...overrides,
  };
}

describe('activeLaunch', () => {
  it('is the most recent paid order still in work, never a pending, completed or cancelled one', () => {
    const older = buildOrder({ status: 'in-progress', createdAt: '2026-11-01T00:00:00.000Z' });
    const newer = buildOrder({ status: 'in-progress', createdAt: '2026-11-10T00:00:00.000Z' });
    const others = [
      buildOrder({ status: 'pending', createdAt: '2026-11-20T00:00:00.000Z' }),
      buildOrder({ status: 'completed', createdAt: '2026-11-21T00:00:00.000Z' }),
      buildOrder({ status: 'cancelled', paid: true, createdAt: '2026-11-22T00:00:00.000Z' }),
    ];
    expect(activeLaunch([older, ...others, newer])?.id).toBe(newer.id);
    expect(activeLaunch(others)).toBeUndefined();
  });

  it('falls back to the latest completed launch for a customer with nothing in work', () => {
    const first = buildOrder({ status: 'completed', updatedAt: '2026-10-01T00:00:00.000Z' });
    const latest = buildOrder({ status: 'completed', updatedAt: '2026-11-01T00:00:00.000Z' });
    expect(lastLaunched([first, latest, buildOrder({ status: 'pending' })])?.id).toBe(latest.id);
    expect(lastLaunched([buildOrder({ status: 'pending' })])).toBeUndefined();
  });
});

describe('neededFromCustomer', () => {
  it('asks for the documents to send, naming two and counting the rest', () => {
    const documents = ['PAN', 'Aadhaar', 'Photo', 'Address proof'].map((title) =>
      document(title, 'required'),
    );
    expect(neededFromCustomer({ documents, milestones: [] })).toEqual([
      'Send 4 documents: PAN, Aadhaar and 2 more',
    ]);
    expect(neededFromCustomer({ documents: documents.slice(0, 2), milestones: [] })).toEqual([
      'Send 2 documents: PAN and Aadhaar',
    ]);
  });

  it('asks again for a rejected document with why, and names a step blocked on the customer', () => {
    const needed = neededFromCustomer({
      documents: [
        document('PAN', 'required'),
        document('Photo', 'rejected', 'Blurred'),
        document('Aadhaar', 'uploaded'),
      ],
      milestones: [
        milestone({ note: 'Tell us which logo you prefer' }),
        milestone({
          key: 'name-approval',
          title: 'Company name approved by the registrar',
          waitsOn: 'government',
        }),
        milestone({ key: 'documents', title: 'Your documents received and checked', status: 'in-progress' }),
      ],
    });
    expect(needed).toEqual([
      'Send your PAN',
      'Send your Photo again: Blurred',
      '“Your review and sign-off” is waiting on you: Tell us which logo you prefer',
    ]);
  });

  it('names a team step blocked on the customer, and the sign-off once the team asks for it', () => {
    const needed = neededFromCustomer({
      documents: [],
      milestones: [
        milestone({
          key: 'website',
          title: 'Website built',
          waitsOn: 'team',
          blockedOnCustomer: true,
          note: 'Send the text of your About page',
        }),
        milestone({ key: 'logo', title: 'Logo designed', waitsOn: 'team' }),
        milestone({ status: 'in-progress' }),
      ],
    });
    expect(needed).toEqual([
      '“Website built” is waiting on you: Send the text of your About page',
      'Review the finished work, then approve and sign off',
    ]);
  });

  it('is empty when the launch needs nothing from its customer', () => {
    expect(
      neededFromCustomer({
        documents: [document('PAN', 'accepted'), document('Photo', 'uploaded')],
        milestones: [],
      }),
    ).toEqual([]);
  });
});
