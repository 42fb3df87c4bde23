import { MessageCircle } from 'lucide-react';
import { useSiteConfig } from '../site-config.ts';
import { whatsappChatUrl } from '../whatsapp.ts';

/**
 * "Chat with us" on WhatsApp, only when the server has a number configured. Nothing is drawn until
 * the answer is known (and nothing on failure); it sits below the buy button, so nothing above moves.
 */
export function PackageChatLink({ packageName }: { packageName: string }) {
  const config = useSiteConfig();
  if (!config?.whatsappNumber) return null;
  return (
    <a
      href={whatsappChatUrl(config.whatsappNumber, packageName)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center justify-center gap-2 rounded-lg py-1 text-sm font-semibold text-emerald-800 hover:underline"
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      Chat with us about {packageName}
      <span className="sr-only"> on WhatsApp (opens in a new tab)</span>
    </a>
  );
}
