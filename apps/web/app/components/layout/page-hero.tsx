import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Container } from '../ui/container.tsx';

interface PageHeroProps {
  /** A short line above the title naming the section of the site. */
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  /** Buttons or links under the lead. */
  children?: ReactNode;
  className?: string;
}

/** The opening band of an inner page: its one h1, a lead paragraph and optional actions. */
export function PageHero({ eyebrow, title, lead, children, className }: PageHeroProps) {
  return (
    <section className={cn('border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white', className)}>
      <Container className="flex flex-col items-center gap-5 py-14 text-center sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {title}
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-slate-600">{lead}</p>
        {children ? (
          <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
            {children}
          </div>
        ) : null}
      </Container>
    </section>
  );
}
