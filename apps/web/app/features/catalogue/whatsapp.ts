/** A wa.me chat link with a first message about the package (spec §7, "contact-admin helper"). */
export function whatsappChatUrl(whatsappNumber: string, packageName: string): string {
  const text = `Hi Launchpad! I'm interested in the ${packageName} package. Could you tell me more?`;
  return `https://wa.me/${whatsappNumber.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
