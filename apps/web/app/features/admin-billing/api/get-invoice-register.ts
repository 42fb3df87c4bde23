import { type InvoiceRegisterPage, invoiceRegisterPageSchema, successEnvelope } from '@launchpad/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { listSearchParams } from '../../../lib/list-search-params.ts';
import { billingKeys, type InvoiceRegisterRange } from './billing-keys.ts';

const registerResponseSchema = successEnvelope(invoiceRegisterPageSchema);

/** Where the register's CSV for these dates downloads from (shaped for GST returns). */
export function invoiceRegisterExportUrl({ from, to }: InvoiceRegisterRange): string {
  return `/api/admin/invoices/export.csv${listSearchParams({ from, to })}`;
}

/** One page of the invoice register: documents issued in the range, newest first, after `cursor`. */
export async function getInvoiceRegister(
  { from, to }: InvoiceRegisterRange,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<InvoiceRegisterPage> {
  const query = listSearchParams({ from, to, cursor });
  return (await apiClient.get(`/admin/invoices${query}`, registerResponseSchema, signal)).data;
}

/** The register for a range, a page at a time ("Load more"); off while the range is not valid. */
export function useInvoiceRegisterQuery(range: InvoiceRegisterRange, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    queryKey: billingKeys.register(range),
    queryFn: ({ pageParam, signal }) => getInvoiceRegister(range, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}
