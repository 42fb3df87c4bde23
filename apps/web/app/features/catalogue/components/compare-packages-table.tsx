import { allPackageFeatures, formatInr, launchDaysByPackage, launchPackages } from '@launchpad/shared';
import { Check, X } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

// Sticky cells need an opaque background, and borders on the cells themselves: with collapsed
// borders a sticky cell leaves its border behind when the table scrolls.
const cornerClasses = 'sticky top-0 left-0 z-20 bg-slate-50 shadow-[inset_-1px_0_0_var(--color-slate-200)]';
const packageHeadClasses =
  'sticky top-0 z-10 border-b border-slate-200 px-2 py-3 text-center align-bottom sm:px-3';
const featureClasses =
  'sticky left-0 z-10 border-b border-slate-100 bg-white px-3 py-2.5 text-xs leading-snug font-medium text-slate-800 shadow-[inset_-1px_0_0_var(--color-slate-200)] sm:static sm:px-5 sm:text-sm sm:shadow-none';

/**
 * Compare All Packages: a check or a cross per package and feature, with each package's
 * name and price on top. On phones the table scrolls inside its own box, with the package row and
 * the feature column held in place, so every cell stays labelled while the reader moves through it.
 */
export function ComparePackagesTable({ captionId }: { captionId: string }) {
  return (
    // `relative` keeps the cells' screen-reader-only labels (absolutely positioned) inside the box,
    // so that they cannot widen the page when the table scrolls.
    <section
      aria-label="Package comparison table"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: where the box scrolls (phones), the keyboard must reach it to scroll it (WCAG 2.1.1)
      tabIndex={0}
      className="relative -mx-4 max-h-[75vh] overflow-auto overscroll-x-contain border-y border-slate-200 bg-white shadow-sm sm:mx-0 sm:max-h-none sm:overflow-hidden sm:rounded-2xl sm:border"
    >
      <table
        aria-labelledby={captionId}
        className="w-full min-w-[31rem] table-fixed border-separate border-spacing-0 text-left sm:min-w-0 [&_tbody_tr:last-child>*]:border-b-0"
      >
        <colgroup>
          <col className="w-36 sm:w-[40%]" />
          {launchPackages.map((launchPackage) => (
            <col key={launchPackage.id} className="sm:w-auto" />
          ))}
        </colgroup>
        <ComparisonHead />
        <ComparisonBody />
      </table>
    </section>
  );
}

/** The package row: each package's name and price. */
function ComparisonHead() {
  return (
    <thead>
      <tr>
        <th
          scope="col"
          className={cn(
            cornerClasses,
            'border-b border-slate-200 px-3 py-3 align-bottom text-xs font-semibold text-slate-700 sm:px-5 sm:text-sm',
          )}
        >
          Feature
        </th>
        {launchPackages.map((launchPackage) => (
          <th
            key={launchPackage.id}
            scope="col"
            className={cn(packageHeadClasses, launchPackage.popular ? 'bg-brand-50' : 'bg-slate-50')}
          >
            <span className="block text-xs font-bold whitespace-nowrap text-slate-900 sm:text-sm">
              {launchPackage.name}
            </span>
            <span className="mt-1 block text-xs font-medium whitespace-nowrap text-slate-600">
              {formatInr(launchPackage.price)}*
            </span>
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The planned launch, then one row per feature: a check or a cross per package. */
function ComparisonBody() {
  return (
    <tbody>
      <tr>
        <th scope="row" className={featureClasses}>
          Planned launch after payment
        </th>
        {launchPackages.map((launchPackage) => (
          <td
            key={launchPackage.id}
            className={cn(
              'border-b border-slate-100 px-1 py-2.5 text-center text-xs font-semibold text-slate-900 sm:text-sm',
              launchPackage.popular && 'bg-brand-50/60',
            )}
          >
            {launchDaysByPackage[launchPackage.id]} days
          </td>
        ))}
      </tr>
      {allPackageFeatures.map((feature) => (
        <tr key={feature} className="hover:bg-slate-50/60">
          <th scope="row" className={featureClasses}>
            {feature}
          </th>
          {launchPackages.map((launchPackage) => {
            const included = launchPackage.features.includes(feature);
            return (
              <td
                key={launchPackage.id}
                className={cn(
                  'border-b border-slate-100 px-1 py-2.5 text-center',
                  launchPackage.popular && 'bg-brand-50/60',
                )}
              >
                {included ? (
                  <Check aria-hidden="true" className="mx-auto size-5 text-emerald-600" />
                ) : (
                  <X aria-hidden="true" className="mx-auto size-4 text-slate-500" />
                )}
                <span className="sr-only">{included ? 'Included' : 'Not included'}</span>
              </td>
            );
          })}
        </tr>
      ))}
    </tbody>
  );
}
