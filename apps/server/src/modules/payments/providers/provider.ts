import type { PaymentState } from '@launchpad/shared';

export interface CheckoutRequest {
  merchantOrderId: string;
  amountPaise: number;
  /** Where the provider returns the browser afterwards. */
  redirectUrl: string;
  expireAfterSeconds: number;
  description: string;
  customer: { name: string; email: string; phone: string | null };
}

export interface Checkout {
  providerOrderId: string;
  checkoutUrl: string;
  expiresAt: Date;
}

/** The provider's answer about one attempt: the only proof that money moved. */
export interface ProviderStatus {
  state: PaymentState;
  /** What the provider says was (or is to be) paid, in paise. */
  amountPaise: number;
  paymentMode: string | null;
  raw: unknown;
}

export interface WebhookNotice {
  /** The attempt the provider is talking about; its status is then re-read from the provider. */
  merchantOrderId: string | null;
  event: string;
  /** For a refund event: the refund it is about (ours or the provider's id), re-read likewise. */
  refund?: { merchantRefundId: string | null; providerRefundId: string | null };
}

/** A refund as the provider reports it: still on its way, reached the customer, or failed. */
export interface ProviderRefundStatus {
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  providerRefundId: string | null;
  raw: unknown;
}

export interface RefundRequest {
  merchantOrderId: string;
  providerOrderId: string | null;
  merchantRefundId: string;
  amountPaise: number;
}

export interface PaymentProvider {
  readonly name: 'phonepe' | 'razorpay' | 'sandbox';
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  getStatus(merchantOrderId: string, providerOrderId: string | null): Promise<ProviderStatus>;
  /** Authenticates a webhook; throws WebhookAuthError when it is not genuine. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): WebhookNotice;
  /** Closes an unpaid checkout so that it can no longer be paid, where the provider allows it. */
  cancelCheckout?(merchantOrderId: string, providerOrderId: string): Promise<void>;
  /** Asks for a refund; the same `merchantRefundId` is sent again on a retry. */
  refund(request: RefundRequest): Promise<ProviderRefundStatus>;
  /** The refund's state; a ProviderError with status 404 when the provider never received it. */
  getRefundStatus(merchantRefundId: string, providerRefundId: string | null): Promise<ProviderRefundStatus>;
  /**
   * Proves the credentials work with one cheap authenticated call (PhonePe: a token; Razorpay: one
   * read); throws a ProviderError saying what failed.
   */
  checkCredentials(): Promise<void>;
}

/**
 * The provider could not be reached, timed out, or answered with an error or garbage. `status` is
 * the provider's HTTP status when it answered; undefined when it did not answer (or answered
 * something that is not its API).
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown; unreachable?: boolean },
  ) {
    super(message, options);
    this.name = 'ProviderError';
    this.unreachable = options?.unreachable ?? false;
  }

  /** True when no answer came at all: refused, reset, DNS, or the timeout. */
  readonly unreachable: boolean;
}

export class WebhookAuthError extends Error {
  constructor(message = 'Webhook authentication failed') {
    super(message);
    this.name = 'WebhookAuthError';
  }
}
