import type { SiteConfig } from '@launchpad/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SellerDetails } from './seller-details.tsx';

const base: SiteConfig = {
  whatsappNumber: null,
  supportEmail: 'support@launchpad.example',
  supportPhone: '+91 80 4567 8900',
  seller: null,
  grievanceOfficer: null,
  statistics: [],
};

describe('SellerDetails', () => {
  it('names the seller, its CIN and GSTIN, and the grievance officer with the 48-hour promise', () => {
    render(
      <SellerDetails
        tone="page"
        config={{
          ...base,
          seller: {
            legalName: 'Launchpad Ventures Private Limited',
            address: '12 MG Road, Bengaluru 560001',
            stateName: 'Karnataka',
            gstin: '29AAPFU0939F1ZR',
            cin: 'U72900KA2020PTC123456',
          },
          grievanceOfficer: {
            name: 'Asha Rao',
            email: 'grievance@launchpad.example',
            phone: '+91 80 1111 2222',
          },
        }}
      />,
    );
    expect(screen.getByText('Launchpad Ventures Private Limited')).toBeTruthy();
    expect(screen.getByText('12 MG Road, Bengaluru 560001')).toBeTruthy();
    expect(screen.getByText('U72900KA2020PTC123456')).toBeTruthy();
    expect(screen.getByText('29AAPFU0939F1ZR')).toBeTruthy();
    expect(screen.getByText(/Grievance officer: Asha Rao/).textContent).toMatch(/within 48 hours/);
    expect(screen.getByRole('link', { name: 'grievance@launchpad.example' }).getAttribute('href')).toBe(
      'mailto:grievance@launchpad.example',
    );
    expect(screen.getByRole('link', { name: '+91 80 1111 2222' }).getAttribute('href')).toBe(
      'tel:+918011112222',
    );
  });

  it('leaves out what is not configured and draws nothing without settings', () => {
    const { container, rerender } = render(
      <SellerDetails
        tone="footer"
        config={{
          ...base,
          seller: {
            legalName: 'Launchpad LLP',
            address: 'Pune',
            stateName: 'Maharashtra',
            gstin: null,
            cin: null,
          },
        }}
      />,
    );
    expect(screen.getByText('Launchpad LLP')).toBeTruthy();
    expect(screen.queryByText('GSTIN:')).toBeNull();
    expect(screen.queryByText('CIN:')).toBeNull();
    expect(screen.queryByText(/Grievance officer/)).toBeNull();
    rerender(<SellerDetails tone="footer" config={base} />);
    expect(container.innerHTML).toBe('');
    rerender(<SellerDetails tone="footer" config={null} />);
    expect(container.innerHTML).toBe('');
  });
});
