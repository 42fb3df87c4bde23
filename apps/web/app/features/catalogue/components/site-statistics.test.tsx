import type { SiteConfig } from '@launchpad/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteStatistics } from './site-statistics.tsx';

const config: SiteConfig = {
  whatsappNumber: null,
  supportEmail: 'support@launchpad.example',
  supportPhone: '+91 80 4567 8900',
  seller: null,
  grievanceOfficer: null,
  statistics: [],
};

describe('SiteStatistics', () => {
  it('shows a configured figure with its source', () => {
    const statistics = [
      { figure: '96%', label: 'client satisfaction', source: 'Survey of 212 clients, November 2026' },
    ];
    render(<SiteStatistics config={{ ...config, statistics }} />);
    expect(screen.getByTestId('site-statistic').textContent).toBe(
      '96% client satisfaction (source: Survey of 212 clients, November 2026)',
    );
  });

  it('shows nothing when none is configured, or before the settings are known', () => {
    const { container, rerender } = render(<SiteStatistics config={config} />);
    expect(container.textContent).toBe('');
    rerender(<SiteStatistics config={null} />);
    expect(container.textContent).toBe('');
  });
});
