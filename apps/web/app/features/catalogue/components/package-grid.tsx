import { launchPackages } from '@launchpad/shared';
import { type PackageAction, PackageCard } from './package-card.tsx';

export const PACKAGE_FEES_NOTE_ID = 'package-fees-note';

/** The four packages side by side, with the footnote their asterisks point to. */
export function PackageGrid({
  action,
  highlightedId,
  note,
}: {
  action?: PackageAction;
  highlightedId?: string | null;
  /** Shown on the highlighted package. */
  note?: string | null;
}) {
  return (
    <div className="flex flex-col gap-8">
      <ul className="grid gap-8 sm:grid-cols-2 sm:gap-6 xl:grid-cols-4">
        {launchPackages.map((launchPackage) => (
          <li key={launchPackage.id} className={launchPackage.popular ? 'mt-3 sm:mt-0' : undefined}>
            <PackageCard
              launchPackage={launchPackage}
              action={action}
              highlighted={launchPackage.id === highlightedId}
              note={launchPackage.id === highlightedId ? note : null}
            />
          </li>
        ))}
      </ul>
      <p id={PACKAGE_FEES_NOTE_ID} className="text-center text-sm text-slate-600">
        * All prices are professional service fees only. Government fees and GST are charged extra, as
        applicable.
      </p>
    </div>
  );
}
