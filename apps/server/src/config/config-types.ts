import type { FirebaseWebConfig } from '@launchpad/shared';
import type { RawEnv } from './env-schema.ts';

// The typed Config every part of the server receives instead of reading the environment.

export interface RateLimitRule {
  /** Attempts allowed in one window. */
  max: number;
  windowMs: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: RawEnv['LOG_LEVEL'];
  dataDir: string;
  /** Either a PostgreSQL URL or PGlite in `dataDir` (or in memory when `dataDir` is 'memory://'). */
  database:
    | {
        driver: 'postgres';
        url: string;
        /** How long a connection may take to open, or a request wait for a free one (1.5 s). */
        connectTimeoutMs?: number;
      }
    | { driver: 'pglite'; dataDir: string };
  redisUrl: string | undefined;
  /** Namespace of every key this app writes to Redis. */
  redisKeyPrefix: string;
  publicUrl: string;
  jwtSecret: string;
  admin: { email: string; password: string } | undefined;
  payments: {
    provider: 'sandbox' | 'phonepe' | 'razorpay';
    enabled: boolean;
    phonepe: {
      clientId: string | undefined;
      clientSecret: string | undefined;
      clientVersion: string | undefined;
      oauthUrl: string | undefined;
      pgUrl: string | undefined;
      webhookUsername: string | undefined;
      webhookPassword: string | undefined;
    };
    razorpay: {
      keyId: string | undefined;
      keySecret: string | undefined;
      webhookSecret: string | undefined;
    };
    /** A repeated initiate for the same order within this time resumes the live checkout. */
    resumeWindowMs: number;
    /** How long the sandbox's "Leave pending" waits before completing by itself. */
    sandboxPendingDelayMs: number;
    /** The sandbox settles a refund this long after it was asked for, as a real provider takes a while. */
    sandboxRefundDelayMs: number;
    /** Where the sandbox sends its webhooks: this server's own PhonePe webhook unless another shop plays merchant. */
    sandboxWebhookUrl: string | undefined;
  };
  mail: {
    /** `smtp://` or `smtps://` with credentials; unset outside production writes .eml files instead. */
    smtpUrl: string | undefined;
    /** The From header of every mail, e.g. `Launchpad <hello@launchpad.example>`. */
    from: string;
    /** Where admin alerts go (new paid order, contact message, cancellation request); none when unset. */
    adminNotifyEmail: string | undefined;
    /** How long a launch stays still before the customer's gathered progress mail leaves (decision 025). */
    milestoneQuietMs: number;
  };
  support: { email: string; phone: string; whatsappNumber: string | undefined };
  /**
   * Who sells: printed on every invoice and shown in the footer, the contact page and the terms.
   * In development without BUSINESS_ settings, the marked `DEMO_SELLER`; in tests, undefined when
   * not configured (then no tax documents are issued).
   */
  business: BusinessConfig | undefined;
  /** The grievance officer the Consumer Protection (E-Commerce) Rules 2020 require to be named. */
  grievanceOfficer: GrievanceOfficerConfig | undefined;
  /** Figures the public pages may show (client satisfaction), each with its source; none when unset. */
  siteStatistics: SiteStatisticConfig[];
  firebaseProjectId: string | undefined;
  /**
   * The Firebase web SDK's settings, present when the browser offers "Continue with Google"
   * (FIREBASE_PROJECT_ID and FIREBASE_API_KEY both set). The pages' CSP allows Google's hosts then.
   */
  firebaseWeb: FirebaseWebConfig | undefined;
  /** Google's public keys for Firebase ID tokens (x509 map or JWK set); tests point it at a local server. */
  firebaseKeysUrl: string;
  /**
   * Which reverse proxies' X-Forwarded-For to believe (Fastify's `trustProxy`): none (false), all
   * (true), that many hops, or those addresses and CIDR ranges. The client address it yields keys
   * the rate limits.
   */
  trustProxy: boolean | number | string[];
  /** Whether `/api/docs` (the OpenAPI document, admin routes included) is served. */
  apiDocs: boolean;
  /**
   * Whether staff must sign in with a second factor (STAFF_TWO_FACTOR): when `required`, a member of
   * staff without one reaches only the enrolment routes until they turn it on.
   */
  staffTwoFactor: 'required' | 'optional';
  /** Folder of the built web app (`apps/web/build/client`); undefined serves no pages. */
  webDistDir: string | undefined;
  /**
   * Where the hashed assets of the builds served are kept (`DATA_DIR/web-assets`), and how long
   * after a newer build replaced them (`ASSET_RETENTION_DAYS`); none with the database in memory.
   */
  keptAssets: { dir: string; retentionMs: number } | undefined;
  privacy: {
    /** How long after the request an account is deleted (7 days). */
    deletionDelayMs: number;
    /** Days after a launch completes that its identity documents are deleted (90). */
    documentRetentionDays: number;
    /** What the ready data-export archives of the instance may take together (2 GiB); beyond, builds wait. */
    exportStorageBytes: number;
  };
  /** What the files of one order may take, documents, deliverables and attachments together. */
  uploads: { filesPerOrder: number; bytesPerOrder: number };
  /** How long shutdown answers "not ready" before it stops taking connections, so the proxy can notice. */
  shutdownDelayMs: number;
  /** The bearer token `GET /metrics` requires; undefined serves no metrics. */
  metricsToken: string | undefined;
  rateLimits: {
    loginPerIp: RateLimitRule;
    loginFailuresPerEmail: RateLimitRule;
    /** Passwords re-asked of a signed-in account (change password or email, deletion), all routes together. */
    passwordRechecksPerAccount: RateLimitRule;
    registerPerIp: RateLimitRule;
    /** Password-reset and verification mails asked for from one address. */
    accountMailPerIp: RateLimitRule;
    /** Password-reset and verification mails sent to one email address. */
    accountMailPerEmail: RateLimitRule;
    contactPerIp: RateLimitRule;
    /**
     * Mails to an address typed into a public form (contact and complaint acknowledgements), per
     * mailbox (case and `+tag` folded), per hour and per day.
     */
    typedAddressMailsHourly: RateLimitRule;
    typedAddressMailsDaily: RateLimitRule;
    /** New payment checkouts per user. */
    paymentInitiationPerUser: RateLimitRule;
    /** Invoice and credit-note PDF downloads per user. */
    documentPdfPerUser: RateLimitRule;
    /** Payment status checks per user (the payment page polls every 5 s). */
    paymentStatusPerUser: RateLimitRule;
    /** Messages a customer writes on their orders' conversations. */
    orderMessagesPerUser: RateLimitRule;
    /** Files a customer uploads (documents, attachments) per hour. */
    uploadsPerUser: RateLimitRule;
    /** Complaints raised from one address, and look-ups of a complaint by number and email. */
    grievancesPerIp: RateLimitRule;
    grievanceLookupsPerIp: RateLimitRule;
    /** Passwords set from a mailed link (reset, invitation) per client address: each costs a hash. */
    linkRedemptionsPerIp: RateLimitRule;
    /** An admin's costly calls (uploads, answers with files, exports, refunds, invitations) per account. */
    staffCostlyPerAccount: RateLimitRule;
    /** Data exports asked for per account. */
    dataExportsPerAccount: RateLimitRule;
  };
}

export interface BusinessConfig {
  legalName: string;
  /** The registered address; lines separated by commas or newlines. */
  address: string;
  /** GST state code (two digits) of the registered address. */
  state: string;
  /** Undefined when the business is not registered for GST: it issues bills of supply, no tax. */
  gstin: string | undefined;
  cin: string | undefined;
  /** The first part of document numbers: `{prefix}/26-27/00001`. */
  invoicePrefix: string;
}

/** A figure the public pages show, with where it comes from: "96% client satisfaction (survey of …)". */
export interface SiteStatisticConfig {
  figure: string;
  label: string;
  source: string;
}

export interface GrievanceOfficerConfig {
  name: string;
  email: string;
  phone: string | undefined;
}
