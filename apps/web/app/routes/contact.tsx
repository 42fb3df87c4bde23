import type { MetaFunction } from 'react-router';
import { PageHero } from '../components/layout/page-hero.tsx';
import { SectionHeading } from '../components/layout/section-heading.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { Container } from '../components/ui/container.tsx';
import { paths } from '../config/paths.ts';
import { pageMeta } from '../config/site.ts';
import { ContactDetails } from '../features/contact/components/contact-details.tsx';
import { ContactFaq } from '../features/contact/components/contact-faq.tsx';
import ContactFormIsland from '../islands/contact-form.island.tsx';
import { Island } from '../islands/island.tsx';
import SellerDetailsIsland from '../islands/seller-details.island.tsx';
import { staticPage } from '../islands/static-page.ts';

export const handle = staticPage('contact-form');

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Contact Us',
    description:
      'Talk to Launchpad about registering and launching your startup. Call 9AM–10PM IST every day or send a message; we reply within 24 hours.',
    path: paths.contact,
  });

export default function Contact() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let's talk about your startup"
        lead="Questions about a package, a document or a deadline? Send us a message or call; an expert answers within 24 hours, and usually much sooner."
      />

      <section aria-labelledby="message-heading" className="bg-white py-14 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14">
          <Card>
            <CardContent className="flex flex-col gap-6 p-6 sm:p-8">
              <div className="flex flex-col gap-2">
                <h2 id="message-heading" className="text-2xl font-bold tracking-tight text-slate-900">
                  Send us a message
                </h2>
                <p className="text-sm text-slate-600">Fields marked optional can be left empty.</p>
              </div>
              <Island name="contact-form" component={ContactFormIsland} props={{}} />
            </CardContent>
          </Card>
          <div className="flex flex-col gap-5">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">Contact details</h2>
            <p className="text-sm text-slate-600">
              Prefer to talk? Our team answers the phone every day of the week.
            </p>
            <ContactDetails />
            <p className="text-sm text-slate-700">
              A complaint about our service?{' '}
              <a href={paths.complaints} className="font-medium text-brand-700 underline">
                Raise a complaint or follow one
              </a>
              : it gets a number at once and an answer within a month.
            </p>
            <Island name="seller-details" component={SellerDetailsIsland} props={{ tone: 'page' as const }} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="faq-heading" className="py-16 sm:py-20">
        <Container className="flex flex-col gap-10">
          <SectionHeading
            id="faq-heading"
            eyebrow="FAQ"
            title="Frequently asked questions"
            intro="Quick answers about timelines, fees, payments and refunds."
          />
          <div className="mx-auto w-full max-w-3xl">
            <ContactFaq />
          </div>
        </Container>
      </section>
    </>
  );
}
