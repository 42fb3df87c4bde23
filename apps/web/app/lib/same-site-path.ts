const BASE = 'https://launchpad.invalid';
const MAX_LENGTH = 2000;

/**
 * The page to return to after signing in, when `value` names one of this site's pages, else null.
 * Only a path is accepted, never an address: `//evil.example`, `/\evil.example`, `https:…`,
 * `javascript:…` and anything with control characters would let a crafted link carry a fresh
 * sign-in off the site (an open redirect). API paths and the sign-in page itself are refused too.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read a backslash as a slash, and strip tabs and newlines from addresses.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === '/login' || url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
