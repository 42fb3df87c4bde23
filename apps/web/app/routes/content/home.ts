import {
  launchDaysSpan,
  launchPromiseDetail,
  serviceIds,
  supportContact,
  supportHoursStatement,
} from '@launchpad/shared';
import { Headset, Layers, LockKeyhole, ShieldCheck, Timer, Zap } from 'lucide-react';

/** The copy of the home page, in the order the page shows it. */
export const home = {
  hero: {
    badge: 'Trusted launch partner for Indian founders',
    /** The heading ends with launchDaysSpan, highlighted. */
    titleStart: 'Launch your startup in ',
    lead: 'Company registration, legal compliance, website, mobile app and marketing, handled by one expert team. You focus on customers; we handle the paperwork and the technology.',
    primary: 'Get Started Now',
    secondary: 'How It Works',
  },
  /** The sample launch beside the heading: decorative, hidden from assistive technology. */
  launchPreview: {
    title: 'Your launch',
    detail: 'Growth package · Day 24',
    status: 'On track',
    checklist: [
      { label: 'Private limited company registered', done: true },
      { label: 'GST and PAN issued', done: true },
      { label: 'Trademark application filed', done: true },
      { label: 'Website live on your domain', done: true },
      { label: 'Mobile app in review', done: false },
    ],
  },
  trustHeading: 'Why founders trust us',
  // Facts only: a figure such as client satisfaction shows with its source, from the settings, below.
  trustBadges: [
    { Icon: ShieldCheck, label: 'Compliance by qualified professionals' },
    { Icon: Timer, label: `${launchDaysSpan} to Launch` },
    { Icon: Headset, label: `Support ${supportContact.hours}` },
    { Icon: Layers, label: `${serviceIds.length} Services` },
    { Icon: LockKeyhole, label: 'Secure PhonePe & Razorpay Payments' },
  ],
  featuresHeading: {
    eyebrow: 'Why Launchpad',
    title: 'Everything your startup needs to go live',
    intro: 'Stop juggling a CA, a lawyer, a developer and an agency. One team, one plan, one price.',
  },
  features: [
    {
      Icon: Zap,
      title: 'Lightning Fast',
      figure: launchDaysSpan,
      text: 'From registration to a live website, every step planned and tracked live on your order page.',
      detail: launchPromiseDetail,
    },
    {
      Icon: Layers,
      title: 'All-in-One Solution',
      figure: `${serviceIds.length} services`,
      text: 'Registration, compliance, trademark, website, app and marketing from one accountable team.',
      detail: 'One point of contact',
    },
    {
      Icon: Headset,
      title: 'Expert Support',
      figure: 'Every day',
      text: 'Chartered accountants, lawyers and engineers to answer your questions.',
      detail: supportHoursStatement,
    },
  ],
  packagesHeading: {
    eyebrow: 'Pricing',
    title: 'Choose your launch package',
    intro:
      'Transparent prices with no hidden professional fees. Each package includes everything in the one before it.',
  },
  compareHeading: {
    title: 'Compare All Packages',
    intro: 'See at a glance what each package includes.',
  },
  callToAction: {
    title: 'Ready to launch your startup?',
    text: 'Create your free account in a minute, pick a package and your launch plan starts the day you pay.',
    primary: 'Get Started Today',
    secondary: 'See How It Works',
  },
} as const;
