import { launchDaysSpan, launchPackages, supportContact } from '@launchpad/shared';
import { ArrowRight, Check, Clock, Rocket } from 'lucide-react';
import { Link, type MetaFunction } from 'react-router';
import {
  CallToAction,
  ctaPrimaryClasses,
  ctaSecondaryClasses,
} from '../components/layout/call-to-action.tsx';
import { FeatureIcon, featureTileClasses } from '../components/layout/feature-tile.tsx';
import { SectionHeading } from '../components/layout/section-heading.tsx';
import { buttonClasses } from '../components/ui/button.tsx';
import { Container } from '../components/ui/container.tsx';
import { paths } from '../config/paths.ts';
import { absoluteUrl, pageMeta, SITE_NAME, SITE_URL } from '../config/site.ts';
import { ComparePackagesTable } from '../features/catalogue/components/compare-packages-table.tsx';
import { Island } from '../islands/island.tsx';
import PackageGridIsland from '../islands/package-grid.island.tsx';
import SiteStatisticsIsland from '../islands/site-statistics.island.tsx';
import { staticPage } from '../islands/static-page.ts';
import { home } from './content/home.ts';

const description = `Company registration, legal compliance, websites, mobile apps and digital marketing for Indian entrepreneurs, in one launch package. Launch in ${launchDaysSpan}.`;

/** Organisation and its four packages as structured data; a static JSON block the CSP allows by hash. */
const organisationJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: SITE_NAME,
  url: `${SITE_URL}/`,
  logo: absoluteUrl('/favicon.svg'),
  description,
  email: supportContact.email,
  telephone: supportContact.phone,
  areaServed: { '@type': 'Country', name: 'India' },
  contactPoint: {
    '@type': 'ContactPoint',
    contactType: 'customer support',
    email: supportContact.email,
    telephone: supportContact.phone,
    areaServed: 'IN',
    availableLanguage: ['en'],
  },
  hasOfferCatalog: {
    '@type': 'OfferCatalog',
    name: 'Startup launch packages',
    itemListElement: launchPackages.map((launchPackage) => ({
      '@type': 'Offer',
      name: `${launchPackage.name} package`,
      description: launchPackage.description,
      price: launchPackage.price,
      priceCurrency: 'INR',
      url: absoluteUrl(paths.packages),
      itemOffered: {
        '@type': 'Service',
        name: `${launchPackage.name} startup launch package`,
        provider: { '@type': 'Organization', name: SITE_NAME },
      },
    })),
  },
};

export const meta: MetaFunction = () => [
  ...pageMeta({ title: `Launch your startup in India in ${launchDaysSpan}`, description, path: paths.home }),
  { 'script:ld+json': organisationJsonLd },
];

export const handle = staticPage('package-grid', 'site-statistics');

export default function Home() {
  const { packagesHeading, compareHeading, callToAction } = home;
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-slate-50">
        <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
          <Hero />
          <LaunchPreview />
        </Container>
        <TrustBadges />
      </section>
      <FeaturesSection />
      <section id="packages" aria-labelledby="packages-heading" className="py-16 sm:py-20">
        <Container className="flex flex-col gap-12">
          <SectionHeading id="packages-heading" {...packagesHeading} />
          <Island name="package-grid" component={PackageGridIsland} props={{ page: paths.home }} />
        </Container>
      </section>
      <section aria-labelledby="compare-heading" className="render-near-screen bg-white py-16 sm:py-20">
        <Container className="flex flex-col gap-10">
          <SectionHeading id="compare-heading" {...compareHeading} />
          <ComparePackagesTable captionId="compare-heading" />
        </Container>
      </section>
      <CallToAction title={callToAction.title} text={callToAction.text}>
        <Link to={paths.login} className={ctaPrimaryClasses}>
          {callToAction.primary}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to={paths.howItWorks} className={ctaSecondaryClasses}>
          {callToAction.secondary}
        </Link>
      </CallToAction>
    </>
  );
}

function Hero() {
  const { hero } = home;
  return (
    <div className="flex flex-col items-center gap-6 text-center lg:items-start lg:text-left">
      <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
        <Rocket aria-hidden="true" className="size-4" />
        {hero.badge}
      </p>
      <h1 className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
        {hero.titleStart}
        <span className="text-brand-600">{launchDaysSpan}</span>
      </h1>
      <p className="max-w-xl text-lg text-pretty text-slate-600">{hero.lead}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <a href="#packages" className={buttonClasses({ size: 'lg' })}>
          {hero.primary}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
        <Link to={paths.howItWorks} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {hero.secondary}
        </Link>
      </div>
    </div>
  );
}

function LaunchPreview() {
  const { launchPreview } = home;
  return (
    <div aria-hidden="true" className="mx-auto w-full max-w-md lg:max-w-none">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-900/10">
        <div className="flex items-center justify-between gap-4">
          <div>
            <p className="text-sm font-semibold text-slate-900">{launchPreview.title}</p>
            <p className="text-xs text-slate-600">{launchPreview.detail}</p>
          </div>
          <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
            {launchPreview.status}
          </span>
        </div>
        <div className="mt-5 h-2 rounded-full bg-slate-100">
          <div className="h-2 w-4/5 rounded-full bg-brand-600" />
        </div>
        <ul className="mt-5 flex flex-col gap-3">
          {launchPreview.checklist.map((step) => (
            <li key={step.label} className="flex items-center gap-3 text-sm">
              {step.done ? (
                <span className="grid size-6 place-items-center rounded-full bg-emerald-100">
                  <Check className="size-3.5 text-emerald-700" />
                </span>
              ) : (
                <span className="grid size-6 place-items-center rounded-full bg-brand-100">
                  <Clock className="size-3.5 text-brand-700" />
                </span>
              )}
              <span className={step.done ? 'text-slate-800' : 'font-semibold text-brand-800'}>
                {step.label}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function TrustBadges() {
  return (
    <Container className="pb-14 sm:pb-16">
      <h2 className="sr-only">{home.trustHeading}</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {home.trustBadges.map(({ Icon, label }) => (
          <li
            key={label}
            className="flex items-center gap-2.5 rounded-xl border border-slate-200 bg-white px-3 py-3 text-sm font-semibold text-slate-800 shadow-sm"
          >
            <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            {label}
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <Island
          name="site-statistics"
          component={SiteStatisticsIsland}
          props={{ align: 'center' as const }}
        />
      </div>
    </Container>
  );
}

function FeaturesSection() {
  return (
    <section aria-labelledby="features-heading" className="bg-white py-16 sm:py-20">
      <Container className="flex flex-col gap-12">
        <SectionHeading id="features-heading" {...home.featuresHeading} />
        <ul className="grid gap-6 md:grid-cols-3">
          {home.features.map(({ Icon, title, figure, text, detail }) => (
            <li key={title} className={featureTileClasses}>
              <FeatureIcon Icon={Icon} />
              <h3 className="text-xl font-bold text-slate-900">{title}</h3>
              <p className="text-3xl font-extrabold tracking-tight text-brand-700">{figure}</p>
              <p className="text-sm leading-relaxed text-slate-600">{text}</p>
              <p className="mt-auto text-sm font-semibold text-slate-800">{detail}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
