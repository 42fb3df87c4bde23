import type { AuditEntry } from '@launchpad/shared';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { type AuditFilters, noAuditFilters, useAuditQuery } from '../api/get-audit.ts';
import { ActivityEntries } from './activity-entries.tsx';
import { ActivityFilters, filtersProblem } from './activity-filters.tsx';

/**
 * The Activity tab: the audit trail of what the team did, newest first, narrowed by action, days,
 * person or order, a page at a time, and its CSV.
 */
export function ActivityPanel({ onOpenOrder }: { onOpenOrder: (orderId: string) => void }) {
  const [filters, setFilters] = useState<AuditFilters>(noAuditFilters);
  const [personLabel, setPersonLabel] = useState<string | null>(null);
  const problem = filtersProblem(filters);
  const trail = useAuditQuery(filters, { enabled: problem === null });
  const actions = {
    onlyPerson: (entry: AuditEntry) => {
      setPersonLabel(entry.personEmail);
      setFilters((current) => ({ ...current, personId: entry.personId ?? '' }));
    },
    onlyOrder: (orderId: string) => setFilters((current) => ({ ...current, orderId })),
    openOrder: onOpenOrder,
  };
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="flex flex-col gap-4">
      <ActivityFilters
        filters={filters}
        setFilters={setFilters}
        personLabel={personLabel}
        problem={problem}
      />
      {problem === null ? (
        <QueryState
          query={trail}
          what="the activity"
          loading="Loading the activity…"
          isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
          empty={
            <EmptyState>{filtered ? 'Nothing matches these filters.' : 'No staff action yet.'}</EmptyState>
          }
        >
          {(data) => {
            const entries = data.pages.flatMap((page) => page.items);
            return (
              <>
                <ActivityEntries entries={entries} actions={actions} />
                <LoadMore query={trail} count={{ shown: entries.length, one: 'action', many: 'actions' }} />
              </>
            );
          }}
        </QueryState>
      ) : null}
    </div>
  );
}
