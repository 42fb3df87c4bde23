import { pagePath, pages } from '@launchpad/shared';
import type { MailContext } from './layout.tsx';

/** The customer's tracker of one order (`/dashboard/orders/:orderId`). */
export function orderPageUrl(context: MailContext, orderId: string): string {
  return `${context.publicUrl}${pagePath(pages.order.path, { orderId })}`;
}

/** The admin console, where the team finds an order by its id. */
export function adminConsoleUrl(context: MailContext): string {
  return `${context.publicUrl}${pages.admin.path}`;
}
