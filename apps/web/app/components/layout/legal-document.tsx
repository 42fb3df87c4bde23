import type { ReactNode } from 'react';
import { Container } from '../ui/container.tsx';

/** One block of a legal section: a paragraph, a bulleted list, or an element shown as it is. */
export type LegalBlock =
  | { paragraph: ReactNode; testId?: string }
  | { list: readonly ReactNode[] }
  | { element: ReactNode };

/** A numbered section: its anchor, its title (in the contents too) and its text. */
export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

/** A legal document as content: the terms and the privacy notice are written as one of these. */
export interface LegalText {
  title: string;
  /** Shown as "Last updated …" under the title. */
  lastUpdated: string;
  /** Machine-readable form of `lastUpdated`, e.g. '2026-11-21'. */
  lastUpdatedIso: string;
  summary: ReactNode;
  sections: readonly LegalSection[];
}

/** The layout of the terms and the privacy notice: title, date, contents, then the text. */
export function LegalDocument({ title, lastUpdated, lastUpdatedIso, summary, sections }: LegalText) {
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
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              {/* One text node, as the heading was written: "1. About these terms". */}
              <h2 id={section.id}>{`${index + 1}. ${section.title}`}</h2>
              {section.blocks.map((block, blockIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed content, never reordered
                <LegalBlockView key={blockIndex} block={block} />
              ))}
            </section>
          ))}
        </div>
      </Container>
    </div>
  );
}

function LegalBlockView({ block }: { block: LegalBlock }) {
  if ('paragraph' in block) return <p data-testid={block.testId}>{block.paragraph}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed content, never reordered
          <li key={index}>{item}</li>
        ))}
      </ul>
    );
  }
  return <>{block.element}</>;
}
