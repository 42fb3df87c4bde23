import { launchPromise, supportContact, supportHoursStatement, telHref } from '@launchpad/shared';
import { Clock, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { Island } from '../../islands/island.tsx';
import SellerDetailsIsland from '../../islands/seller-details.island.tsx';
import { Container } from '../ui/container.tsx';
import { BrandLogo } from './brand-logo.tsx';

const quickLinks = [
  { label: 'About', to: paths.about },
  { label: 'How It Works', to: paths.howItWorks },
  { label: 'Packages', to: paths.packages },
  { label: 'Contact', to: paths.contact },
] as const;

// Contact is among the quick links: the footer names each page once.
const legalLinks = [
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
] as const;

const linkClasses = 'rounded text-sm text-slate-300 hover:text-white hover:underline';

/** The footer on every page: quick links, legal links and how to reach support. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="on-dark mt-auto bg-slate-900 text-slate-300">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4 sm:col-span-2 lg:col-span-2">
          <BrandLogo tone="dark" />
          <p className="max-w-sm text-sm leading-relaxed">
            Company registration, compliance, websites, apps and marketing for Indian entrepreneurs, in one
            package. {launchPromise}.
          </p>
          <ul className="flex flex-col gap-2 text-sm">
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 text-brand-300" />
              <a href={telHref(supportContact.phone)} className={linkClasses}>
                {supportContact.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 text-brand-300" />
              <span>{supportHoursStatement}</span>
            </li>
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wide text-white uppercase">
            Quick Links
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            {quickLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold tracking-wide text-white uppercase">
            Legal
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            {legalLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a
                href={`mailto:${supportContact.email}`}
                className={`${linkClasses} inline-flex items-center gap-2`}
              >
                <Mail aria-hidden="true" className="size-4 text-brand-300" />
                {supportContact.email}
              </a>
            </li>
          </ul>
        </nav>
      </Container>
      <Container className="pb-8">
        <Island name="seller-details" component={SellerDetailsIsland} props={{ tone: 'footer' as const }} />
      </Container>
      <div className="border-t border-slate-800">
        <Container className="flex flex-col gap-2 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} Launchpad. All rights reserved.</p>
          <p>All prices are professional service fees only.</p>
        </Container>
      </div>
    </footer>
  );
}
