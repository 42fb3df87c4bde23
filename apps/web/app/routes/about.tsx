import { launchDaysSpan } from '@launchpad/shared';
import { ArrowRight, Compass } from 'lucide-react';
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
import SiteStatisticsIsland from '../islands/site-statistics.island.tsx';
import { staticPage } from '../islands/static-page.ts';
import { about } from './content/about.tsx';

export const handle = staticPage('package-grid', 'site-statistics');

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'About Us',
    description: `Launchpad helps Indian entrepreneurs register, comply, build and market their startup with one team, and launch in ${launchDaysSpan}.`,
    path: paths.about,
  });

export default function About() {
  const { hero, packagesHeading, callToAction } = about;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <StorySection />
      <PurposeSection />
      <DifferentiatorsSection />
      <section aria-labelledby="about-packages-heading" className="py-16 sm:py-20">
        <Container className="flex flex-col gap-12">
          <SectionHeading id="about-packages-heading" {...packagesHeading} />
          <Island name="package-grid" component={PackageGridIsland} props={{ page: paths.about }} />
        </Container>
      </section>
      <CallToAction title={callToAction.title} text={callToAction.text}>
        <Link to={paths.login} className={ctaPrimaryClasses}>
          {callToAction.primary}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to={paths.contact} className={ctaSecondaryClasses}>
          <Compass aria-hidden="true" className="size-4" />
          {callToAction.secondary}
        </Link>
      </CallToAction>
    </>
  );
}

function StorySection() {
  const { story, highlights } = about;
  return (
    <section aria-labelledby="story-heading" className="bg-white py-16 sm:py-20">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div className="flex flex-col gap-5">
          <SectionHeading id="story-heading" eyebrow={story.eyebrow} title={story.title} align="left" />
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-base leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="flex flex-col gap-4">
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
          <Island
            name="site-statistics"
            component={SiteStatisticsIsland}
            props={{ align: 'start' as const }}
          />
        </div>
      </Container>
    </section>
  );
}

/** The icon square and icon colours of the mission (brand) and the vision (accent). */
const purposeTones = {
  brand: { square: 'bg-brand-50', icon: 'text-brand-700' },
  accent: { square: 'bg-accent-100', icon: 'text-accent-800' },
} as const;

function PurposeSection() {
  return (
    <section aria-labelledby="mission-heading" className="py-16 sm:py-20">
      <Container className="flex flex-col gap-10">
        <SectionHeading id="mission-heading" {...about.purposeHeading} />
        <div className="grid gap-6 md:grid-cols-2">
          {about.purpose.map(({ id, title, Icon, tone, text }) => (
            <article
              key={id}
              aria-labelledby={id}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
            >
              <span
                aria-hidden="true"
                className={`grid size-12 place-items-center rounded-xl ${purposeTones[tone].square}`}
              >
                <Icon className={`size-6 ${purposeTones[tone].icon}`} />
              </span>
              <h3 id={id} className="text-2xl font-bold text-slate-900">
                {title}
              </h3>
              <p className="leading-relaxed text-slate-700">{text}</p>
            </article>
          ))}
        </div>
      </Container>
    </section>
  );
}

function DifferentiatorsSection() {
  return (
    <section aria-labelledby="different-heading" className="bg-white py-16 sm:py-20">
      <Container className="flex flex-col gap-12">
        <SectionHeading id="different-heading" {...about.differentHeading} />
        <ul className="grid gap-6 md:grid-cols-3">
          {about.differentiators.map(({ Icon, title, text }) => (
            <li key={title} className={featureTileClasses}>
              <FeatureIcon Icon={Icon} />
              <h3 className="text-xl font-bold text-slate-900">{title}</h3>
              <p className="text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
