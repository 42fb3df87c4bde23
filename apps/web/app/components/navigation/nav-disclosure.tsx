import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useEscapeToClose } from './use-escape-to-close.ts';

interface NavDisclosureProps {
  /** Unique on the page; links the button to its panel. */
  id: string;
  /** The button's content. */
  label: ReactNode;
  buttonClassName: string;
  panelClassName?: string;
  align?: 'start' | 'end';
  /** The panel's content, usually links; `close` shuts the panel (e.g. before a logout). */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that shows a panel of links below it: the disclosure pattern WAI-ARIA recommends for
 * site navigation. Escape closes it and returns focus to the button; so does a click outside or
 * moving the focus out of it. Links in the panel are in the tab order like any other link. The
 * panel's content exists only while it is open, as a menu's would.
 */
export function NavDisclosure({
  id,
  label,
  buttonClassName,
  panelClassName,
  align = 'start',
  children,
}: NavDisclosureProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useEscapeToClose(open, close, buttonRef);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Tabbing past the last link (or anywhere else) closes the panel.
    const onFocusOut = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const root = rootRef.current;
    document.addEventListener('pointerdown', onPointerDown);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        data-state={open ? 'open' : 'closed'}
        className={buttonClassName}
        onClick={() => setOpen((current) => !current)}
      >
        {label}
      </button>
      <div
        id={id}
        hidden={!open}
        className={cn(
          'absolute top-full z-50 mt-1.5 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 text-slate-900 shadow-lg',
          align === 'end' ? 'right-0' : 'left-0',
          panelClassName,
        )}
      >
        {open ? children(close) : null}
      </div>
    </div>
  );
}
