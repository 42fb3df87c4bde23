import { type StaffAction, staffActionDetails, staffActions } from '@launchpad/shared';
import { X } from 'lucide-react';
import { type Dispatch, type SetStateAction, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CsvExportLink } from '../../../components/ui/csv-export-link.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { inputClasses } from '../../../components/ui/input.tsx';
import { type AuditFilters, auditExportUrl } from '../api/get-audit.ts';

/** Why the filters cannot be asked for, or null: the days may be open, but not back to front. */
export function filtersProblem({ from, to }: AuditFilters): string | null {
  return from && to && from > to ? 'The start date is after the end date' : null;
}

/** A filter set from a row ("only this person"), shown with the way to lift it. */
function Chip({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800">
      {label}
      <Button size="sm" variant="ghost" aria-label={`Remove the filter: ${label}`} onClick={onClear}>
        <X aria-hidden="true" className="size-4" />
      </Button>
    </span>
  );
}

interface Props {
  filters: AuditFilters;
  setFilters: Dispatch<SetStateAction<AuditFilters>>;
  /** The address of the person filtered on, as the rows name them. */
  personLabel: string | null;
  problem: string | null;
}

/** The action and the days, the person and order chosen from the rows, and the CSV of it all. */
export function ActivityFilters({ filters, setFilters, personLabel, problem }: Props) {
  const actionId = useId();
  const set = (change: Partial<AuditFilters>) => setFilters((current) => ({ ...current, ...change }));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
        <div className="flex flex-col gap-1.5 lg:w-72">
          <label htmlFor={actionId} className="text-sm font-medium text-slate-800">
            Action
          </label>
          <select
            id={actionId}
            className={inputClasses}
            value={filters.action}
            onChange={(event) => set({ action: event.target.value as StaffAction | '' })}
          >
            <option value="">Every action</option>
            {staffActions.map((action) => (
              <option key={action} value={action}>
                {staffActionDetails[action].label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid flex-1 grid-cols-2 gap-3 sm:max-w-md">
          <TextField
            label="From"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
          <TextField
            label="To"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            error={problem ?? undefined}
            onChange={(event) => set({ to: event.target.value })}
          />
        </div>
        <div className="flex lg:ml-auto lg:pt-7">
          <CsvExportLink href={problem ? null : auditExportUrl(filters)} />
        </div>
      </div>
      {filters.personId || filters.orderId ? (
        <div className="flex flex-wrap gap-2">
          {filters.personId ? (
            <Chip label={`By ${personLabel ?? 'one person'}`} onClear={() => set({ personId: '' })} />
          ) : null}
          {filters.orderId ? <Chip label="On one order" onClear={() => set({ orderId: '' })} /> : null}
        </div>
      ) : null}
    </div>
  );
}
