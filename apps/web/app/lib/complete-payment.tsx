import type { Order } from '@launchpad/shared';
import { createContext, type ReactNode, useContext } from 'react';

/** How a pending order's "Complete Payment" control looks where it is drawn. */
export interface CompletePaymentLook {
  /** The full classes of the control. */
  className: string;
  /** The id of the heading that names the order. */
  describedBy?: string;
  /** The control's name where no heading names the order (a row of a list). */
  ariaLabel?: string;
}

/**
 * Draws the control that takes a pending order to its checkout. The screen that composes the
 * orders and payments features provides it, so the orders feature shows the control without
 * importing payments.
 */
export type CompletePaymentControl = (order: Order, look: CompletePaymentLook) => ReactNode;

export const CompletePaymentContext = createContext<CompletePaymentControl | null>(null);

/** The screen's Complete Payment control; a screen showing pending orders must provide one. */
export function useCompletePayment(): CompletePaymentControl {
  const control = useContext(CompletePaymentContext);
  if (!control) throw new Error('A screen that shows pending orders provides CompletePaymentContext');
  return control;
}
