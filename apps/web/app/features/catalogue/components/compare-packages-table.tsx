import { allPackageFeatures, formatInr, launchPackages } from '@launchpad/shared';
import { Check, X } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/**
 * Compare All Packages (spec §2): a check or a cross per package and feature. On phones the package
 * names run upwards in narrow columns, leaving the width to the feature names, so all four packages
 * fit a 375 px screen without sideways scrolling.
 */
export function ComparePackagesTable({ captionId }: { captionId: string }) {
  return (
    <div className="-mx-4 overflow-hidden border-y border-slate-200 bg-white shadow-sm sm:mx-0 sm:rounded-2xl sm:border">
      <table aria-labelledby={captionId} className="w-full table-fixed border-collapse text-left">
        <colgroup>
          <col className="sm:w-[40%]" />
          {launchPackages.map((launchPackage) => (
            <col key={launchPackage.id} className="w-11 sm:w-auto" />
          ))}
        </colgroup>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-3 text-xs font-semibold text-slate-700 sm:px-5 sm:text-sm">
              Feature
            </th>
            {launchPackages.map((launchPackage) => (
              <th
                key={launchPackage.id}
                scope="col"
                className={cn(
                  'px-1 py-3 text-center align-bottom sm:px-3',
                  launchPackage.popular && 'bg-brand-50',
                )}
              >
                <span className="mx-auto block rotate-180 text-xs font-bold whitespace-nowrap text-slate-900 [writing-mode:vertical-rl] sm:mx-0 sm:rotate-0 sm:text-sm sm:[writing-mode:horizontal-tb]">
                  {launchPackage.name}
                </span>
                <span className="mt-1 hidden text-xs font-medium text-slate-600 sm:block">
                  {formatInr(launchPackage.price)}*
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {allPackageFeatures.map((feature) => (
            <tr key={feature} className="hover:bg-slate-50/60">
              <th
                scope="row"
                className="px-3 py-2.5 text-xs leading-snug font-medium text-slate-800 sm:px-5 sm:text-sm"
              >
                {feature}
              </th>
              {launchPackages.map((launchPackage) => {
                const included = launchPackage.features.includes(feature);
                return (
                  <td
                    key={launchPackage.id}
                    className={cn('px-1 py-2.5 text-center', launchPackage.popular && 'bg-brand-50/60')}
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
      </table>
    </div>
  );
}
