import { messages } from '@launchpad/shared';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { paths } from '../config/paths.ts';
import { endSession } from '../features/auth/api/end-session.ts';
import { useStoredUserCheck } from '../features/auth/check-stored-user.ts';
import { AccountMenu, MobileAccountLinks } from '../features/auth/components/account-menu.tsx';
import { PhoneContactLinks } from '../features/catalogue/components/phone-contact-links.tsx';
import { clearStoredUser } from '../lib/stored-user.ts';

/** A sentence kept for the next page (e.g. after logging out, which loads the home page). */
const FLASH_KEY = 'launchpad:flash';
const FLASH_MS = 5000;

function takeFlash(): string | null {
  try {
    const text = window.sessionStorage.getItem(FLASH_KEY);
    window.sessionStorage.removeItem(FLASH_KEY);
    return text;
  } catch {
    return null;
  }
}

function keepFlash(text: string) {
  try {
    window.sessionStorage.setItem(FLASH_KEY, text);
  } catch {
    // Without storage the message is lost; the header still shows the signed-out state.
  }
}

/** The navigation bar of static pages, with their session check and logout (no query cache here). */
export default function SiteHeaderIsland({ pathname }: { pathname: string }) {
  useStoredUserCheck();
  const [pending, setPending] = useState(false);
  const [flash, setFlash] = useState<string | null>(null);

  useEffect(() => {
    const text = takeFlash();
    if (!text) return;
    setFlash(text);
    const timer = window.setTimeout(() => setFlash(null), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const run = () => {
    setPending(true);
    // Even when the server cannot be reached, nothing of this user stays in the browser.
    void endSession()
      .catch(() => undefined)
      .finally(() => {
        clearStoredUser();
        keepFlash(messages.loggedOut);
        window.location.assign(paths.home);
      });
  };

  return (
    <>
      <SiteHeader
        pathname={pathname}
        account={<AccountMenu logOut={{ run, pending }} />}
        mobileAccount={<MobileAccountLinks logOut={{ run, pending }} />}
        contactLinks={<PhoneContactLinks />}
      />
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4"
      >
        {flash ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 shadow-lg"
          >
            <CircleCheck aria-hidden="true" className="size-4 text-emerald-700" />
            {flash}
          </p>
        ) : null}
      </div>
    </>
  );
}
