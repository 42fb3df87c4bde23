import type { ReactNode } from 'react';

/** What a list says in place of its items when it has none. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center text-slate-600">
      {children}
    </p>
  );
}
