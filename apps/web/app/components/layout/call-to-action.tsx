import type { ReactNode } from 'react';
import { Container } from '../ui/container.tsx';

interface CallToActionProps {
  id?: string;
  title: string;
  text: string;
  /** Links styled with `ctaPrimaryClasses` and `ctaSecondaryClasses`. */
  children: ReactNode;
}

/** Button look on the dark band: white primary, outlined secondary (both pass AA on brand-700). */
export const ctaPrimaryClasses =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 text-base font-semibold text-brand-800 shadow-sm hover:bg-brand-50';
export const ctaSecondaryClasses =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-white/60 px-6 text-base font-semibold text-white hover:bg-white/10';

/** The closing band of a page: one sentence of encouragement and where to go next. */
export function CallToAction({ id = 'call-to-action', title, text, children }: CallToActionProps) {
  return (
    <section aria-labelledby={id} className="on-dark bg-brand-700">
      <Container className="flex flex-col items-center gap-5 py-16 text-center sm:py-20">
        <h2
          id={id}
          className="max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          {title}
        </h2>
        <p className="max-w-xl text-lg text-pretty text-brand-100">{text}</p>
        <div className="mt-2 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{children}</div>
      </Container>
    </section>
  );
}
