import { useState } from 'react';

/**
 * Page history for cursor-paginated lists: Next remembers where each page started, so Previous
 * goes back exactly; `reset` returns to the first page when the filters change.
 */
export function useCursorPages() {
  const [starts, setStarts] = useState<(string | undefined)[]>([undefined]);
  return {
    cursor: starts.at(-1),
    page: starts.length,
    next: (nextCursor: string | null) => {
      if (nextCursor) setStarts((current) => [...current, nextCursor]);
    },
    previous: () => setStarts((current) => (current.length > 1 ? current.slice(0, -1) : current)),
    reset: () => setStarts([undefined]),
  };
}
