import { websiteAndAppServices } from '@launchpad/shared';
import { Cloud, Database, MonitorSmartphone, Smartphone } from 'lucide-react';
import type { MetaFunction } from 'react-router';
import { FeatureIcon, featureTileClasses } from '../../components/layout/feature-tile.tsx';
import { SectionHeading } from '../../components/layout/section-heading.tsx';
import { Container } from '../../components/ui/container.tsx';
import { paths } from '../../config/paths.ts';
import { pageMeta } from '../../config/site.ts';
import { ServiceCard } from '../../features/catalogue/components/service-card.tsx';
import { ServicePageLayout } from '../../features/catalogue/components/service-page-layout.tsx';
import { staticPage } from '../../islands/static-page.ts';

export const handle = staticPage();

const description =
  'Websites and Android and iOS apps for Indian startups: from a ₹9,999 starter website to dynamic web and app platforms, built on a modern technology stack.';

/** One screen at two URLs; each keeps its own title and canonical address. */
export const meta: MetaFunction = ({ location }) =>
  location.pathname.startsWith(paths.services.mobileApp)
    ? pageMeta({ title: 'Mobile App Development', description, path: paths.services.mobileApp })
    : pageMeta({ title: 'Website Development', description, path: paths.services.websiteDevelopment });

const technologyStack = [
  { Icon: MonitorSmartphone, title: 'Web', items: ['React and Next.js', 'TypeScript', 'Tailwind CSS'] },
  {
    Icon: Smartphone,
    title: 'Mobile',
    items: ['React Native', 'Flutter', 'Play Store and App Store publishing'],
  },
  {
    Icon: Database,
    title: 'Backend',
    items: ['Node.js', 'PostgreSQL and MongoDB', 'Razorpay and PhonePe payments'],
  },
  { Icon: Cloud, title: 'Cloud', items: ['AWS and Google Cloud', 'Automated backups', 'SSL and monitoring'] },
] as const;

function TechnologyStack() {
  return (
    <section aria-labelledby="stack-heading" className="bg-white py-16 sm:py-20">
      <Container className="flex flex-col gap-12">
        <SectionHeading
          id="stack-heading"
          eyebrow="Technology stack"
          title="Built with proven, modern technology"
          intro="We use well-supported tools that any good developer can pick up later, so you are never locked in."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {technologyStack.map(({ Icon, title, items }) => (
            <li key={title} className={featureTileClasses}>
              <FeatureIcon Icon={Icon} />
              <h3 className="text-lg font-bold text-slate-900">{title}</h3>
              <ul className="flex flex-col gap-1.5 text-sm text-slate-700">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export default function WebsiteAndApp() {
  return (
    <ServicePageLayout
      eyebrow="Website & Mobile App"
      title="Website & Mobile App Development"
      lead="A fast website and a polished mobile app, designed for Indian customers on every screen and built to grow with your business."
      cardsTitle="Choose your build"
      cardsIntro="Every project includes design, development, testing and launch, with your feedback at each milestone."
      cards={websiteAndAppServices.map((card) => (
        <li key={card.id}>
          <ServiceCard card={card} page="website-and-app" />
        </li>
      ))}
      extra={<TechnologyStack />}
      note={
        <>
          <p>
            Prices shown are our professional fees for design and development. Third-party costs such as
            domain renewals, paid plugins, Google Play and Apple developer accounts, and cloud hosting beyond
            any included period are billed at actuals. GST is charged extra, as applicable.
          </p>
          <p>
            Enterprise solutions are quoted after a free scoping call; the price shown is the starting price.
          </p>
        </>
      }
    />
  );
}
