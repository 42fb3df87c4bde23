import { Star } from 'lucide-react';

/** The 'Most Popular' ribbon on the top edge of a package or service card. */
export function PopularBadge() {
  return (
    <span className="absolute -top-3.5 left-6 inline-flex items-center gap-1 rounded-full bg-accent-100 px-3 py-1 text-xs font-bold whitespace-nowrap text-accent-800 shadow-sm ring-1 ring-accent-200 ring-inset">
      <Star aria-hidden="true" className="size-3.5 fill-current" />
      Most Popular
    </span>
  );
}
