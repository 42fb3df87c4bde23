import {
  isBlockedOnCustomer,
  isCustomerSignOff,
  isOrderInWork,
  isOrderLaunched,
  type Order,
  type OrderDetail,
} from '@launchpad/shared';

// What the dashboard leads with: the launch under way, and what it needs from its customer now.

/** The launch the dashboard leads with: the most recent paid order still in work, if any. */
export function activeLaunch(orders: readonly Order[]): Order | undefined {
  return orders
    .filter((order) => order.paid && isOrderInWork(order.status))
    .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

/** The most recent completed launch, for a customer with nothing in work. */
export function lastLaunched(orders: readonly Order[]): Order | undefined {
  return orders
    .filter((order) => isOrderLaunched(order.status))
    .toSorted((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
}

/** Documents named in a sentence: the first two, and how many more. */
function someTitles(titles: readonly string[]): string {
  const [first = '', second] = titles;
  if (second === undefined) return first;
  if (titles.length === 2) return `${first} and ${second}`;
  return `${first}, ${second} and ${titles.length - 2} more`;
}

/**
 * What the launch waits on its customer for, one sentence each: the documents still to send, each
 * one to send again after a rejection (with why), and the steps blocked on them. Empty when
 * nothing is needed.
 */
export function neededFromCustomer(order: Pick<OrderDetail, 'documents' | 'milestones'>): string[] {
  const toSend = order.documents.filter((document) => document.status === 'required');
  const lines: string[] = [];
  if (toSend.length === 1) lines.push(`Send your ${toSend[0]?.title}`);
  if (toSend.length > 1)
    lines.push(`Send ${toSend.length} documents: ${someTitles(toSend.map((document) => document.title))}`);
  for (const document of order.documents) {
    if (document.status !== 'rejected') continue;
    lines.push(`Send your ${document.title} again${document.reason ? `: ${document.reason}` : ''}`);
  }
  for (const milestone of order.milestones) {
    if (isCustomerSignOff(milestone) && milestone.status === 'in-progress') {
      lines.push('Review the finished work, then approve and sign off');
      continue;
    }
    // A step in progress on the customer's side may be waiting for the team's review of what they
    // sent; only a blocked one surely waits on them, as does any step the team blocked on them.
    const blockedOnYou =
      isBlockedOnCustomer(milestone) || (milestone.status === 'blocked' && milestone.waitsOn === 'customer');
    if (!blockedOnYou) continue;
    lines.push(`“${milestone.title}” is waiting on you${milestone.note ? `: ${milestone.note}` : ''}`);
  }
  return lines;
}
