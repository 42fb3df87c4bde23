import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is prerendered HTML (and during its hydration), true once React runs it.
 * Forms keep their submit button disabled until then: a press before that would make the browser
 * send the form itself, as a GET with every field, a password included, in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
