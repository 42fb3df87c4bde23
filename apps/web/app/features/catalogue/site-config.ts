import type { SiteConfig } from '@launchpad/shared';
import { useEffect, useState } from 'react';
import { API_BASE } from '../../lib/api-client.ts';

/** The answer of `GET /api/site-config`, or null when it is not one. */
export function toSiteConfig(value: unknown): SiteConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const { whatsappNumber, supportEmail, supportPhone } = value as Record<string, unknown>;
  if (
    (whatsappNumber !== null && typeof whatsappNumber !== 'string') ||
    typeof supportEmail !== 'string' ||
    typeof supportPhone !== 'string'
  ) {
    return null;
  }
  return { whatsappNumber, supportEmail, supportPhone };
}

let request: Promise<SiteConfig | null> | undefined;

/**
 * Run-time settings (WhatsApp number, support contacts) that prerendered pages cannot carry,
 * fetched once per page load and shared by every component that asks. Failures read as "not
 * known" (null), so nothing that depends on them is drawn; the next page load asks again.
 */
export function loadSiteConfig(): Promise<SiteConfig | null> {
  request ??= fetch(`${API_BASE}/site-config`, { headers: { Accept: 'application/json' } })
    .then(async (response) =>
      response.ok ? toSiteConfig(((await response.json()) as { data?: unknown }).data) : null,
    )
    .catch(() => null);
  return request;
}

/** Forgets the answer; for tests. */
export function resetSiteConfig() {
  request = undefined;
}

/** The settings once known; null before the answer arrives and when it cannot be had. */
export function useSiteConfig(): SiteConfig | null {
  const [config, setConfig] = useState<SiteConfig | null>(null);
  useEffect(() => {
    let current = true;
    void loadSiteConfig().then((loaded) => {
      if (current) setConfig(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return config;
}
