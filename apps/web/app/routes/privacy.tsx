import type { MetaFunction } from 'react-router';
import { LegalDocument } from '../components/layout/legal-document.tsx';
import { paths } from '../config/paths.ts';
import { pageMeta } from '../config/site.ts';
import { staticPage } from '../islands/static-page.ts';
import { privacyPolicy } from './content/privacy.tsx';

export const handle = staticPage();

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Privacy Policy',
    description:
      'What personal data Launchpad collects, why, how long we keep it, who we share it with and how to exercise your rights under the Digital Personal Data Protection Act, 2023.',
    path: paths.privacy,
  });

export default function Privacy() {
  return <LegalDocument {...privacyPolicy} />;
}
