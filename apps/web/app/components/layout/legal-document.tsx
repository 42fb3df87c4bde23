import type { ReactNode } from 'react';
import { Container } from '../ui/container.tsx';

interface LegalDocumentProps {
  title: string;
  /** Shown as "Last updated …" under the title. */
  lastUpdated: string;
  /** Machine-readable form of `lastUpdated`, e.g. '2026-11-21'. */
  lastUpdatedIso: string;
  summary: ReactNode;
  /** Section headings with their anchors, for the table of contents. */
  sections: readonly { id: string; title: string }[];
  children: ReactNode;
}

/** The layout of the terms and the privacy notice: title, date, contents, then the text. */
export function LegalDocument({
  title,
  lastUpdated,
  lastUpdatedIso,
  summary,
  sections,
  children,
}: LegalDocumentProps) {
  return (
    <div className="bg-white">
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
        <header className="flex flex-col gap-3 lg:col-span-2">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="text-sm text-slate-600">
            Last updated <time dateTime={lastUpdatedIso}>{lastUpdated}</time>
          </p>
          <div className="max-w-3xl text-lg text-slate-700">{summary}</div>
        </header>
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
            Contents
          </h2>
          <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700 marker:text-slate-500">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="rounded hover:text-brand-700 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl text-base leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 [&>section+section]:mt-12 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-2 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:marker:text-slate-500">
          {children}
        </div>
      </Container>
    </div>
  );
}
