import { isCustomerSignOff, isOrderInWork, isSignOffAsked, type OrderDetail } from '@launchpad/shared';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSignOffLaunchMutation } from '../api/sign-off-launch.ts';

/**
 * The customer's review of the finished work: once the team asks for it, the customer approves and
 * signs off here (after a confirmation). Only they can finish this step.
 */
export function LaunchSignOff({ order }: { order: OrderDetail }) {
  const signOff = useSignOffLaunchMutation();
  const [confirming, setConfirming] = useState(false);
  const step = order.milestones.find(isCustomerSignOff);
  if (!isOrderInWork(order.status) || !step || !isSignOffAsked(step)) return null;
  return (
    <section
      aria-labelledby="sign-off-heading"
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
      data-testid="launch-sign-off"
    >
      <h2 id="sign-off-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <BadgeCheck aria-hidden="true" className="size-5 text-brand-700" />
        Ready for your review
      </h2>
      <p className="text-sm text-slate-700">
        Our team has finished the work for your launch. Look through your deliverables and the stages below;
        when you are happy with them, approve and sign off so that we can go ahead with the launch.
      </p>
      {step.note ? <p className="text-sm text-slate-700">Note from our team: {step.note}</p> : null}
      {signOff.isError ? (
        <Alert variant="error">
          {isApiError(signOff.error) ? signOff.error.message : 'Your sign-off could not be saved'}
        </Alert>
      ) : null}
      {confirming ? (
        <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3">
          <p className="text-sm text-slate-800">
            Approve the work and sign off your launch? This cannot be undone; for changes, write to us in the
            messages below instead.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button disabled={signOff.isPending} onClick={() => signOff.mutate(order.id)}>
              {signOff.isPending ? <Spinner className="size-4" /> : null}
              Yes, approve and sign off
            </Button>
            <Button variant="outline" disabled={signOff.isPending} onClick={() => setConfirming(false)}>
              Not yet
            </Button>
          </div>
        </div>
      ) : (
        <Button className="self-start" onClick={() => setConfirming(true)}>
          Approve and sign off
        </Button>
      )}
    </section>
  );
}
