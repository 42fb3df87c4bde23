// Constant inline scripts of the static sign-in page, kept apart from the panel so that the
// document shell can use them without loading the panel's code.
import { signInParams } from '../../config/paths.ts';

/**
 * Set on `<html>` by the sign-in page's head script when its address asks for the sign-up form
 * (`?mode=create`), so the prerendered page shows that form before React runs.
 */
export const AUTH_MODE_HINT_ATTRIBUTE = 'data-auth-mode';

/** The head script that sets the hint; constant, so the CSP allows it by its hash. */
export const AUTH_MODE_HINT_SCRIPT = `try{if(new URLSearchParams(location.search).get(${JSON.stringify(signInParams.mode)})==='create')document.documentElement.setAttribute(${JSON.stringify(AUTH_MODE_HINT_ATTRIBUTE)},'create')}catch(e){}`;

/** Marks the links between the two forms, which keep the page's `next` (see the script below). */
export const KEEPS_NEXT_ATTRIBUTE = 'data-keeps-next';

/**
 * Run right after the prerendered panel: copies the address's `next` into the links between the
 * two forms, so that switching before React runs still returns the visitor where they were going.
 * Constant, so the CSP allows it by its hash. The value is only ever read back by `sameSitePath`.
 */
export const KEEP_NEXT_SCRIPT = `(function(){try{var n=new URLSearchParams(location.search).get(${JSON.stringify(signInParams.next)});if(n)document.querySelectorAll('a[${KEEPS_NEXT_ATTRIBUTE}]').forEach(function(a){var u=new URL(a.href);u.searchParams.set(${JSON.stringify(signInParams.next)},n);a.href=u.pathname+u.search})}catch(e){}})()`;
