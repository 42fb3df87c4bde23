import type { BillingDetails } from '@launchpad/shared';
import { cn } from '../../../lib/cn.ts';

function Fact({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-slate-100 py-2.5 last:border-0 sm:flex-row sm:justify-between sm:gap-6">
      <dt className="shrink-0 text-sm text-slate-600">{label}</dt>
      <dd className={cn('text-sm font-medium break-words text-slate-900 sm:text-right', className)}>
        {value}
      </dd>
    </div>
  );
}

/** Saved billing details as a list: name, address, state and GSTIN. */
export function BillingDetailsFacts({ details, className }: { details: BillingDetails; className?: string }) {
  return (
    <dl className={className}>
      <Fact label="Billing name" value={details.name} />
      <Fact label="Address" value={details.address} className="whitespace-pre-line" />
      <Fact label="State or union territory" value={`${details.stateName} (${details.state})`} />
      <Fact
        label="GSTIN"
        value={details.gstin ?? 'None (not registered for GST)'}
        className={details.gstin ? 'font-mono' : undefined}
      />
    </dl>
  );
}
