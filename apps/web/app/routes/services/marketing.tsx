import { marketingServices } from '@launchpad/shared';
import { AtSign, Mail, MapPin, Search, Share2, Video } from 'lucide-react';
import type { MetaFunction } from 'react-router';
import { SectionHeading } from '../../components/layout/section-heading.tsx';
import { Container } from '../../components/ui/container.tsx';
import { paths } from '../../config/paths.ts';
import { pageMeta } from '../../config/site.ts';
import { MarketingPlanCard } from '../../features/catalogue/components/service-card.tsx';
import { ServicePageLayout } from '../../features/catalogue/components/service-page-layout.tsx';
import { staticPage } from '../../islands/static-page.ts';

export const handle = staticPage();

const description =
  'Monthly digital marketing, branding and design plans for Indian startups: social media, ads, SEO and analytics from ₹20,000 a month, excluding ad spend.';

/** One screen at two URLs; each keeps its own title and canonical address. */
export const meta: MetaFunction = ({ location }) =>
  location.pathname.startsWith(paths.services.branding)
    ? pageMeta({ title: 'Branding & Design', description, path: paths.services.branding })
    : pageMeta({ title: 'Digital Marketing', description, path: paths.services.digitalMarketing });

const channels = [
  { Icon: Search, title: 'Google Search & SEO', text: 'Be found when customers search for what you sell.' },
  {
    Icon: Share2,
    title: 'Facebook & Instagram',
    text: 'Content and ads that build a following and bring leads.',
  },
  { Icon: AtSign, title: 'LinkedIn', text: 'Reach decision makers for B2B products and hiring.' },
  { Icon: Video, title: 'YouTube', text: 'Video ads and content that explain your product.' },
  {
    Icon: MapPin,
    title: 'Google Business Profile',
    text: 'Show up on Maps and local searches in your city.',
  },
  { Icon: Mail, title: 'Email & WhatsApp', text: 'Stay in touch with customers who already know you.' },
] as const;

function MarketingChannels() {
  return (
    <section aria-labelledby="channels-heading" className="bg-white py-16 sm:py-20">
      <Container className="flex flex-col gap-12">
        <SectionHeading
          id="channels-heading"
          eyebrow="Marketing channels"
          title="Where we grow your brand"
          intro="We pick the channels your customers actually use and report on every rupee you spend."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {channels.map(({ Icon, title, text }) => (
            <li
              key={title}
              className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6"
            >
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-600 text-white"
              >
                <Icon className="size-5" />
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="text-base font-bold text-slate-900">{title}</h3>
                <p className="text-sm leading-relaxed text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export default function Marketing() {
  return (
    <ServicePageLayout
      eyebrow="Digital Marketing"
      title="Digital Marketing, Branding & Design"
      lead="A brand people remember and campaigns that bring customers, run by one team that reports results every month."
      cardsTitle="Monthly marketing plans"
      cardsIntro="Each plan combines marketing, branding and analytics. Pay a monthly management fee; your ad budget goes straight to the platforms."
      cards={marketingServices.map((card) => (
        <li key={card.id}>
          <MarketingPlanCard card={card} />
        </li>
      ))}
      extra={<MarketingChannels />}
      note={
        <>
          <p>
            Prices are monthly management fees and exclude ad spend, which you pay directly to the ad
            platforms (Google, Meta, LinkedIn and others). The suggested ad spend is a guide; you decide the
            budget. GST is charged extra, as applicable.
          </p>
          <p>
            Results depend on your market, offer and budget; we do not promise specific rankings or sales.
          </p>
        </>
      }
    />
  );
}
