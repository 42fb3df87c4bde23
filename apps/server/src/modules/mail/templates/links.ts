import { type AdminTab, pagePath, pages } from '@launchpad/shared';
import type { MailContext } from './layout.tsx';

/** The customer's tracker of one order (`/dashboard/orders/:orderId`). */
export function orderPageUrl(context: MailContext, orderId: string): string {
  return `${context.publicUrl}${pagePath(pages.order.path, { orderId })}`;
}

/** The admin console, where the team finds an order by its id; `tab` opens that tab (`?tab=`). */
export function adminConsoleUrl(context: MailContext, tab?: AdminTab): string {
  const url = `${context.publicUrl}${pages.admin.path}`;
  return tab ? `${url}?tab=${tab}` : url;
}

/** A page opened from a mailed link that carries a one-time token (reset, verify, confirm a new email). */
export function tokenPageUrl(context: MailContext, path: string, token: string): string {
  return `${context.publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

/** The page where a complaint is followed by its number (and the complainant's email). */
export function complaintPageUrl(context: MailContext, number: string): string {
  return `${context.publicUrl}${pages.complaints.path}?number=${encodeURIComponent(number)}`;
}
