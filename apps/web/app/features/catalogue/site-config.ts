import type { GrievanceOfficer, Seller, SiteConfig, SiteStatistic } from '@launchpad/shared';
import { useEffect, useState } from 'react';
import { apiClient, dataContract } from '../../lib/api-client.ts';

const isString = (v: unknown): v is string => typeof v === 'string';
const isStringOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

/** Marks a part that is not of its shape (null itself is a valid "not configured"). */
const INVALID = Symbol('invalid');

function toSeller(value: unknown): Seller | null | typeof INVALID {
  if (value === null) return null;
  if (typeof value !== 'object' || value === undefined) return INVALID;
  const { legalName, address, stateName, gstin, cin } = value as Record<string, unknown>;
  if (!isString(legalName) || !isString(address) || !isString(stateName)) return INVALID;
  if (!isStringOrNull(gstin) || !isStringOrNull(cin)) return INVALID;
  return { legalName, address, stateName, gstin, cin };
}

function toGrievanceOfficer(value: unknown): GrievanceOfficer | null | typeof INVALID {
  if (value === null) return null;
  if (typeof value !== 'object' || value === undefined) return INVALID;
  const { name, email, phone } = value as Record<string, unknown>;
  if (!isString(name) || !isString(email) || !isStringOrNull(phone)) return INVALID;
  return { name, email, phone };
}

function toStatistics(value: unknown): SiteStatistic[] | typeof INVALID {
  // A server from before the statistics sends none: that is "none configured", not a broken answer.
  if (value === undefined) return [];
  if (!Array.isArray(value)) return INVALID;
  const statistics: SiteStatistic[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) return INVALID;
    const { figure, label, source } = item as Record<string, unknown>;
    if (!isString(figure) || !isString(label) || !isString(source)) return INVALID;
    statistics.push({ figure, label, source });
  }
  return statistics;
}

/** The answer of `GET /api/site-config`, or null when it is not one (zod stays off static pages). */
export function toSiteConfig(value: unknown): SiteConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const { whatsappNumber, supportEmail, supportPhone, seller, grievanceOfficer, statistics } =
    value as Record<string, unknown>;
  if (!isStringOrNull(whatsappNumber) || !isString(supportEmail) || !isString(supportPhone)) return null;
  const knownSeller = toSeller(seller);
  const knownOfficer = toGrievanceOfficer(grievanceOfficer);
  const knownStatistics = toStatistics(statistics);
  if (knownSeller === INVALID || knownOfficer === INVALID || knownStatistics === INVALID) return null;
  return {
    whatsappNumber,
    supportEmail,
    supportPhone,
    seller: knownSeller,
    grievanceOfficer: knownOfficer,
    statistics: knownStatistics,
  };
}

const siteConfigResponse = dataContract(toSiteConfig);

let request: Promise<SiteConfig | null> | undefined;

/**
 * Run-time settings (WhatsApp number, support contacts) that prerendered pages cannot carry,
 * fetched once per page load and shared by every component that asks. Failures read as "not
 * known" (null), so nothing that depends on them is drawn; the next page load asks again.
 */
export function loadSiteConfig(): Promise<SiteConfig | null> {
  request ??= apiClient
    .get('/site-config', siteConfigResponse)
    .then((body) => body.data)
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
