import { type DataExport, formatDateTime, isDataExportUnderWay, privacyMessages } from '@launchpad/shared';
import { Download, FileArchive } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Loading, QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  dataExportFileUrl,
  nextDataExportAt,
  useLatestDataExportQuery,
  useRequestDataExportMutation,
} from '../api/data-export.ts';

function megabytes(bytes: number): string {
  return `${Math.max(0.1, bytes / 1024 / 1024).toFixed(1)} MB`;
}

function ExportState({ latest }: { latest: DataExport | null }) {
  if (!latest) return null;
  if (isDataExportUnderWay(latest.status)) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner className="size-4 text-brand-600" />
        Preparing your data. We will also email you when it is ready.
      </p>
    );
  }
  if (latest.status === 'ready' && latest.expiresAt) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <a href={dataExportFileUrl(latest.id)} download className={buttonClasses({ size: 'sm' })}>
          <Download aria-hidden="true" className="size-4" />
          Download my data{latest.size ? ` (${megabytes(latest.size)})` : ''}
        </a>
        <span className="text-sm text-slate-600">
          Available until <time dateTime={latest.expiresAt}>{formatDateTime(latest.expiresAt)}</time>
        </span>
      </div>
    );
  }
  if (latest.status === 'failed') {
    return <Alert variant="error">We could not prepare your data. Please ask again, or contact us.</Alert>;
  }
  return null;
}

/** The account page's "Your data" card: a copy of everything we hold, built in the background. */
export function DataExportCard() {
  const latest = useLatestDataExportQuery();
  const request = useRequestDataExportMutation();
  const underWay = latest.data ? isDataExportUnderWay(latest.data.status) : false;
  const nextAt = latest.isSuccess ? nextDataExportAt(latest.data) : null;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle className="text-lg">Your data</CardTitle>
          <CardDescription>
            One zip file with everything we hold about you: profile, billing details, orders, payments,
            invoices, your documents and deliverables, messages, the mails we sent you and your sign-ins.
          </CardDescription>
        </div>
        {latest.isSuccess && nextAt === null ? (
          <Button
            variant="outline"
            size="sm"
            disabled={underWay || request.isPending}
            onClick={() => request.mutate()}
          >
            <FileArchive aria-hidden="true" className="size-4" />
            {latest.data?.status === 'ready' ? 'Prepare a new copy' : 'Request my data'}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3 pt-3">
        {latest.isPending ? <Loading label="Loading your data requests…" className="py-6" /> : null}
        {latest.isError ? (
          <QueryError
            what="your data requests"
            message={latest.error.message}
            onRetry={() => latest.refetch()}
          />
        ) : null}
        {request.isError ? <Alert variant="error">{request.error.message}</Alert> : null}
        {/* The state below already says a copy is being prepared; the answer is shown when it says more. */}
        {request.data?.message && request.data.message !== privacyMessages.exportRequested ? (
          <p role="status" className="text-sm text-slate-700">
            {request.data.message}
          </p>
        ) : null}
        {latest.isSuccess ? <ExportState latest={latest.data} /> : null}
        {nextAt && !underWay ? (
          <p className="text-sm text-slate-600">
            You can ask for one copy a day: the next from{' '}
            <time dateTime={nextAt.toISOString()}>{formatDateTime(nextAt)}</time>.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
