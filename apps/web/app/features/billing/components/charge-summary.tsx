import { type Charge, formatInr, GST_RATE_PERCENT } from '@launchpad/shared';

/** The lines of a charge as checkout shows them: the fee, each tax that applies, and the total. */
export function chargeLines(charge: Charge): { label: string; amount: number }[] {
  const half = GST_RATE_PERCENT / 2;
  const lines = [{ label: 'Professional fee', amount: charge.fee }];
  if (charge.cgst > 0) lines.push({ label: `CGST (${half}%)`, amount: charge.cgst });
  if (charge.sgst > 0) lines.push({ label: `${charge.stateTaxName} (${half}%)`, amount: charge.sgst });
  if (charge.igst > 0) lines.push({ label: `IGST (${GST_RATE_PERCENT}%)`, amount: charge.igst });
  return lines;
}

/** Fee, CGST and SGST (or IGST), and the total that will be charged. */
export function ChargeSummary({ charge }: { charge: Charge }) {
  const taxed = charge.total !== charge.fee;
  return (
    <div className="flex flex-col gap-2">
      <dl className="flex flex-col rounded-xl bg-slate-50 px-4 py-1 text-sm ring-1 ring-slate-200">
        {chargeLines(charge).map((line) => (
          <div key={line.label} className="flex justify-between gap-4 border-b border-slate-200 py-2.5">
            <dt className="text-slate-700">{line.label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{formatInr(line.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-2.5 text-base">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="font-bold text-slate-900 tabular-nums">{formatInr(charge.total)}</dd>
        </div>
      </dl>
      {taxed ? null : (
        <p className="text-xs text-slate-600">
          No GST is charged: we are not registered for GST, so you receive a bill of supply.
        </p>
      )}
    </div>
  );
}
