import {
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useEscapeToClose } from './use-escape-to-close.ts';

interface NavDisclosureProps {
  /** Unique on the page; the panel's id. */
  id: string;
  /** The toggle's content. */
  label: ReactNode;
  buttonClassName: string;
  panelClassName?: string;
  align?: 'start' | 'end';
  /** Disclosures sharing a group name open one at a time, even before scripts run. */
  group?: string;
  /** The panel's content, usually links; `close` shuts the panel (e.g. before a logout). */
  children: (close: () => void) => ReactNode;
}

/**
 * A toggle that shows a panel of links below it: the disclosure pattern WAI-ARIA recommends for
 * site navigation. It is a native `<details>`, so it opens and its links work before the page's
 * scripts arrive, or without them. Once React runs it, Escape closes it and returns focus to the
 * toggle; so does a click outside or moving the focus out of it.
 */
export function NavDisclosure({
  id,
  label,
  buttonClassName,
  panelClassName,
  align = 'start',
  group,
  children,
}: NavDisclosureProps) {
  const { open, hydrated, close, detailsRef, toggleRef, onToggleClick, onToggle } = useDisclosure();

  useEffect(() => {
    if (!open) return;
    const root = detailsRef.current;
    const onPointerDown = (event: PointerEvent) => {
      if (!root?.contains(event.target as Node)) close();
    };
    // Tabbing past the last link (or anywhere else) closes the panel.
    const onFocusOut = (event: FocusEvent) => {
      if (!root?.contains(event.relatedTarget as Node | null)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close, detailsRef]);

  return (
    <details ref={detailsRef} name={group} open={open} onToggle={onToggle} className="relative">
      {/* A summary opens its details without scripts. "button" is its implicit role, spelled out for tools that name it otherwise. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above */}
      <summary
        ref={toggleRef}
        role="button"
        aria-expanded={open}
        aria-controls={id}
        data-state={open ? 'open' : 'closed'}
        className={cn('cursor-pointer list-none [&::-webkit-details-marker]:hidden', buttonClassName)}
        onClick={onToggleClick}
      >
        {label}
      </summary>
      <div
        id={id}
        hidden={hydrated && !open}
        className={cn(
          'absolute top-full z-50 mt-1.5 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 text-slate-900 shadow-lg',
          align === 'end' ? 'right-0' : 'left-0',
          panelClassName,
        )}
      >
        {/* In the HTML for the browser's own disclosure; once React runs, only while open. */}
        {hydrated && !open ? null : children(close)}
      </div>
    </details>
  );
}

/**
 * The state of a `<details>` once React runs it: the toggle's click is taken over, so the state is
 * React's alone, and a panel the visitor opened before the scripts arrived stays open.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  // Before React runs, the browser alone shows and hides the panel; after, `hidden` says it too, so
  // a closed panel's links are out of reach wherever `<details>` is not implemented (jsdom).
  const hydrated = useHydrated();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useEscapeToClose(open, close, toggleRef);

  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  const onToggleClick = useCallback((event: MouseEvent) => {
    event.preventDefault();
    setOpen((current) => !current);
  }, []);

  // The browser closes the other disclosures of a group itself; follow what it did.
  const onToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => {
    setOpen(event.currentTarget.open);
  }, []);

  return { open, hydrated, setOpen, close, detailsRef, toggleRef, onToggleClick, onToggle };
}
