import type { MetaFunction } from 'react-router';
import { LegalDocument } from '../components/layout/legal-document.tsx';
import { paths } from '../config/paths.ts';
import { pageMeta } from '../config/site.ts';
import { staticPage } from '../islands/static-page.ts';
import { terms } from './content/terms.tsx';

export const handle = staticPage();

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Terms of Service',
    description:
      'The terms for using Launchpad and buying our startup launch services: prices and government fees, payments through PhonePe and Razorpay, refunds and cancellation.',
    path: paths.terms,
  });

export default function Terms() {
  return <LegalDocument {...terms} />;
}
