import { GRIEVANCE_ACKNOWLEDGEMENT_HOURS, type SiteConfig, telHref } from '@launchpad/shared';
import { cn } from '../../../lib/cn.ts';

interface SellerDetailsProps {
  config: SiteConfig | null;
  /** The dark footer, or a page's body text. */
  tone: 'footer' | 'page';
}

/**
 * Who sells and whom to complain to, as the Consumer Protection (E-Commerce) Rules 2020 ask: the
 * legal name, registered address, CIN and GSTIN, and the grievance officer. Only what is
 * configured is shown; nothing is drawn before the settings are known.
 */
export function SellerDetails({ config, tone }: SellerDetailsProps) {
  const seller = config?.seller;
  const officer = config?.grievanceOfficer;
  if (!seller && !officer) return null;
  const linkClasses =
    tone === 'footer'
      ? 'text-slate-200 underline hover:text-white'
      : 'font-semibold text-brand-700 hover:underline';
  return (
    <div
      className={cn(
        'flex flex-col gap-3 text-sm [overflow-wrap:anywhere]',
        tone === 'footer' ? 'text-slate-300' : 'text-slate-700',
      )}
    >
      {seller ? (
        <dl className="flex flex-col gap-1">
          <div>
            <dt className="sr-only">Legal name</dt>
            <dd className={cn('font-semibold', tone === 'footer' ? 'text-white' : 'text-slate-900')}>
              {seller.legalName}
            </dd>
          </div>
          <div className="flex flex-wrap gap-x-1">
            <dt>Registered office:</dt>
            <dd>{seller.address}</dd>
          </div>
          {seller.cin ? (
            <div className="flex flex-wrap gap-x-1">
              <dt>CIN:</dt>
              <dd>{seller.cin}</dd>
            </div>
          ) : null}
          {seller.gstin ? (
            <div className="flex flex-wrap gap-x-1">
              <dt>GSTIN:</dt>
              <dd>{seller.gstin}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {officer ? (
        <p>
          Grievance officer: {officer.name},{' '}
          <a href={`mailto:${officer.email}`} className={linkClasses}>
            {officer.email}
          </a>
          {officer.phone ? (
            <>
              ,{' '}
              <a href={telHref(officer.phone)} className={linkClasses}>
                {officer.phone}
              </a>
            </>
          ) : null}
          . We acknowledge every complaint within {GRIEVANCE_ACKNOWLEDGEMENT_HOURS} hours and resolve it
          within one month.
        </p>
      ) : null}
    </div>
  );
}
