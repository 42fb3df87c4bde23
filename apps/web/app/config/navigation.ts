import { paths } from './paths.ts';

export interface NavLink {
  label: string;
  to: string;
  description?: string;
}

export interface NavMenu {
  label: string;
  links: readonly NavLink[];
}

/** The navigation bar's service menus. */
export const serviceMenus: readonly NavMenu[] = [
  {
    label: 'Start Business',
    links: [
      {
        label: 'Business Registration',
        to: paths.services.businessRegistration,
        description: 'Private Limited, OPC, LLP and more',
      },
      {
        label: 'Legal & Compliance',
        to: paths.services.compliance,
        description: 'GST, trademark, licences and filings',
      },
    ],
  },
  {
    label: 'Website & Mobile App',
    links: [
      {
        label: 'Website Development',
        to: paths.services.websiteDevelopment,
        description: 'Fast, responsive business websites',
      },
      {
        label: 'Mobile App Development',
        to: paths.services.mobileApp,
        description: 'Android and iOS apps, published',
      },
    ],
  },
  {
    label: 'Digital Marketing',
    links: [
      {
        label: 'Digital Marketing',
        to: paths.services.digitalMarketing,
        description: 'SEO, social media and paid ads',
      },
      {
        label: 'Branding & Design',
        to: paths.services.branding,
        description: 'Logo, identity and brand kit',
      },
    ],
  },
];

/** Plain page links of the navigation bar. */
export const pageLinks: readonly NavLink[] = [
  { label: 'About', to: paths.about },
  { label: 'How It Works', to: paths.howItWorks },
  { label: 'Contact', to: paths.contact },
];
