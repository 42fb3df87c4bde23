import type { UseFormRegisterReturn } from 'react-hook-form';

/** The admin's choice for an open cancellation request: a partial refund never closes it silently. */
export function RequestChoice({ error, ...field }: UseFormRegisterReturn & { error?: string }) {
  const options = [
    ['close', 'Refund and close the request'],
    ['keep-open', 'Refund part and keep the request open'],
  ] as const;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'request-choice-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-900">The customer's cancellation request</legend>
      {options.map(([value, label]) => (
        <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" value={value} {...field} />
          {label}
        </label>
      ))}
      {error ? (
        <p id="request-choice-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
