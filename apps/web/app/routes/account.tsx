import { useState } from 'react';
import type { MetaFunction } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { Loading } from '../components/ui/query-state.tsx';
import { useAuthProvidersQuery } from '../features/auth/api/get-auth-providers.ts';
import { googleIdToken } from '../features/auth/api/log-in-with-google.ts';
import { AccountOverview } from '../features/auth/components/account-overview.tsx';
import { DevicesCard } from '../features/auth/components/devices-card.tsx';
import { TwoStepSignInCard } from '../features/auth/components/two-step-sign-in-card.tsx';
import { useSignedInGuard } from '../features/auth/use-signed-in-guard.ts';
import { BillingDetailsCard } from '../features/billing/components/billing-details-card.tsx';
import { OrderActivityDialog } from '../features/orders/components/order-activity-dialog.tsx';
import { ConsentsCard } from '../features/privacy/components/consents-card.tsx';
import { DataExportCard } from '../features/privacy/components/data-export-card.tsx';
import { DeleteAccountCard } from '../features/privacy/components/delete-account-card.tsx';
import { useSession } from '../lib/use-session.ts';

export const meta: MetaFunction = () => [
  { title: 'My Account | Launchpad' },
  { name: 'robots', content: 'noindex' },
];

export default function AccountRoute() {
  const { user } = useSession();
  const [activityOpen, setActivityOpen] = useState(false);
  const providers = useAuthProvidersQuery();
  useSignedInGuard();
  const firebase = providers.data?.google ? providers.data.firebase : undefined;
  // An account without a password confirms its deletion with a fresh Google sign-in.
  const withGoogle = firebase ? () => googleIdToken(firebase) : undefined;

  return (
    <section className="flex-1 bg-slate-50 py-8 sm:py-12">
      <Container className="flex flex-col gap-6">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">My Account</h1>
          <p className="text-sm text-slate-600">Your profile, billing details, security and activity.</p>
        </div>
        {user ? (
          <>
            <AccountOverview user={user} onViewActivity={() => setActivityOpen(true)}>
              <BillingDetailsCard />
            </AccountOverview>
            <TwoStepSignInCard />
            <DevicesCard />
            <ConsentsCard />
            <DataExportCard />
            <DeleteAccountCard withGoogle={withGoogle} />
            <OrderActivityDialog open={activityOpen} onOpenChange={setActivityOpen} />
          </>
        ) : (
          <Loading label="Loading your account…" className="py-24" />
        )}
      </Container>
    </section>
  );
}
