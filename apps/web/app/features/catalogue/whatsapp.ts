import { whatsappHref } from '@launchpad/shared';

/** A wa.me chat link with a first message about the package. */
export function whatsappChatUrl(whatsappNumber: string, packageName: string): string {
  const text = `Hi Launchpad! I'm interested in the ${packageName} package. Could you tell me more?`;
  return whatsappHref(whatsappNumber, text);
}
