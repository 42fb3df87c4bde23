import {
  launchDaysSpan,
  launchPromiseDetail,
  supportContact,
  supportHoursStatement,
} from '@launchpad/shared';
import { ArrowRight, Compass, Eye, Headset, Layers, Target, Zap } from 'lucide-react';
import { Link, type MetaFunction } from 'react-router';
import {
  CallToAction,
  ctaPrimaryClasses,
  ctaSecondaryClasses,
} from '../components/layout/call-to-action.tsx';
import { FeatureIcon, featureTileClasses } from '../components/layout/feature-tile.tsx';
import { PageHero } from '../components/layout/page-hero.tsx';
import { SectionHeading } from '../components/layout/section-heading.tsx';
import { Container } from '../components/ui/container.tsx';
import { paths } from '../config/paths.ts';
import { pageMeta } from '../config/site.ts';
import { Island } from '../islands/island.tsx';
import PackageGridIsland from '../islands/package-grid.island.tsx';
import { staticPage } from '../islands/static-page.ts';

export const handle = staticPage('package-grid');

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'About Us',
    description: `Launchpad helps Indian entrepreneurs register, comply, build and market their startup with one team, and launch in ${launchDaysSpan}.`,
    path: paths.about,
  });

const highlights = [
  { figure: launchDaysSpan, label: 'to launch, by package' },
  { figure: '15+', label: 'services under one roof' },
  { figure: supportContact.hours.split(',')[0] ?? supportContact.hours, label: 'support, every day' },
  { figure: '98%', label: 'client satisfaction' },
] as const;

const differentiators = [
  {
    Icon: Zap,
    title: `Launch in ${launchDaysSpan}`,
    text: `A proven plan runs your registration, compliance and technology one step after another, tracked live: ${launchPromiseDetail}`,
  },
  {
    Icon: Layers,
    title: 'All-in-one, with 15+ services',
    text: 'Company registration, GST, trademark, licences, website, mobile app, branding and marketing, with one team accountable for all of it.',
  },
  {
    Icon: Headset,
    title: 'Real experts, 98% satisfaction',
    text: `Chartered accountants, company secretaries, lawyers and engineers. ${supportHoursStatement}.`,
  },
] as const;

export default function About() {
  return (
    <>
      <PageHero
        eyebrow="About Launchpad"
        title="We help Indian founders go from idea to launch"
        lead="Launchpad brings the legal, compliance, technology and marketing work of starting up into one package, so you can spend your energy on customers."
      />

      <section aria-labelledby="story-heading" className="bg-white py-16 sm:py-20">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div className="flex flex-col gap-5">
            <SectionHeading
              id="story-heading"
              eyebrow="Our story"
              title="Built by founders, for founders"
              align="left"
            />
            <p className="text-base leading-relaxed text-slate-700">
              Starting a business in India should not mean months of running between a chartered accountant, a
              lawyer, a web developer and a marketing agency, each with their own forms, invoices and
              timelines. Yet that is how most founders begin.
            </p>
            <p className="text-base leading-relaxed text-slate-700">
              Launchpad was started to change that. We brought registration experts, compliance professionals,
              designers and engineers into one team with one plan for your launch. You choose a package, pay
              once, and follow every step from your dashboard while we do the work.
            </p>
            <p className="text-base leading-relaxed text-slate-700">
              Today we help first-time entrepreneurs, small businesses going digital and funded startups
              alike, across India.
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {highlights.map((item) => (
              <div
                key={item.label}
                className="flex flex-col-reverse gap-1 rounded-2xl border border-slate-200 bg-slate-50 p-6"
              >
                <dt className="text-sm text-slate-600">{item.label}</dt>
                <dd className="text-4xl font-extrabold tracking-tight text-brand-700">{item.figure}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <section aria-labelledby="mission-heading" className="py-16 sm:py-20">
        <Container className="flex flex-col gap-10">
          <SectionHeading id="mission-heading" eyebrow="What drives us" title="Our mission and vision" />
          <div className="grid gap-6 md:grid-cols-2">
            <article
              aria-labelledby="mission-title"
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
            >
              <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-brand-50">
                <Target className="size-6 text-brand-700" />
              </span>
              <h3 id="mission-title" className="text-2xl font-bold text-slate-900">
                Mission
              </h3>
              <p className="leading-relaxed text-slate-700">
                To make starting a business in India simple, affordable and fast, by giving every founder a
                legally sound company and a professional digital presence in {launchDaysSpan}.
              </p>
            </article>
            <article
              aria-labelledby="vision-title"
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
            >
              <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-accent-100">
                <Eye className="size-6 text-accent-800" />
              </span>
              <h3 id="vision-title" className="text-2xl font-bold text-slate-900">
                Vision
              </h3>
              <p className="leading-relaxed text-slate-700">
                An India where anyone with a good idea can turn it into a registered, compliant and visible
                business, whatever their city, background or budget.
              </p>
            </article>
          </div>
        </Container>
      </section>

      <section aria-labelledby="different-heading" className="bg-white py-16 sm:py-20">
        <Container className="flex flex-col gap-12">
          <SectionHeading
            id="different-heading"
            eyebrow="Why choose us"
            title="What makes us different"
            intro="Three promises we hold ourselves to on every launch."
          />
          <ul className="grid gap-6 md:grid-cols-3">
            {differentiators.map(({ Icon, title, text }) => (
              <li key={title} className={featureTileClasses}>
                <FeatureIcon Icon={Icon} />
                <h3 className="text-xl font-bold text-slate-900">{title}</h3>
                <p className="text-sm leading-relaxed text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="about-packages-heading" className="py-16 sm:py-20">
        <Container className="flex flex-col gap-12">
          <SectionHeading
            id="about-packages-heading"
            eyebrow="Packages"
            title="Pick the package that fits your stage"
            intro="Each package includes everything in the one before it."
          />
          <Island name="package-grid" component={PackageGridIsland} props={{ page: paths.about }} />
        </Container>
      </section>

      <CallToAction
        title="Let's build your startup together"
        text="Create your account, choose a package and your launch plan starts the day you pay."
      >
        <Link to={paths.login} className={ctaPrimaryClasses}>
          Get Started
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to={paths.contact} className={ctaSecondaryClasses}>
          <Compass aria-hidden="true" className="size-4" />
          Talk to us first
        </Link>
      </CallToAction>
    </>
  );
}
