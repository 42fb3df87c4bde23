import { telHref, whatsappHref } from '@launchpad/shared';
import { MessageCircle, Phone } from 'lucide-react';
import { useSiteConfig } from '../site-config.ts';

const iconLinkClasses =
  'inline-flex size-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100';

/**
 * Call and WhatsApp, one tap away in the header on phones, from the server's settings: nothing
 * is drawn before they are known, and WhatsApp only when a number is configured.
 */
export function PhoneContactLinks() {
  const config = useSiteConfig();
  if (!config) return null;
  return (
    <div className="ml-auto flex items-center md:hidden">
      {/\d/.test(config.supportPhone) ? (
        <a href={telHref(config.supportPhone)} className={iconLinkClasses}>
          <Phone aria-hidden="true" className="size-5 text-brand-700" />
          <span className="sr-only">Call us on {config.supportPhone}</span>
        </a>
      ) : null}
      {config.whatsappNumber ? (
        <a
          href={whatsappHref(config.whatsappNumber)}
          target="_blank"
          rel="noopener noreferrer"
          className={iconLinkClasses}
        >
          <MessageCircle aria-hidden="true" className="size-5 text-emerald-700" />
          <span className="sr-only">Chat with us on WhatsApp (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}
