import {
  DATA_EXPORTS_EVERY_HOURS,
  type DataExport,
  dataExportSchema,
  isDataExportUnderWay,
  successEnvelope,
} from '@launchpad/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { privacyKeys } from './privacy-keys.ts';

const latestResponse = successEnvelope(dataExportSchema.nullable());
const exportResponse = successEnvelope(dataExportSchema);

/** While an archive is being built, how often the account page asks whether it is ready. */
const POLL_MS = 3_000;

/** Where the browser downloads a ready archive (the session cookie goes with it). */
export function dataExportFileUrl(id: string): string {
  return `/api/auth/me/data-export/${encodeURIComponent(id)}/file`;
}

/** The customer's latest data export, asked again every few seconds while it is being built. */
export function useLatestDataExportQuery() {
  return useQuery({
    queryKey: privacyKeys.dataExport(),
    queryFn: async ({ signal }) => (await apiClient.get('/auth/me/data-export', latestResponse, signal)).data,
    refetchInterval: (query) => {
      const latest = query.state.data;
      return latest && isDataExportUnderWay(latest.status) ? POLL_MS : false;
    },
  });
}

/** Asks for a copy; the answer says what happens next (prepared, waiting for space, or the day's copy). */
export async function requestDataExport(): Promise<{ dataExport: DataExport; message: string | undefined }> {
  const answer = await apiClient.post('/auth/me/data-export', {}, exportResponse);
  return { dataExport: answer.data, message: answer.message };
}

export function useRequestDataExportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: ({ dataExport }) => queryClient.setQueryData(privacyKeys.dataExport(), dataExport),
  });
}

/** One copy a day: when the next may be asked for, or null when one may be asked for now. */
export function nextDataExportAt(latest: DataExport | null, now = Date.now()): Date | null {
  if (!latest || latest.status === 'failed') return null;
  const next = Date.parse(latest.requestedAt) + DATA_EXPORTS_EVERY_HOURS * 3_600_000;
  return next > now ? new Date(next) : null;
}
