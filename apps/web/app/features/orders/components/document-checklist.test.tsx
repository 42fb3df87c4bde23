import type { OrderDetail, OrderDocument } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrderDetail, buildOrderDocument } from '../../../../test/build-order.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { DocumentChecklist } from './document-checklist.tsx';
import { fileProblem } from './document-upload-form.tsx';

// A file sent and waiting for review, unless told otherwise.
const document = (overrides: Partial<OrderDocument>): OrderDocument =>
  buildOrderDocument({
    status: 'uploaded',
    fileName: 'pan-asha.pdf',
    size: 2048,
    uploadedAt: '2026-12-01T05:00:00.000Z',
    ...overrides,
  });

const inProgress = (documents: OrderDocument[]): OrderDetail =>
  buildOrderDetail({
    status: 'in-progress',
    packageId: 'starter',
    plannedLaunchDate: '2026-12-26',
    documents,
  });

function renderChecklist(documents: OrderDocument[]) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DocumentChecklist order={inProgress(documents)} />
    </QueryClientProvider>,
  );
}

describe('DocumentChecklist', () => {
  it('shows each file of a kind asked of each director with its own state, and offers to add another', () => {
    renderChecklist([
      document({ status: 'accepted' }),
      document({ id: 'd2', copy: 2, fileName: 'pan-ravi.pdf', status: 'rejected', reason: 'Cut off' }),
      document({
        id: 'd3',
        kind: 'office-proof',
        title: 'Office proof',
        fileName: null,
        status: 'required',
      }),
    ]);
    const [pan, office] = screen.getAllByTestId('document');
    const files = within(pan as HTMLElement).getAllByTestId('document-file');
    const [kept, rejected] = files.map((file) => within(file as HTMLElement));
    expect(kept?.getByRole('link', { name: 'pan-asha.pdf' })).toBeTruthy();
    expect(kept?.getByText('Accepted')).toBeTruthy();
    expect(kept?.queryByRole('button')).toBeNull();
    expect(rejected?.getByRole('link', { name: 'pan-ravi.pdf' })).toBeTruthy();
    expect(rejected?.getByText('Not accepted: Cut off')).toBeTruthy();
    expect(rejected?.getByRole('button', { name: 'Replace' })).toBeTruthy();
    expect(within(pan as HTMLElement).getByLabelText('New file to replace pan-ravi.pdf')).toBeTruthy();
    expect(
      within(pan as HTMLElement).getByLabelText('Another file for PAN card of each director'),
    ).toBeTruthy();
    // A document of one file is replaced, never added to.
    expect(within(office as HTMLElement).queryByText(/Add another/)).toBeNull();
    expect(within(office as HTMLElement).getByRole('button', { name: 'Upload' })).toBeTruthy();
  });

  it('asks for the Aadhaar masked, as UIDAI advises', () => {
    renderChecklist([
      document({
        kind: 'aadhaar',
        title: 'Masked Aadhaar of each director (only the last four digits showing)',
      }),
    ]);
    expect(
      screen.getByText(/Only the last four digits of the number may show, as UIDAI advises/),
    ).toBeTruthy();
  });
});

describe('fileProblem', () => {
  const file = (name: string, type: string, bytes: number) => {
    const chosen = new File(['x'], name, { type });
    Object.defineProperty(chosen, 'size', { value: bytes });
    return chosen;
  };

  it('refuses a file over 10 MB, naming its size and the limit', () => {
    expect(fileProblem(file('scan.pdf', 'application/pdf', 31 * 1024 * 1024))).toBe(
      'scan.pdf is 31 MB; files can be at most 10 MB. Choose a smaller file, or scan it at a lower resolution.',
    );
  });

  it('refuses a type the server does not take, and lets a PDF, JPEG or PNG of 10 MB through', () => {
    expect(fileProblem(file('scan.heic', 'image/heic', 1024))).toBe(
      'scan.heic is not a PDF, JPEG or PNG file. Choose one of those.',
    );
    expect(fileProblem(file('scan.png', 'image/png', 10 * 1024 * 1024))).toBeNull();
  });
});
