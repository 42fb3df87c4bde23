import { launchPromiseDetail, stageDaysSpan, supportContact, supportReplyTime } from '@launchpad/shared';
import { CreditCard, Headset, MousePointerClick, Settings } from 'lucide-react';

/** The copy of the How It Works page, in the order the page shows it. */
export const howItWorks = {
  hero: {
    eyebrow: 'How It Works',
    title: 'From idea to launch in four simple steps',
    lead: 'A clear process, one team and a dashboard that shows where your launch stands every day.',
  },
  stepsHeading: 'Four steps to your launch',
  steps: [
    {
      Icon: MousePointerClick,
      title: 'Choose Your Package',
      text: 'Compare the Starter, Growth, Scale and Enterprise packages and pick the one that fits your stage. Not sure? Our experts will help you decide.',
      points: ['Clear, fixed professional fees', 'Every feature listed up front'],
    },
    {
      Icon: CreditCard,
      title: 'Secure Payment',
      text: 'Pay on the secure hosted checkout of PhonePe or Razorpay using UPI, cards or net banking. Your card and UPI details never reach us.',
      points: ['PhonePe and Razorpay', 'Instant confirmation'],
    },
    {
      Icon: Settings,
      title: 'We Handle Everything',
      text: 'Your launch team registers the company, files for GST and trademark, and builds your website and app, while you follow progress on your dashboard.',
      points: ['Dedicated launch team', 'Live status on your dashboard'],
    },
    {
      Icon: Headset,
      title: 'Launch & Support',
      text: 'Go live with your company, your brand and your digital presence in place. We stay with you after launch.',
      points: [`Phones ${supportContact.hours}`, `Messages answered ${supportReplyTime}`],
    },
  ],
  timelineHeading: {
    eyebrow: 'Timeline',
    title: 'Typical timeline',
    intro: `Each package has its own plan, and your launch page tracks it day by day: ${launchPromiseDetail}`,
  },
  /** The timeline: each stage's days across the packages' plans, as the launch tracker plans them. */
  timeline: [
    {
      duration: stageDaysSpan('payment'),
      title: 'Package selection and payment',
      text: 'Choose your package, pay online and share your documents.',
    },
    {
      duration: stageDaysSpan('legal'),
      title: 'Legal registration and compliance',
      text: 'Name approval, incorporation, PAN, TAN, GST and trademark filing.',
    },
    {
      duration: stageDaysSpan('development'),
      title: 'Website and app development',
      text: 'Design, development and your review of the website and mobile app.',
    },
    {
      duration: stageDaysSpan('testing', 'launch'),
      title: 'Testing and launch',
      text: 'Final checks on every device, store submission and go-live.',
    },
  ],
  callToAction: {
    title: 'Ready to take the first step?',
    text: 'Pick your package today: your launch plan starts the day you pay.',
    primary: 'Choose a Package',
    secondary: 'Ask a Question',
  },
} as const;
