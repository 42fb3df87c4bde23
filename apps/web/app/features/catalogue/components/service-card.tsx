import type { MarketingServiceCard, ServiceCard as ServiceCardData, ServicePageId } from '@launchpad/shared';
import { ArrowRight, BadgeIndianRupee, Check, Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/navigation/app-link.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { PopularBadge } from './popular-badge.tsx';

interface CardShellProps {
  card: ServiceCardData | MarketingServiceCard;
  page: ServicePageId;
  children: ReactNode;
}

function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="flex flex-col gap-2.5 text-sm text-slate-700">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2.5">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

function CardShell({ card, page, children }: CardShellProps) {
  const titleId = `service-${page}-${card.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex h-full flex-col gap-5 rounded-2xl bg-white p-6 text-slate-900',
        card.popular
          ? 'border-2 border-brand-600 shadow-xl shadow-brand-900/10'
          : 'border border-slate-200 shadow-sm',
      )}
    >
      {card.popular ? <PopularBadge /> : null}
      <div className="flex flex-col gap-2">
        <h3 id={titleId} className="text-xl font-bold tracking-tight">
          {card.title}
        </h3>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-extrabold tracking-tight">{card.price}</span>
          <span className="text-sm text-slate-600">{card.note}</span>
        </p>
      </div>
      <p className="text-sm leading-relaxed text-slate-600">{card.description}</p>
      <div className="flex flex-1 flex-col gap-4">{children}</div>
      <AppLink
        to={paths.contactAbout(card.id, page)}
        className={buttonClasses({
          variant: card.popular ? 'primary' : 'outline',
          className: 'w-full',
        })}
      >
        Get Started
        <span className="sr-only"> with {card.title}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </AppLink>
    </article>
  );
}

/** A card of a service page; Get Started opens the contact form about it. */
export function ServiceCard({ card, page }: { card: ServiceCardData; page: ServicePageId }) {
  return (
    <CardShell card={card} page={page}>
      <FeatureList features={card.features} />
    </CardShell>
  );
}

const groupTitles = { marketing: 'Marketing', branding: 'Branding', analytics: 'Analytics' } as const;

/** A monthly marketing plan: marketing, branding and analytics lists, ad spend and fee notes. */
export function MarketingPlanCard({ card }: { card: MarketingServiceCard }) {
  return (
    <CardShell card={card} page="marketing">
      {(Object.keys(groupTitles) as (keyof typeof groupTitles)[]).map((group) => (
        <div key={group} className="flex flex-col gap-2.5">
          <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {groupTitles[group]}
          </h4>
          <FeatureList features={card.featureGroups[group]} />
        </div>
      ))}
      <div className="mt-auto flex flex-col gap-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        <p className="flex items-start gap-2">
          <Megaphone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span className="font-medium text-slate-900">{card.adSpendNote}</span>
        </p>
        <p className="flex items-start gap-2">
          <BadgeIndianRupee aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>{card.managementFeeNote}</span>
        </p>
      </div>
    </CardShell>
  );
}
