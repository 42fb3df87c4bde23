import { formatIndianNumber } from '@launchpad/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

interface Props {
  /** 1-based page number. */
  page: number;
  pageSize: number;
  shown: number;
  total: number | null;
  hasNext: boolean;
  loading: boolean;
  noun: string;
  onPrevious: () => void;
  onNext: () => void;
}

/** "Showing 26–50 of 1,00,000 orders" with Previous and Next; pages are fetched by cursor. */
export function ListPager({
  page,
  pageSize,
  shown,
  total,
  hasNext,
  loading,
  noun,
  onPrevious,
  onNext,
}: Props) {
  const first = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + shown;
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
        <Button variant="outline" size="sm" onClick={onPrevious} disabled={page === 1 || loading}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button variant="outline" size="sm" onClick={onNext} disabled={!hasNext || loading}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
