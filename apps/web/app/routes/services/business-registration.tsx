import { businessRegistrationServices } from '@launchpad/shared';
import type { MetaFunction } from 'react-router';
import { paths } from '../../config/paths.ts';
import { pageMeta } from '../../config/site.ts';
import { ServiceCard } from '../../features/catalogue/components/service-card.tsx';
import { ServicePageLayout } from '../../features/catalogue/components/service-page-layout.tsx';
import { staticPage } from '../../islands/static-page.ts';

export const handle = staticPage();

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Business Registration Services',
    description:
      'Register a Private Limited Company, OPC, LLP or NGO, file your trademark and get Startup India recognition. Professional fees from ₹1,499.',
    path: paths.services.businessRegistration,
  });

export default function BusinessRegistration() {
  return (
    <ServicePageLayout
      eyebrow="Start Business"
      title="Business Registration Services"
      lead="Choose the right structure and get registered quickly, with every form, signature and certificate handled by our experts."
      cardsTitle="Register your business"
      cardsIntro="Fixed professional fees for each structure. We check your documents, file with the authorities and keep you posted until your certificate arrives."
      cards={businessRegistrationServices.map((card) => (
        <li key={card.id}>
          <ServiceCard card={card} page="business-registration" />
        </li>
      ))}
      note={
        <>
          <p>
            Prices shown are our professional fees only and exclude government fees, stamp duty and the
            charges of certifying authorities, which depend on your state and authorised capital and are
            billed at actuals. GST is charged extra, as applicable.
          </p>
          <p>Timelines depend on approvals from the Ministry of Corporate Affairs and other authorities.</p>
        </>
      }
    />
  );
}
