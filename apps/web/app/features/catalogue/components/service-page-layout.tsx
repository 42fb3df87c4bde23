import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CallToAction,
  ctaPrimaryClasses,
  ctaSecondaryClasses,
} from '../../../components/layout/call-to-action.tsx';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { SectionHeading } from '../../../components/layout/section-heading.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { paths } from '../../../config/paths.ts';
import { ImportantNote } from './important-note.tsx';

interface ServicePageLayoutProps {
  eyebrow: string;
  title: string;
  lead: string;
  cardsTitle: string;
  cardsIntro: string;
  /** The service cards, each in its own list item. */
  cards: ReactNode;
  /** A section after the cards, e.g. the technology stack or the marketing channels. */
  extra?: ReactNode;
  /** The text of the Important Note about fees. */
  note: ReactNode;
}

/** The shape shared by every service page: hero, cards, optional extra section, fee note, CTA. */
export function ServicePageLayout({
  eyebrow,
  title,
  lead,
  cardsTitle,
  cardsIntro,
  cards,
  extra,
  note,
}: ServicePageLayoutProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} lead={lead}>
        <a href="#services" className={buttonClasses({ size: 'lg' })}>
          See prices
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
        <Link to={paths.contact} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
          Talk to an expert
        </Link>
      </PageHero>

      <section id="services" aria-labelledby="services-heading" className="py-16 sm:py-20">
        <Container className="flex flex-col gap-12">
          <SectionHeading id="services-heading" title={cardsTitle} intro={cardsIntro} />
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">{cards}</ul>
        </Container>
      </section>

      {extra}

      <Container className="pb-16 sm:pb-20">
        <ImportantNote>{note}</ImportantNote>
      </Container>

      <CallToAction
        title="Not sure which service you need?"
        text="Tell us about your business and an expert will suggest the right mix."
      >
        <Link to={paths.contact} className={ctaPrimaryClasses}>
          Contact us
        </Link>
        <Link to={paths.packages} className={ctaSecondaryClasses}>
          See launch packages
        </Link>
      </CallToAction>
    </>
  );
}
