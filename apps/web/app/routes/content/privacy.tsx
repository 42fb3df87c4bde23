import {
  ACCOUNT_DELETION_DELAY_DAYS,
  BACKUP_RETENTION_DAYS,
  SESSION_HOURS,
  supportContact,
  UNSUBSCRIBE_LINK_DAYS,
} from '@launchpad/shared';
import { Link } from 'react-router';
import type { LegalText } from '../../components/layout/legal-document.tsx';
import { paths } from '../../config/paths.ts';
import { DataInventory } from '../../features/privacy/components/data-inventory.tsx';

const mailto = `mailto:${supportContact.email}`;

/** The Privacy Policy, section by section; its periods are the shared numbers the server applies. */
export const privacyPolicy: LegalText = {
  title: 'Privacy Policy',
  lastUpdated: '7 December 2026',
  lastUpdatedIso: '2026-12-07',
  summary: (
    <p>
      We collect only what we need to run your account, deliver your launch and answer your messages. We never
      see your card or UPI details, we do not sell your data, and you can ask us at any time to correct or
      delete it.
    </p>
  ),
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        {
          paragraph:
            'Launchpad ("we", "us") decides how and why the personal data described here is processed, and is the Data Fiduciary for it under the Digital Personal Data Protection Act, 2023 (the "DPDP Act"). This policy covers this website, your account, your orders and the messages you send us.',
        },
      ],
    },
    {
      id: 'data-we-collect',
      title: 'What we hold, item by item',
      blocks: [
        {
          paragraph:
            "Each kind of personal data we hold, why we hold it, how long we keep it and who else receives it. Card numbers, CVV, UPI PIN and bank log-ins are entered on our payment provider's pages and never reach us.",
        },
        { element: <DataInventory /> },
        // biome-ignore format: where a line breaks decides the text nodes, and so the prerendered HTML
        {
          paragraph: (
            <>
              We back up our database every night, so that a fault cannot lose your orders. Each backup is deleted{' '}
              {BACKUP_RETENTION_DAYS} days after it was made: what we delete under the periods above is gone from
              the backups within that time too.
            </>
          ),
        },
      ],
    },
    {
      id: 'why',
      title: 'Why we use it',
      blocks: [
        {
          list: [
            'To create and secure your account and sign you in.',
            'To deliver the services you order, including filings with government authorities.',
            'To take payments through our payment partners, confirm them and handle refunds.',
            'To answer your messages and keep you informed about your orders.',
            'To meet our legal obligations, such as keeping tax and accounting records.',
            'To prevent fraud and abuse and to keep the website secure.',
          ],
        },
        {
          paragraph:
            'We process your data on the basis of the consent you give when you use a feature, and for the legitimate uses the DPDP Act allows, such as the services you ask for and compliance with the law. We do not sell your personal data, and we send marketing messages only if you have agreed to receive them.',
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and browser storage',
      blocks: [
        {
          paragraph: (
            <>
              We use one essential cookie, which keeps you signed in. It cannot be read by scripts on the page
              and expires after {SESSION_HOURS} hours. While you are signed in, your browser's local storage
              keeps your public profile (name, email, phone and account type) to show the navigation bar, and,
              while you are paying, a short record of the payment (order reference, package and amount) so
              that we can show you the result. Signing out removes the profile. We use no advertising or
              analytics cookies.
            </>
          ),
        },
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      blocks: [
        {
          list: [
            <>
              <strong>Payment partners</strong> (PhonePe and Razorpay): the order amount and reference, and
              the details they need to process your payment.
            </>,
            <>
              <strong>Government authorities</strong> such as the Ministry of Corporate Affairs, the GST
              portal and the Trademark Registry: the information a filing you ordered requires.
            </>,
            <>
              <strong>Our mail provider</strong>, which delivers our mails: your name, your email address and
              the content of each mail we send you.
            </>,
            <>
              <strong>Service providers</strong> who host our website and database, under contracts that let
              them use the data only to provide their service to us.
            </>,
            <>
              <strong>Authorities and courts</strong> when the law requires us to disclose information.
            </>,
          ],
        },
        {
          paragraph:
            'If any data is processed outside India, it is only in countries to which the Central Government has not restricted transfers under the DPDP Act.',
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        { paragraph: 'Under the DPDP Act you may ask us to:' },
        {
          list: [
            'give you a summary of the personal data we hold about you and how we use it;',
            'correct, complete or update it;',
            'erase it, where we no longer need it and the law does not require us to keep it;',
            'stop using it on the basis of your consent, by withdrawing that consent;',
            'nominate a person to exercise these rights if you die or become unable to do so.',
          ],
        },
        {
          paragraph: (
            <>
              From your account page you can download a copy of all your data, change your name and phone
              number, and delete your account ({ACCOUNT_DELETION_DELAY_DAYS} days after you ask; signing in
              before then keeps it). For anything else, such as correcting your billing details, email{' '}
              <a href={mailto}>{supportContact.email}</a> with the subject "Privacy request", from the email
              address on your account if you have one. We may ask you to confirm your identity, and we answer
              within 30 days.
            </>
          ),
        },
      ],
    },
    {
      id: 'consent',
      title: 'Withdrawing your consent',
      blocks: [
        {
          paragraph:
            'Product updates by mail are the one thing we do only with your consent: the box at sign-up is unticked, and your orders, payments and account mails reach you either way. You can withdraw it as easily as you gave it, at any time:',
        },
        {
          list: [
            <>
              on your <Link to={paths.account}>account page</Link>, under "Product updates", with one click;
            </>,
            <>
              with the unsubscribe button your mail app shows on every product update, without signing in, for{' '}
              {UNSUBSCRIBE_LINK_DAYS} days after we send it (each update brings a new one).
            </>,
          ],
        },
        {
          paragraph:
            'Withdrawal takes effect at once and does not affect what was done before it. Each grant and withdrawal is recorded, and is part of your data export.',
        },
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      blocks: [
        {
          paragraph:
            'Data travels over encrypted HTTPS connections. Passwords are hashed, the sign-in cookie cannot be read by scripts, repeated attempts are limited, and only staff who need your data for their work can see it. If a breach affecting your personal data occurs, we will inform you and the Data Protection Board of India as the DPDP Act requires.',
        },
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        {
          paragraph:
            'Our services are meant for adults. We do not knowingly collect personal data of anyone under 18 without the verifiable consent of a parent or lawful guardian. If you think a child has given us their data, please contact us and we will delete it.',
        },
      ],
    },
    {
      id: 'grievance-officer',
      title: 'Grievance Officer',
      blocks: [
        {
          paragraph:
            'If you have a concern about how we handle your personal data, contact our Grievance Officer:',
        },
        {
          paragraph: (
            <>
              <strong>Grievance Officer, Launchpad</strong>
              <br />
              Email: <a href={mailto}>{supportContact.email}</a>
              <br />
              Phone: {supportContact.phone} ({supportContact.hours})
            </>
          ),
        },
        {
          paragraph: (
            <>
              We acknowledge grievances within 48 hours and aim to resolve them within 30 days. You can also
              raise a complaint from our <Link to={paths.complaints}>complaints page</Link>, which gives it a
              number you can follow.
            </>
          ),
        },
      ],
    },
    {
      id: 'data-protection-board',
      title: 'Complaining to the Data Protection Board',
      blocks: [
        {
          paragraph:
            'If our Grievance Officer has not resolved your complaint, or you are not satisfied with the answer, you may complain to the Data Protection Board of India, set up under the DPDP Act. The Act asks you to use our grievance process first. The Board works as a digital office and accepts complaints online; its website explains how to file one and what to include, such as our name, what happened and our answer to your grievance.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        {
          paragraph: (
            <>
              We may update this policy when our services or the law change. The date at the top shows the
              latest version, and we will email registered users about significant changes. See also our{' '}
              <Link to={paths.terms}>Terms of Service</Link>.
            </>
          ),
        },
      ],
    },
  ],
};
