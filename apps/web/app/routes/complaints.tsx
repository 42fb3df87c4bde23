import { orderReference, type RaisedGrievance } from '@launchpad/shared';
import { useState } from 'react';
import { type MetaFunction, useSearchParams } from 'react-router';
import { Card, CardContent } from '../components/ui/card.tsx';
import { Container } from '../components/ui/container.tsx';
import { Loading } from '../components/ui/query-state.tsx';
import { useMyGrievancesQuery } from '../features/grievances/api/grievances.ts';
import { FollowGrievanceForm } from '../features/grievances/components/follow-grievance-form.tsx';
import { GrievanceCard } from '../features/grievances/components/grievance-card.tsx';
import { RaisedNotice, RaiseGrievanceForm } from '../features/grievances/components/raise-grievance-form.tsx';
import { useSession } from '../lib/use-session.ts';

export const meta: MetaFunction = () => [
  { title: 'Complaints | Launchpad' },
  { name: 'robots', content: 'noindex' },
];

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /complaints: raise a complaint (signed in, about an order with `?order=`; or signed out with a
 * name and email) and follow it, by number and email (`?number=` from the mail fills it in), or in
 * the signed-in customer's list.
 */
export default function ComplaintsRoute() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const orderParam = searchParams.get('order');
  const orderId = user && orderParam && GUID.test(orderParam) ? orderParam : null;
  const [raised, setRaised] = useState<{ grievance: RaisedGrievance; email: string | null } | null>(null);
  const mine = useMyGrievancesQuery({ enabled: user !== null });

  return (
    <section className="flex-1 bg-slate-50 py-8 sm:py-12">
      <Container className="flex flex-col gap-8">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Complaints</h1>
          <p className="max-w-2xl text-sm text-slate-700">
            Tell us what went wrong. Every complaint gets a number at once; our grievance officer acknowledges
            it within 48 hours and resolves it within one month.
          </p>
        </header>
        <Card>
          <CardContent className="flex flex-col gap-4">
            <h2 className="text-lg font-bold text-slate-900">Raise a complaint</h2>
            {raised ? <RaisedNotice raised={raised.grievance} /> : null}
            <RaiseGrievanceForm
              signedIn={user !== null}
              orderId={orderId}
              orderLabel={orderId ? orderReference(orderId) : null}
              onRaised={(grievance, email) => setRaised({ grievance, email })}
            />
          </CardContent>
        </Card>
        {user ? (
          <section aria-labelledby="my-complaints" className="flex flex-col gap-3">
            <h2 id="my-complaints" className="text-lg font-bold text-slate-900">
              Your complaints
            </h2>
            {mine.data ? (
              mine.data.length === 0 ? (
                <p className="text-sm text-slate-600">You have not raised a complaint.</p>
              ) : (
                mine.data.map((grievance) => <GrievanceCard key={grievance.id} grievance={grievance} />)
              )
            ) : mine.isError ? (
              <p className="text-sm text-red-700">
                Your complaints could not be loaded: {mine.error.message}
              </p>
            ) : (
              <Loading label="Loading your complaints…" className="py-6" />
            )}
          </section>
        ) : null}
        <Card>
          <CardContent className="flex flex-col gap-4">
            <h2 className="text-lg font-bold text-slate-900">Follow a complaint</h2>
            <FollowGrievanceForm
              key={raised?.grievance.number ?? 'follow'}
              initialNumber={raised?.grievance.number ?? searchParams.get('number') ?? ''}
              initialEmail={raised?.email ?? ''}
            />
          </CardContent>
        </Card>
      </Container>
    </section>
  );
}
