import {
  launchDaysSpan,
  launchPromiseDetail,
  serviceIds,
  supportContact,
  supportHoursStatement,
} from '@launchpad/shared';
import { Eye, Headset, Layers, Target, Zap } from 'lucide-react';

/** The copy of the About page, in the order the page shows it. */
export const about = {
  hero: {
    eyebrow: 'About Launchpad',
    title: 'We help Indian founders go from idea to launch',
    lead: 'Launchpad brings the legal, compliance, technology and marketing work of starting up into one package, so you can spend your energy on customers.',
  },
  story: {
    eyebrow: 'Our story',
    title: 'Built by founders, for founders',
    paragraphs: [
      'Starting a business in India should not mean months of running between a chartered accountant, a lawyer, a web developer and a marketing agency, each with their own forms, invoices and timelines. Yet that is how most founders begin.',
      'Launchpad was started to change that. We brought registration experts, compliance professionals, designers and engineers into one team with one plan for your launch. You choose a package, pay once, and follow every step from your dashboard while we do the work.',
      'Today we help first-time entrepreneurs, small businesses going digital and funded startups alike, across India.',
    ],
  },
  highlights: [
    { figure: launchDaysSpan, label: 'to launch, by package' },
    { figure: String(serviceIds.length), label: 'services under one roof' },
    { figure: supportContact.hours.split(',')[0] ?? supportContact.hours, label: 'support, every day' },
  ],
  purposeHeading: { eyebrow: 'What drives us', title: 'Our mission and vision' },
  purpose: [
    {
      id: 'mission-title',
      title: 'Mission',
      Icon: Target,
      tone: 'brand',
      text: (
        <>
          To make starting a business in India simple, affordable and fast, by giving every founder a legally
          sound company and a professional digital presence in {launchDaysSpan}.
        </>
      ),
    },
    {
      id: 'vision-title',
      title: 'Vision',
      Icon: Eye,
      tone: 'accent',
      text: 'An India where anyone with a good idea can turn it into a registered, compliant and visible business, whatever their city, background or budget.',
    },
  ],
  differentHeading: {
    eyebrow: 'Why choose us',
    title: 'What makes us different',
    intro: 'Three promises we hold ourselves to on every launch.',
  },
  differentiators: [
    {
      Icon: Zap,
      title: `Launch in ${launchDaysSpan}`,
      text: `A proven plan runs your registration, compliance and technology one step after another, tracked live: ${launchPromiseDetail}`,
    },
    {
      Icon: Layers,
      title: `All-in-one, with ${serviceIds.length} services`,
      text: 'Company registration, GST, trademark, licences, website, mobile app, branding and marketing, with one team accountable for all of it.',
    },
    {
      Icon: Headset,
      title: 'Real experts',
      text: `Chartered accountants, company secretaries, lawyers and engineers. ${supportHoursStatement}.`,
    },
  ],
  packagesHeading: {
    eyebrow: 'Packages',
    title: 'Pick the package that fits your stage',
    intro: 'Each package includes everything in the one before it.',
  },
  callToAction: {
    title: "Let's build your startup together",
    text: 'Create your account, choose a package and your launch plan starts the day you pay.',
    primary: 'Get Started',
    secondary: 'Talk to us first',
  },
} as const;
