import { type SiteConfig, siteConfigSchema, successEnvelope } from '@launchpad/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

const siteConfigResponseSchema = successEnvelope(siteConfigSchema);

/** Run-time settings (WhatsApp number, support contacts) that prerendered pages cannot carry. */
export async function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const body = await apiClient.get('/site-config', siteConfigResponseSchema, signal);
  return body.data;
}

/** Fetched once per visit: the answer only changes when the server is reconfigured. */
export function useSiteConfigQuery() {
  return useQuery({
    queryKey: catalogueKeys.siteConfig(),
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
