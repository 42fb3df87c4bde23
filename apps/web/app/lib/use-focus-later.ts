import { useCallback, useEffect, useState } from 'react';

/**
 * Moves focus to the element with an id once it is on the page. A change that removes or disables
 * the focused control (a form that closes, a row that re-renders after an upload) would otherwise
 * leave focus on <body>, and a keyboard or screen reader user would start again from the top.
 */
export function useFocusLater(): (elementId: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  // No dependency list: the element may appear in any later render of the component.
  useEffect(() => {
    if (target === null) return;
    const element = document.getElementById(target);
    if (!element) return;
    element.focus();
    setTarget(null);
  });
  return useCallback((elementId: string) => setTarget(elementId), []);
}
