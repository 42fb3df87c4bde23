import { useState } from 'react';

type Filters = Readonly<Record<string, string | undefined>>;

function sameFilters(a: Filters, b: Filters): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/**
 * Page history for cursor-paginated lists: Next remembers where each page started, so Previous
 * goes back exactly; new `filters` start again at the first page.
 */
export function useCursorPages(filters: Filters) {
  const [starts, setStarts] = useState<(string | undefined)[]>([undefined]);
  const [pagedFilters, setPagedFilters] = useState(filters);
  // Adjusted while rendering, not in an effect, so that no request goes out for the old page
  // under the new filters.
  const filtersChanged = !sameFilters(pagedFilters, filters);
  if (filtersChanged) {
    setPagedFilters(filters);
    setStarts([undefined]);
  }
  return {
    cursor: filtersChanged ? undefined : starts.at(-1),
    /** 1-based. */
    page: filtersChanged ? 1 : starts.length,
    next: (nextCursor: string | null) => {
      if (nextCursor) setStarts((current) => [...current, nextCursor]);
    },
    previous: () => setStarts((current) => (current.length > 1 ? current.slice(0, -1) : current)),
  };
}

export type CursorPages = ReturnType<typeof useCursorPages>;
