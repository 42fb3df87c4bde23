import { complianceServices } from '@launchpad/shared';
import type { MetaFunction } from 'react-router';
import { paths } from '../../config/paths.ts';
import { pageMeta } from '../../config/site.ts';
import { ServiceCard } from '../../features/catalogue/components/service-card.tsx';
import { ServicePageLayout } from '../../features/catalogue/components/service-page-layout.tsx';
import { staticPage } from '../../islands/static-page.ts';

export const handle = staticPage();

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Legal & Compliance Services',
    description:
      'GST registration, trademark, business licences, startup schemes, annual ROC compliance and legal advice for Indian startups, at fixed professional fees.',
    path: paths.services.compliance,
  });

export default function Compliance() {
  return (
    <ServicePageLayout
      eyebrow="Start Business"
      title="Legal & Compliance Services"
      lead="Stay on the right side of the law from day one. We register, file and remind, so that deadlines never catch you by surprise."
      cardsTitle="Compliance made simple"
      cardsIntro="From your GSTIN to your annual filings, each service has a clear scope and a fixed professional fee."
      cards={complianceServices.map((card) => (
        <li key={card.id}>
          <ServiceCard card={card} page="compliance" />
        </li>
      ))}
      note={
        <>
          <p>
            Prices shown are our professional fees only. Government fees, late fees and penalties levied by
            authorities are billed at actuals, and GST is charged extra, as applicable.
          </p>
          <p>Annual compliance is billed per financial year; legal advisory is billed per consultation.</p>
        </>
      }
    />
  );
}
