import { launchPromiseDetail, stageDaysSpan, supportContact, supportReplyTime } from '@launchpad/shared';
import { ArrowRight, CreditCard, Headset, MousePointerClick, Settings } from 'lucide-react';
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
import { staticPage } from '../islands/static-page.ts';

export const handle = staticPage();

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'How It Works',
    description:
      'Choose a package, pay securely with PhonePe or Razorpay, and let our experts handle registration, compliance, development and launch. See the typical timeline.',
    path: paths.howItWorks,
  });

const steps = [
  {
    Icon: MousePointerClick,
    title: 'Choose Your Package',
    text: 'Compare the Starter, Growth, Scale and Enterprise packages and pick the one that fits your stage. Not sure? Our experts will help you decide.',
    points: ['Clear, fixed professional fees', 'Every feature listed up front'],
  },
  {
    Icon: CreditCard,
    title: 'Secure Payment',
    text: 'Pay on the secure hosted checkout of PhonePe or Razorpay using UPI, cards or net banking. Your card and UPI details never reach us.',
    points: ['PhonePe and Razorpay', 'Instant confirmation'],
  },
  {
    Icon: Settings,
    title: 'We Handle Everything',
    text: 'Your launch team registers the company, files for GST and trademark, and builds your website and app, while you follow progress on your dashboard.',
    points: ['Dedicated launch team', 'Live status on your dashboard'],
  },
  {
    Icon: Headset,
    title: 'Launch & Support',
    text: 'Go live with your company, your brand and your digital presence in place. We stay with you after launch.',
    points: [`Phones ${supportContact.hours}`, `Messages answered ${supportReplyTime}`],
  },
] as const;

/** The timeline: each stage's days across the packages' plans, as the launch tracker plans them. */
const timeline = [
  {
    duration: stageDaysSpan('payment'),
    title: 'Package selection and payment',
    text: 'Choose your package, pay online and share your documents.',
  },
  {
    duration: stageDaysSpan('legal'),
    title: 'Legal registration and compliance',
    text: 'Name approval, incorporation, PAN, TAN, GST and trademark filing.',
  },
  {
    duration: stageDaysSpan('development'),
    title: 'Website and app development',
    text: 'Design, development and your review of the website and mobile app.',
  },
  {
    duration: stageDaysSpan('testing', 'launch'),
    title: 'Testing and launch',
    text: 'Final checks on every device, store submission and go-live.',
  },
] as const;

export default function HowItWorks() {
  return (
    <>
      <PageHero
        eyebrow="How It Works"
        title="From idea to launch in four simple steps"
        lead="A clear process, one team and a dashboard that shows where your launch stands every day."
      />

      <section aria-labelledby="steps-heading" className="bg-white py-16 sm:py-20">
        <Container className="flex flex-col gap-12">
          <SectionHeading id="steps-heading" title="Four steps to your launch" />
          <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
            {steps.map(({ Icon, title, text, points }, index) => (
              <li key={title} className={`relative ${featureTileClasses}`}>
                <div className="flex items-center justify-between">
                  <FeatureIcon Icon={Icon} />
                  <span className="text-sm font-bold text-brand-700">Step {index + 1}</span>
                </div>
                <h3 className="text-xl font-bold text-slate-900">{title}</h3>
                <p className="text-sm leading-relaxed text-slate-600">{text}</p>
                <ul className="mt-auto flex flex-col gap-1.5 text-sm font-medium text-slate-800">
                  {points.map((point) => (
                    <li key={point} className="flex items-center gap-2">
                      <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-600" />
                      {point}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="timeline-heading" className="py-16 sm:py-20">
        <Container className="flex flex-col gap-12">
          <SectionHeading
            id="timeline-heading"
            eyebrow="Timeline"
            title="Typical timeline"
            intro={`Each package has its own plan, and your launch page tracks it day by day: ${launchPromiseDetail}`}
          />
          <ol className="mx-auto flex w-full max-w-3xl flex-col">
            {timeline.map((phase, index) => (
              <li key={phase.title} className="relative flex gap-5 pb-10 last:pb-0">
                {index < timeline.length - 1 ? (
                  <span
                    aria-hidden="true"
                    className="absolute top-12 bottom-0 left-6 w-0.5 -translate-x-1/2 bg-brand-200"
                  />
                ) : null}
                <span
                  aria-hidden="true"
                  className="relative z-10 grid size-12 shrink-0 place-items-center rounded-full bg-white text-lg font-bold text-brand-700 ring-2 ring-brand-600"
                >
                  {index + 1}
                </span>
                <div className="flex flex-1 flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="text-lg font-bold text-slate-900">{phase.title}</h3>
                    <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
                      {phase.duration}
                    </span>
                  </div>
                  <p className="text-sm leading-relaxed text-slate-600">{phase.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <CallToAction
        title="Ready to take the first step?"
        text="Pick your package today: your launch plan starts the day you pay."
      >
        <Link to={paths.packages} className={ctaPrimaryClasses}>
          Choose a Package
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to={paths.contact} className={ctaSecondaryClasses}>
          Ask a Question
        </Link>
      </CallToAction>
    </>
  );
}
