import type { LucideIcon } from 'lucide-react';

/** The tile of a feature, step or differentiator list on the public pages. */
export const featureTileClasses = 'flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6';

/** The tile's icon in its brand square; decorative, as the tile's heading names it. */
export function FeatureIcon({ Icon }: { Icon: LucideIcon }) {
  return (
    <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-brand-600 text-white">
      <Icon className="size-6" />
    </span>
  );
}
