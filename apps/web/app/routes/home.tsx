import { formatInr, launchPackages } from '@launchpad/shared';
import { ArrowRight, Check } from 'lucide-react';
import { Link, type MetaFunction } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { Container } from '../components/ui/container.tsx';
import { paths } from '../config/paths.ts';

export const meta: MetaFunction = () => [
  { title: 'Launchpad | Launch your startup in India in 30 days or less' },
  {
    name: 'description',
    content:
      'Company registration, legal compliance, websites, mobile apps and digital marketing for Indian entrepreneurs, in one launch package.',
  },
];

// A placeholder landing page: the full one (trust badges, features, comparison table) replaces it.
export default function Home() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50 py-16 sm:py-24">
        <Container className="flex flex-col items-center gap-6 text-center">
          <p className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
            15+ services · 24/7 support · 98% satisfaction
          </p>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
            Launch your startup in <span className="text-brand-600">30 days or less</span>
          </h1>
          <p className="max-w-2xl text-lg text-slate-600">
            Company registration, compliance, website, mobile app and marketing, handled by one team so you
            can focus on your customers.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <a href="#packages" className={buttonClasses({ size: 'lg' })}>
              Get Started Now
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
            <Link to={paths.howItWorks} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              How It Works
            </Link>
          </div>
        </Container>
      </section>

      <section id="packages" aria-labelledby="packages-heading" className="pt-6 pb-16 sm:pb-20">
        <Container className="flex flex-col gap-10">
          <div className="flex flex-col items-center gap-3 text-center">
            <h2 id="packages-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Launch packages
            </h2>
            <p className="max-w-2xl text-slate-600">
              Pick the package that fits your stage. Upgrade any time.
            </p>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {launchPackages.map((launchPackage) => (
              <li key={launchPackage.id}>
                <Card className={launchPackage.popular ? 'h-full ring-2 ring-brand-600' : 'h-full'}>
                  <CardContent className="flex h-full flex-col gap-3">
                    <div className="flex items-center justify-between gap-2">
                      <h3 className="text-lg font-bold text-slate-900">{launchPackage.name}</h3>
                      {launchPackage.popular ? (
                        <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-accent-800">
                          Most Popular
                        </span>
                      ) : null}
                    </div>
                    <p className="text-3xl font-extrabold tracking-tight text-slate-900">
                      {formatInr(launchPackage.price)}
                      <span className="text-base font-semibold text-slate-500">*</span>
                    </p>
                    <p className="text-sm text-slate-600">{launchPackage.description}</p>
                    <p className="mt-auto flex items-center gap-2 text-sm font-medium text-slate-700">
                      <Check aria-hidden="true" className="size-4 text-emerald-600" />
                      {launchPackage.features.length} services included
                    </p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <p className="text-center text-sm text-slate-600">
            * All prices are professional service fees only.
          </p>
        </Container>
      </section>
    </>
  );
}
