import { formatInr, type LaunchPackage, launchTimelineLabel } from '@launchpad/shared';
import { CalendarClock, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/navigation/app-link.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { PackageChatLink } from './package-chat-link.tsx';
import { PopularBadge } from './popular-badge.tsx';

/** Draws a package's buy button; the checkout work swaps in its own without touching the card. */
export type PackageAction = (launchPackage: LaunchPackage) => ReactNode;

/** Classes of the buy button, so a replacement action looks the same. */
export function packageActionClasses(launchPackage: LaunchPackage): string {
  return buttonClasses({
    size: 'lg',
    variant: launchPackage.popular ? 'primary' : 'outline',
    className: 'w-full',
  });
}

/** Buying needs an account: the sign-in page, which then returns to this package. */
export const signInToBuyAction: PackageAction = (launchPackage) => (
  <AppLink
    to={paths.signIn({ next: paths.packageOnHome(launchPackage.id) })}
    className={packageActionClasses(launchPackage)}
  >
    {launchPackage.buttonText}
  </AppLink>
);

interface PackageCardProps {
  launchPackage: LaunchPackage;
  /** The buy button; defaults to a link to the sign-in page. */
  action?: PackageAction;
  /** Marks the package the visitor came back for (`/?package=`). */
  highlighted?: boolean;
  /** A sentence above the marked package's name (e.g. that its order waits for payment). */
  note?: string | null;
}

/** One launch package: name, price*, description, button and every feature. */
export function PackageCard({
  launchPackage,
  action = signInToBuyAction,
  highlighted = false,
  note = null,
}: PackageCardProps) {
  const { id, name, price, description, features, ownFeatures, popular } = launchPackage;
  const nameId = `package-${id}-name`;
  const own = new Set(ownFeatures);
  return (
    <article
      id={`package-${id}`}
      aria-labelledby={nameId}
      className={cn(
        'relative flex h-full flex-col gap-6 rounded-2xl bg-white p-6 text-slate-900',
        popular
          ? 'border-2 border-brand-600 shadow-xl shadow-brand-900/10'
          : 'border border-slate-200 shadow-sm',
        highlighted && 'ring-4 ring-amber-400 ring-offset-2',
      )}
    >
      {popular ? <PopularBadge /> : null}
      {highlighted && note ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {note}
        </p>
      ) : null}
      <div className="flex flex-col gap-3">
        <h3 id={nameId} className="text-xl font-bold tracking-tight">
          {name}
        </h3>
        <p className="flex items-start text-4xl font-extrabold tracking-tight">
          {formatInr(price)}
          <span className="ml-0.5 text-xl font-bold text-slate-500" aria-hidden="true">
            *
          </span>
          <span className="sr-only"> (professional service fee only)</span>
        </p>
        <p className="text-sm leading-relaxed text-slate-600">{description}</p>
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          {launchTimelineLabel(id)} after payment
        </p>
      </div>
      <div className="flex flex-col gap-2">
        {action(launchPackage)}
        <PackageChatLink packageName={name} />
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5">
        <p className="text-sm font-semibold text-slate-900">What's included</p>
        <ul className="flex flex-col gap-2.5 text-sm">
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-2.5">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              <span className={own.has(feature) ? 'font-medium text-slate-900' : 'text-slate-600'}>
                {feature}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
