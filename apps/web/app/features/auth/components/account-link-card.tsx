import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';

/** The frame of the screens reached from account mails (forgotten password, reset, verification). */
export function AccountLinkCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="flex-1 bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50 py-10 sm:py-16">
      <Container className="flex justify-center">
        <Card className="w-full max-w-md">
          <CardHeader>
            {/* The page's one h1: these screens have no other heading. */}
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">{children}</CardContent>
        </Card>
      </Container>
    </section>
  );
}
