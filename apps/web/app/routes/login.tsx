import { launchDaysSpan, launchPromise, launchPromiseDetail, supportHoursStatement } from '@launchpad/shared';
import { Clock, Headset, ShieldCheck } from 'lucide-react';
import type { MetaFunction } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { paths } from '../config/paths.ts';
import { pageMeta } from '../config/site.ts';
import { KEEP_NEXT_SCRIPT } from '../features/auth/sign-in-page-scripts.ts';
import AuthPanelIsland from '../islands/auth-panel.island.tsx';
import { Island } from '../islands/island.tsx';
import { staticPage } from '../islands/static-page.ts';

export const handle = staticPage('auth-panel');

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Sign In or Create Account',
    description:
      'Sign in to Launchpad to track your startup launch orders, or create a free account to get started.',
    path: paths.login,
  });

const assurances = [
  {
    Icon: ShieldCheck,
    title: 'Compliance by professionals',
    text: 'Registrations handled by qualified professionals.',
  },
  { Icon: Clock, title: `${launchDaysSpan} to launch`, text: launchPromiseDetail },
  { Icon: Headset, title: 'Support from real people', text: `${supportHoursStatement}.` },
] as const;

export default function Login() {
  return (
    <section className="bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50 py-10 sm:py-16">
      <Container className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="order-2 flex flex-col gap-6 lg:order-1 lg:pt-6">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Your launch, tracked</p>
          <p className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {launchPromise}.
          </p>
          <p className="max-w-lg text-base text-slate-600">
            One account for your company registration, compliance, website, app and marketing. Follow every
            step of your order from your dashboard.
          </p>
          <ul className="grid gap-4 sm:grid-cols-2">
            {assurances.map(({ Icon, title, text }) => (
              <li
                key={title}
                className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <div>
                  <p className="text-sm font-semibold text-slate-900">{title}</p>
                  <p className="text-sm text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="order-1 mx-auto w-full max-w-md lg:order-2">
          <noscript>
            <p className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              Signing in and creating an account need JavaScript, which is switched off in this browser.
              Switch it on to continue, or{' '}
              <a href={paths.contact} className="font-semibold underline">
                contact us
              </a>
              .
            </p>
          </noscript>
          <Island name="auth-panel" component={AuthPanelIsland} props={{}} />
          {/* Before the panel's script arrives, its links between the two forms keep `?next=`. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no user input */}
          <script dangerouslySetInnerHTML={{ __html: KEEP_NEXT_SCRIPT }} />
        </div>
      </Container>
    </section>
  );
}
