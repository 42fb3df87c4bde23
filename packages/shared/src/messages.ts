// Plain data, free of zod: the light runtime of static pages imports it too.

/** Sentences shown to people; those customers already know stay word for word (docs/product-rules.md). */
export const messages = {
  requestFailed: 'Request failed',
  genericError: 'An error occurred',
  networkError: 'Network error or server unavailable',
  authOperationFailed: 'Operation failed',
  authNetworkError: 'Network error. Please try again.',
  registered: 'Registration successful! Please login.',
  loggedIn: 'Login successful! Redirecting...',
  loggedOut: 'Logged out',
  invalidCredentials: 'Invalid email or password',
  accountDeactivated:
    'This account has been deactivated, so it cannot sign in. If you think this is a mistake, contact us.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  unauthenticated: 'Please sign in to continue',
  sessionExpired: 'Your session has expired; please sign in again.',
  forbidden: 'You do not have permission to do that',
  csrfRejected: 'This request did not come from this site and was refused',
  notFound: 'Not found',
  routeNotFound: 'No API route matches this path',
  validationFailed: 'Some fields are missing or invalid',
  malformedJson: 'The request body is not valid JSON',
  badUrl: 'The request address is malformed',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json)',
  payloadTooLarge: 'The request body is too large',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  internalError: 'Something went wrong on our side. Please try again later.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  paymentInitiationFailed: 'Payment initiation failed',
  paymentNetworkError: 'Network error during payment initiation',
  paymentsDisabled: 'Payment is currently disabled',
  failedToInitiatePayment:
    'The payment could not be started and nothing was charged; please try again in a minute',
  paymentProviderUnavailable: 'The payment service is not answering; please try again in a minute',
  contactSuccess: "Thank you for your message! We'll get back to you within 24 hours.",
  contactFailure: 'Something went wrong. Please try again.',
} as const;
