import { ArrowRight } from 'lucide-react';
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
import { howItWorks } from './content/how-it-works.ts';

export const handle = staticPage();

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'How It Works',
    description:
      'Choose a package, pay securely with PhonePe or Razorpay, and let our experts handle registration, compliance, development and launch. See the typical timeline.',
    path: paths.howItWorks,
  });

export default function HowItWorks() {
  const { hero, callToAction } = howItWorks;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <StepsSection />
      <TimelineSection />
      <CallToAction title={callToAction.title} text={callToAction.text}>
        <Link to={paths.packages} className={ctaPrimaryClasses}>
          {callToAction.primary}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to={paths.contact} className={ctaSecondaryClasses}>
          {callToAction.secondary}
        </Link>
      </CallToAction>
    </>
  );
}

function StepsSection() {
  return (
    <section aria-labelledby="steps-heading" className="bg-white py-16 sm:py-20">
      <Container className="flex flex-col gap-12">
        <SectionHeading id="steps-heading" title={howItWorks.stepsHeading} />
        <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {howItWorks.steps.map(({ Icon, title, text, points }, index) => (
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
  );
}

function TimelineSection() {
  const { timeline, timelineHeading } = howItWorks;
  return (
    <section aria-labelledby="timeline-heading" className="py-16 sm:py-20">
      <Container className="flex flex-col gap-12">
        <SectionHeading id="timeline-heading" {...timelineHeading} />
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
  );
}
