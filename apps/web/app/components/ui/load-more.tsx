import { formatIndianNumber } from '@launchpad/shared';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/** The part of an infinite query the footer reads. */
interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface Props {
  query: MorePages;
  /** How many are loaded, and what they are ("document", "documents"): "Showing 3 documents". */
  count?: { shown: number; one: string; many: string };
}

/** The footer of a list loaded a page at a time: how many are shown, and "Load more" while there are. */
export function LoadMore({ query, count }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {count ? (
        <p className="text-sm text-slate-600" aria-live="polite">
          Showing {formatIndianNumber(count.shown)} {count.shown === 1 ? count.one : count.many}
        </p>
      ) : (
        <span />
      )}
      {query.hasNextPage ? (
        <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? <Spinner className="size-4" /> : null}
          Load more
        </Button>
      ) : null}
    </div>
  );
}
