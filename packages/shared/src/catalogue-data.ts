// The catalogue as plain data, free of zod: the light runtime of static pages imports it too.
// Its schemas are in `catalogue.ts`, which a type test keeps in step with these types.

/** Identifiers of the four launch packages. */
export const packageIds = ['starter', 'growth', 'scale', 'enterprise'] as const;
export type PackageId = (typeof packageIds)[number];

/** A launch package as the storefront sells it; `price` is whole rupees. */
export interface LaunchPackage {
  id: PackageId;
  name: string;
  price: number;
  description: string;
  features: string[];
  ownFeatures: string[];
  includes: PackageId | null;
  popular?: boolean | undefined;
  buttonText: string;
}

const starterFeatures = [
  'Company Registration',
  'Domain Registration',
  'Web Hosting (1 Year)',
  'Static Web Application',
  'Basic Legal Documentation',
  'Email Support',
];
const growthFeatures = [
  'Static Mobile Application',
  'Analytics Dashboard',
  'Priority Support',
  'Custom Integrations',
  'Advanced Security',
  'Multi-language Support',
];
const scaleFeatures = [
  'Dynamic Responsive Website',
  'Trademark Registration',
  'Logo Design',
  'Social Media Setup (5 Platforms)',
  'Analytics Setup',
  'App Store Publishing',
  'SEO Optimization',
  'Marketing Strategy',
  '3 Months Free Support',
];
const enterpriseFeatures = [
  'Full Dynamic Web & Mobile App',
  'Cloud Deployment',
  'GST Compliance',
  'Advanced Marketing',
  'CRM Integration',
  'Payment Gateway Integration',
  'Dedicated Account Manager',
  '6 Months Free Support',
];

/** The four packages, cheapest first. Each includes every feature of the one before it. */
export const launchPackages: readonly LaunchPackage[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 24999,
    description: 'Register your company and get online with a professional website and the legal basics.',
    features: starterFeatures,
    ownFeatures: starterFeatures,
    includes: null,
    buttonText: 'Get Started',
  },
  {
    id: 'growth',
    name: 'Growth',
    price: 49999,
    description: 'Everything to launch on web and mobile, with analytics, integrations and priority support.',
    features: [...starterFeatures, ...growthFeatures],
    ownFeatures: growthFeatures,
    includes: 'starter',
    popular: true,
    buttonText: 'Start Growing',
  },
  {
    id: 'scale',
    name: 'Scale',
    price: 99999,
    description: 'A dynamic website, your brand protected and marketed, and apps published to the stores.',
    features: [...starterFeatures, ...growthFeatures, ...scaleFeatures],
    ownFeatures: scaleFeatures,
    includes: 'growth',
    buttonText: 'Scale Up',
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 199999,
    description:
      'A complete digital business: custom web and mobile apps, cloud, compliance and a dedicated manager.',
    features: [...starterFeatures, ...growthFeatures, ...scaleFeatures, ...enterpriseFeatures],
    ownFeatures: enterpriseFeatures,
    includes: 'scale',
    buttonText: 'Go Enterprise',
  },
];

/** Every distinct feature in catalogue order, for the comparison table. */
export const allPackageFeatures: readonly string[] =
  launchPackages[launchPackages.length - 1]?.features ?? [];

/** The package with this id, or undefined for an unknown id. */
export function findPackage(id: string): LaunchPackage | undefined {
  return launchPackages.find((p) => p.id === id);
}

/**
 * The SAC code each package is invoiced under: 4 digits while turnover is below ₹5 crore. A package
 * is one composite supply taxed as its principal service: company registration and legal work for
 * Starter (9982, legal and accounting services), software and app development from Growth on (9983,
 * other professional and technical services). To be confirmed by the business's accountant.
 */
export const packageSacCodes: Record<PackageId, string> = {
  starter: '9982',
  growth: '9983',
  scale: '9983',
  enterprise: '9983',
};
