/** How customers reach the provider's support team (phones answered 9AM-10PM IST, every day). */
export const supportContact = {
  email: 'support@launchpad.example',
  phone: '+91 80 4567 8900',
  hours: '9AM–10PM IST, every day',
} as const;

/** The digits of a phone number as it is written for people ("+91 80 4567-8900"). */
function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** A `tel:` link: the digits, after the '+' of a country code when the number starts with one. */
export function telHref(phone: string): string {
  return `tel:${phone.trimStart().startsWith('+') ? '+' : ''}${phoneDigits(phone)}`;
}

/** A WhatsApp chat link (wa.me takes digits only, country code first), with an optional first message. */
export function whatsappHref(phone: string, text?: string): string {
  const chat = `https://wa.me/${phoneDigits(phone)}`;
  return text === undefined ? chat : `${chat}?text=${encodeURIComponent(text)}`;
}
