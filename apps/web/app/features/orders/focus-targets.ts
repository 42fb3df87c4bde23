/** Ids on the order page that focus moves to when the control in use goes away. */
export const orderFocusTargets = {
  /** The page's h1: after the order is cancelled, the page above has changed throughout. */
  heading: 'order-heading',
  /** The state of the cancellation request just sent (`CancellationRequestStatus`). */
  cancellationRequest: 'cancellation-request-heading',
} as const;
