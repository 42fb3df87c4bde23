import { cancellationRequestText, type OrderDetail } from '@launchpad/shared';
import { Alert } from '../../../components/ui/alert.tsx';

const variants = { open: 'info', declined: 'info', settled: 'success' } as const;

/** The customer's latest cancellation request and where it stands: open, declined with our reply, settled. */
export function CancellationRequestStatus({ order }: { order: OrderDetail }) {
  const request = order.cancellationRequest;
  if (!request) return null;
  return (
    <section aria-labelledby="cancellation-request-heading" data-testid="cancellation-request">
      <Alert variant={variants[request.state]}>
        <h2 id="cancellation-request-heading" className="font-semibold">
          {request.state === 'open' ? 'Cancellation requested' : 'Your cancellation request'}
        </h2>
        <p>{cancellationRequestText(request)}</p>
        <p className="text-sm opacity-90">Your reason: {request.reason}</p>
      </Alert>
    </section>
  );
}
