import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Loading, QueryError } from '../../../components/ui/query-state.tsx';
import { useConsentsQuery, useUpdateConsentsMutation } from '../api/consents.ts';

/** The account page's consents: product updates by mail, given or withdrawn with one click. */
export function ConsentsCard() {
  const consents = useConsentsQuery();
  const update = useUpdateConsentsMutation();
  const subscribed = consents.data?.productUpdates ?? false;

  return (
    <Card>
      <CardHeader className="flex flex-col gap-1">
        <CardTitle className="text-lg">Product updates</CardTitle>
        <CardDescription>
          Occasional mails about new services. Mails about your orders, payments and account always reach you.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 pt-3">
        {consents.isPending ? <Loading label="Loading…" className="py-6" /> : null}
        {consents.isError ? (
          <QueryError
            what="your consents"
            message={consents.error.message}
            onRetry={() => consents.refetch()}
          />
        ) : null}
        {update.isError ? <Alert variant="error">{update.error.message}</Alert> : null}
        {consents.isSuccess ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="status" className="text-sm text-slate-700">
              {subscribed ? 'You receive product updates by mail.' : 'You do not receive product updates.'}
            </p>
            <Button
              size="sm"
              variant="outline"
              disabled={update.isPending}
              onClick={() => update.mutate({ productUpdates: !subscribed })}
            >
              {subscribed ? 'Stop product updates' : 'Send me product updates'}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
