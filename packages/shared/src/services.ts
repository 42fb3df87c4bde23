import { z } from 'zod';

/** Every id a service card may have. `trademark` and `enterprise` appear on two pages each. */
export const serviceIds = [
  'pvt-ltd',
  'opc',
  'llp',
  'trademark',
  'startup-registration',
  'ngo',
  'gst-registration',
  'licenses',
  'startup-schemes',
  'annual-compliance',
  'legal-advisory',
  'starter-website',
  'starter-mobile',
  'dynamic-combo',
  'enterprise',
  'starter',
  'growth',
] as const;
export const serviceIdSchema = z.enum(serviceIds);
export type ServiceId = z.infer<typeof serviceIdSchema>;

/** The four service screens; website/app and marketing are each reached from two URLs. */
export const servicePageIds = [
  'business-registration',
  'compliance',
  'website-and-app',
  'marketing',
] as const;
export const servicePageIdSchema = z.enum(servicePageIds);
export type ServicePageId = z.infer<typeof servicePageIdSchema>;

const featureList = z.array(z.string().min(1)).min(1);

/** A card of a service page. `price` is display text: '₹2,999', '₹1,49,999+'. */
export const serviceCardSchema = z.object({
  id: serviceIdSchema,
  title: z.string().min(1),
  price: z.string().regex(/^₹[0-9,]+\+?$/),
  note: z.string().min(1),
  description: z.string().min(1),
  features: featureList,
  popular: z.boolean().optional(),
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

/** A marketing plan: features in three groups, plus notes on ad spend and the management fee. */
export const marketingServiceCardSchema = serviceCardSchema.omit({ features: true }).extend({
  featureGroups: z.object({ marketing: featureList, branding: featureList, analytics: featureList }),
  adSpendNote: z.string().min(1),
  managementFeeNote: z.string().min(1),
});
export type MarketingServiceCard = z.infer<typeof marketingServiceCardSchema>;

const EXCLUDING_GOVERNMENT_FEES = 'excluding government fees';
const PER_MONTH_EXCLUDING_AD_SPEND = 'per month, excluding ad spend';

/** Business registration: professional fees, government fees extra. */
export const businessRegistrationServices: readonly ServiceCard[] = [
  {
    id: 'pvt-ltd',
    title: 'Private Limited Company',
    price: '₹2,999',
    note: EXCLUDING_GOVERNMENT_FEES,
    description:
      'The structure investors expect. Limited liability, a separate legal identity and room to issue shares as you grow.',
    features: [
      'Name approval through SPICe+',
      'Digital Signature Certificates for 2 directors',
      'Director Identification Numbers',
      'MoA and AoA drafted for your business',
      'Certificate of Incorporation with PAN and TAN',
      'Help opening your current account',
    ],
    popular: true,
  },
  {
    id: 'opc',
    title: 'One Person Company',
    price: '₹2,999',
    note: EXCLUDING_GOVERNMENT_FEES,
    description:
      'A company run by one founder, with the protection of limited liability and a clear path to a private limited company.',
    features: [
      'Name approval through SPICe+',
      'Digital Signature Certificate for the director',
      'Nominee consent (Form INC-3)',
      'MoA and AoA drafted for your business',
      'Certificate of Incorporation with PAN and TAN',
    ],
  },
  {
    id: 'llp',
    title: 'Limited Liability Partnership',
    price: '₹2,999',
    note: EXCLUDING_GOVERNMENT_FEES,
    description:
      'Flexible partnership with limited liability and lighter compliance. A good fit for professional firms and agencies.',
    features: [
      'Name reservation (RUN-LLP)',
      'Digital Signature Certificates for 2 partners',
      'Designated Partner Identification Numbers',
      'LLP agreement drafted and filed',
      'Certificate of Incorporation with PAN and TAN',
    ],
  },
  {
    id: 'trademark',
    title: 'Trademark Registration',
    price: '₹1,499',
    note: EXCLUDING_GOVERNMENT_FEES,
    description:
      'Protect your brand name and logo before you spend on marketing, and use the ™ symbol from the day we file.',
    features: [
      'Trademark search for conflicting marks',
      'Choice of the right class',
      'Application drafted and filed (TM-A)',
      'Status tracking until examination',
    ],
  },
  {
    id: 'startup-registration',
    title: 'Startup India Registration',
    price: '₹1,999',
    note: EXCLUDING_GOVERNMENT_FEES,
    description:
      'DPIIT recognition opens tax exemptions, easier public procurement and faster patent filing for eligible startups.',
    features: [
      'Eligibility check',
      'Pitch write-up for the application',
      'DPIIT recognition application filed',
      'Guidance on the 80-IAC tax exemption',
    ],
  },
  {
    id: 'ngo',
    title: 'NGO Registration',
    price: '₹3,999',
    note: EXCLUDING_GOVERNMENT_FEES,
    description:
      'Register a Section 8 company, trust or society for your social venture, with the documents donors ask for.',
    features: [
      'Advice on Section 8, trust or society',
      'Objects and bylaws or trust deed drafted',
      'Registration filed with the authority',
      'PAN and TAN for the organisation',
      'Guidance on 12A and 80G registration',
    ],
  },
];

/** Legal and compliance. */
export const complianceServices: readonly ServiceCard[] = [
  {
    id: 'gst-registration',
    title: 'GST Registration',
    price: '₹1,999',
    note: 'one-time',
    description:
      'Get your GSTIN so you can invoice with tax, claim input credit and sell across states and online.',
    features: [
      'Documents checked before filing',
      'Application filed on the GST portal',
      'Replies to officer queries',
      'GSTIN and registration certificate',
    ],
  },
  {
    id: 'trademark',
    title: 'Trademark Registration',
    price: '₹1,499',
    note: EXCLUDING_GOVERNMENT_FEES,
    description:
      'Secure exclusive rights to your brand across India, with a search first so you do not build on a taken name.',
    features: [
      'Trademark search for conflicting marks',
      'Application drafted and filed (TM-A)',
      'Reply to the examination report',
      'Status tracking until registration',
    ],
    popular: true,
  },
  {
    id: 'licenses',
    title: 'Business Licences',
    price: '₹2,999',
    note: EXCLUDING_GOVERNMENT_FEES,
    description:
      'The licences your trade needs to operate legally, identified and applied for on your behalf.',
    features: [
      'Shop and Establishment registration',
      'FSSAI registration or licence',
      'Udyam (MSME) registration',
      'Import Export Code (IEC)',
    ],
  },
  {
    id: 'startup-schemes',
    title: 'Startup Schemes',
    price: '₹1,999',
    note: 'one-time',
    description:
      'Find and apply for the central and state schemes that fit your startup: grants, seed funds and subsidies.',
    features: [
      'Scheme eligibility review',
      'Shortlist of central and state schemes',
      'Application support',
      'Document checklist for each scheme',
    ],
  },
  {
    id: 'annual-compliance',
    title: 'Annual Compliance',
    price: '₹9,999',
    note: 'per year',
    description:
      'Stay compliant all year without tracking deadlines yourself. We file, remind and keep your records in order.',
    features: [
      'ROC annual filings (AOC-4, MGT-7)',
      'Director KYC (DIR-3 KYC)',
      'Board meeting minutes and resolutions',
      'Compliance calendar with reminders',
      'Statutory registers maintained',
    ],
  },
  {
    id: 'legal-advisory',
    title: 'Legal Advisory',
    price: '₹4,999',
    note: 'per consultation',
    description:
      'Talk to an experienced professional about agreements, shareholding, funding or a dispute before it grows.',
    features: [
      'One-hour consultation',
      'Review of up to 2 agreements',
      'Founder and shareholder agreements',
      'Written summary of our advice',
    ],
  },
];

/** Website and mobile app development. */
export const websiteAndAppServices: readonly ServiceCard[] = [
  {
    id: 'starter-website',
    title: 'Starter Website',
    price: '₹9,999',
    note: 'one-time project fee',
    description: 'A fast, responsive website that tells visitors who you are and turns them into enquiries.',
    features: [
      'Up to 5 pages',
      'Mobile-friendly design',
      'Contact form and WhatsApp button',
      'Basic on-page SEO',
      'Domain and 1 year of hosting',
    ],
  },
  {
    id: 'starter-mobile',
    title: 'Starter Mobile App',
    price: '₹24,999',
    note: 'one-time project fee',
    description:
      'An Android and iOS app for your catalogue, bookings or content, built from one codebase and published.',
    features: [
      'Android and iOS from one codebase',
      'Up to 8 screens',
      'Push notifications',
      'Play Store and App Store publishing',
    ],
  },
  {
    id: 'dynamic-combo',
    title: 'Dynamic Web + App Combo',
    price: '₹74,999',
    note: 'one-time project fee',
    description:
      'A dynamic website and mobile app on one backend, with user accounts, payments and an admin panel to run it.',
    features: [
      'Dynamic website and mobile app',
      'User sign-up and sign-in',
      'Admin panel to manage content and orders',
      'Razorpay or PhonePe payments',
      'Cloud hosting set up',
      '3 months of free support',
    ],
    popular: true,
  },
  {
    id: 'enterprise',
    title: 'Enterprise Solution',
    price: '₹1,49,999+',
    note: 'starting price, scoped to your needs',
    description:
      'Custom platforms for complex businesses: marketplaces, SaaS products and internal tools that scale with you.',
    features: [
      'Custom web and mobile applications',
      'Scalable cloud architecture',
      'CRM, ERP and third-party integrations',
      'Security review and load testing',
      'Dedicated project manager',
      '6 months of free support',
    ],
  },
];

/** Digital marketing, branding and design, per month. */
export const marketingServices: readonly MarketingServiceCard[] = [
  {
    id: 'starter',
    title: 'Starter Marketing',
    price: '₹20,000',
    note: PER_MONTH_EXCLUDING_AD_SPEND,
    description: 'Build a steady presence on the platforms your first customers use.',
    featureGroups: {
      marketing: [
        '2 social media platforms',
        '12 posts a month',
        'Google Business Profile setup',
        'Basic SEO',
      ],
      branding: ['Logo refresh', 'Brand colours and fonts', 'Social media templates'],
      analytics: ['Google Analytics setup', 'Monthly performance report'],
    },
    adSpendNote: 'Suggested ad spend: ₹10k–20k per month',
    managementFeeNote: 'The ₹20,000 management fee is billed monthly; ad spend is paid to the ad platforms.',
  },
  {
    id: 'growth',
    title: 'Growth Marketing',
    price: '₹40,000',
    note: PER_MONTH_EXCLUDING_AD_SPEND,
    description: 'Paid campaigns, content and SEO working together to bring in leads every week.',
    featureGroups: {
      marketing: [
        '4 social media platforms',
        '20 posts and 4 reels a month',
        'Google and Meta ad campaigns',
        'SEO for up to 15 keywords',
        'Monthly email campaign',
      ],
      branding: ['Complete brand identity', 'Brand guidelines', 'Ad creatives every month'],
      analytics: ['Conversion tracking', 'Live campaign dashboard', 'Monthly strategy call'],
    },
    adSpendNote: 'Suggested ad spend: ₹20k–50k per month',
    managementFeeNote: 'The ₹40,000 management fee is billed monthly; ad spend is paid to the ad platforms.',
    popular: true,
  },
  {
    id: 'enterprise',
    title: 'Enterprise Marketing',
    price: '₹80,000+',
    note: PER_MONTH_EXCLUDING_AD_SPEND,
    description: 'A full-funnel marketing team for brands ready to scale across channels and cities.',
    featureGroups: {
      marketing: [
        'All major social platforms',
        'Multi-channel ad campaigns',
        'SEO and content marketing',
        'Influencer collaborations',
        'WhatsApp and email automation',
      ],
      branding: ['Brand strategy workshop', 'Video and photo production', 'Packaging and print design'],
      analytics: ['Attribution across channels', 'Weekly reports', 'Dedicated account manager'],
    },
    adSpendNote: 'Suggested ad spend: ₹50k+ per month',
    managementFeeNote:
      'The management fee starts at ₹80,000 a month and is set by the channels and cities you choose.',
  },
];

/** Which cards each service page shows, in the order the lookup below searches them. */
export const serviceCatalogue: Readonly<
  Record<ServicePageId, readonly (ServiceCard | MarketingServiceCard)[]>
> = {
  'business-registration': businessRegistrationServices,
  compliance: complianceServices,
  'website-and-app': websiteAndAppServices,
  marketing: marketingServices,
};

/**
 * The card a `?service={id}` link means. Ids are unique within a page but `trademark` and
 * `enterprise` appear on two; the page the visitor came from wins when known, otherwise the first
 * match in catalogue order (business registration, compliance, website and app, marketing).
 */
export function findServiceCard(
  id: string,
  preferredPage?: ServicePageId,
): ServiceCard | MarketingServiceCard | undefined {
  const pages = preferredPage
    ? [preferredPage, ...servicePageIds.filter((page) => page !== preferredPage)]
    : servicePageIds;
  for (const page of pages) {
    const card = serviceCatalogue[page].find((candidate) => candidate.id === id);
    if (card) return card;
  }
  return undefined;
}
