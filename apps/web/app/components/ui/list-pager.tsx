import { ADMIN_PAGE_SIZE, formatIndianNumber } from '@launchpad/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CursorPages } from '../../lib/use-cursor-pages.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { Spinner } from './spinner.tsx';

interface Props {
  pages: CursorPages;
  /** How many items this page holds. */
  shown: number;
  /** Of the whole list, when the server counts it. */
  total: number | null;
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
  loading: boolean;
  noun: string;
}

/** "Showing 26–50 of 1,00,000 orders" with Previous and Next; pages are fetched by cursor. */
function ListPager({ pages, shown, total, nextCursor, loading, noun }: Props) {
  const { page } = pages;
  const first = shown === 0 ? 0 : (page - 1) * ADMIN_PAGE_SIZE + 1;
  const last = (page - 1) * ADMIN_PAGE_SIZE + shown;
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center justify-between gap-3 pt-2">
      <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
        {loading ? <Spinner className="size-4 text-brand-600" /> : null}
        {shown === 0
          ? `No ${noun}`
          : `Showing ${formatIndianNumber(first)}–${formatIndianNumber(last)}${
              total === null ? '' : ` of ${formatIndianNumber(total)}`
            } ${noun}`}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={pages.previous} disabled={page === 1 || loading}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => pages.next(nextCursor)}
          disabled={nextCursor === null || loading}
        >
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}

/**
 * One page of a cursor-paged admin list: the list itself (`children`), or `empty` when the page
 * holds nothing, then the pager.
 */
export function PagedList({ empty, children, ...pager }: Props & { empty: ReactNode; children: ReactNode }) {
  return (
    <>
      {pager.shown === 0 ? <EmptyState>{empty}</EmptyState> : children}
      <ListPager {...pager} />
    </>
  );
}
