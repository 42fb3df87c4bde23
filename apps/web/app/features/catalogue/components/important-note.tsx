import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

/** The Important Note about fees at the foot of every service page. */
export function ImportantNote({ children }: { children: ReactNode }) {
  return (
    <aside
      aria-labelledby="important-note-title"
      className="flex gap-4 rounded-2xl border border-accent-200 bg-accent-50 p-5 sm:p-6"
    >
      <Info aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-700" />
      <div className="flex flex-col gap-2 text-sm leading-relaxed text-slate-800">
        <h2 id="important-note-title" className="text-base font-bold text-slate-900">
          Important Note
        </h2>
        {children}
      </div>
    </aside>
  );
}
