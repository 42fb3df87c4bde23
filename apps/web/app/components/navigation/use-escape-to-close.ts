import { type RefObject, useEffect } from 'react';

/** While `open`, Escape calls `close` and gives the focus back to the control that opened it. */
export function useEscapeToClose(open: boolean, close: () => void, opener: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      opener.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, opener]);
}
