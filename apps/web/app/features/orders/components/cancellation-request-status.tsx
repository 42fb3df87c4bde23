import { cancellationRequestText, type OrderDetail } from '@launchpad/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { orderFocusTargets } from '../focus-targets.ts';

const variants = { open: 'info', declined: 'info', settled: 'success' } as const;

/** The customer's latest cancellation request and where it stands: open, declined with our reply, settled. */
export function CancellationRequestStatus({ order }: { order: OrderDetail }) {
  const request = order.cancellationRequest;
  if (!request) return null;
  return (
    <section aria-labelledby={orderFocusTargets.cancellationRequest} data-testid="cancellation-request">
      <Alert variant={variants[request.state]}>
        {/* Focus lands here once a request is sent: the form that sent it is gone. */}
        <h2
          id={orderFocusTargets.cancellationRequest}
          tabIndex={-1}
          className="font-semibold outline-none focus:underline"
        >
          {request.state === 'open' ? 'Cancellation requested' : 'Your cancellation request'}
        </h2>
        <p>{cancellationRequestText(request)}</p>
        <p className="text-sm opacity-90">Your reason: {request.reason}</p>
      </Alert>
    </section>
  );
}
