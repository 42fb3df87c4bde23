import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface AccordionProps {
  /** Items sharing a name open one at a time. */
  name: string;
  className?: string;
  children: ReactNode;
}

/**
 * Questions and answers built on `<details>`: the browser makes them keyboard-operable and keeps one
 * open at a time (shared `name`), with no script at all, and the answers are in the HTML for
 * visitors without scripts and for search engines.
 */
export function Accordion({ name, className, children }: AccordionProps) {
  return (
    <div className={className} data-accordion={name}>
      {children}
    </div>
  );
}

interface AccordionItemProps {
  name: string;
  question: ReactNode;
  children: ReactNode;
  className?: string;
}

export function AccordionItem({ name, question, children, className }: AccordionItemProps) {
  return (
    <details name={name} className={cn('group border-b border-slate-200', className)}>
      <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-4 text-left text-base font-semibold text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
        {question}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="pb-5 text-sm leading-relaxed text-slate-700">{children}</div>
    </details>
  );
}
