import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The token of a link from one of our mails (`…?token=…`), read once as the screen opens; then it
 * is taken out of the address bar and of this entry of the browser's history, so that it is not
 * left for the next person at this computer, in a screenshot or in an address copied elsewhere.
 */
export function useLinkToken(): string | null {
  const [searchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token'));

  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('token')) return;
    url.searchParams.delete('token');
    // The router's own state stays with the entry, so Back and Forward keep working.
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);

  return token;
}
