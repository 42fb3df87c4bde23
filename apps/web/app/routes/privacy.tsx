import { ACCOUNT_DELETION_DELAY_DAYS, SESSION_HOURS, supportContact } from '@launchpad/shared';
import { Link, type MetaFunction } from 'react-router';
import { LegalDocument } from '../components/layout/legal-document.tsx';
import { paths } from '../config/paths.ts';
import { pageMeta } from '../config/site.ts';
import { DataInventory } from '../features/privacy/components/data-inventory.tsx';
import { staticPage } from '../islands/static-page.ts';

export const handle = staticPage();

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Privacy Policy',
    description:
      'What personal data Launchpad collects, why, how long we keep it, who we share it with and how to exercise your rights under the Digital Personal Data Protection Act, 2023.',
    path: paths.privacy,
  });

const sections = [
  { id: 'who-we-are', title: 'Who we are' },
  { id: 'data-we-collect', title: 'What we hold, item by item' },
  { id: 'why', title: 'Why we use it' },
  { id: 'cookies', title: 'Cookies and browser storage' },
  { id: 'sharing', title: 'Who we share it with' },
  { id: 'your-rights', title: 'Your rights' },
  { id: 'consent', title: 'Withdrawing your consent' },
  { id: 'security', title: 'How we protect it' },
  { id: 'children', title: 'Children' },
  { id: 'grievance-officer', title: 'Grievance Officer' },
  { id: 'data-protection-board', title: 'Complaining to the Data Protection Board' },
  { id: 'changes', title: 'Changes to this policy' },
] as const;

const mailto = `mailto:${supportContact.email}`;

export default function Privacy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated="26 November 2026"
      lastUpdatedIso="2026-11-26"
      sections={sections}
      summary={
        <p>
          We collect only what we need to run your account, deliver your launch and answer your messages. We
          never see your card or UPI details, we do not sell your data, and you can ask us at any time to
          correct or delete it.
        </p>
      }
    >
      <section aria-labelledby="who-we-are">
        <h2 id="who-we-are">1. Who we are</h2>
        <p>
          Launchpad ("we", "us") decides how and why the personal data described here is processed, and is the
          Data Fiduciary for it under the Digital Personal Data Protection Act, 2023 (the "DPDP Act"). This
          policy covers this website, your account, your orders and the messages you send us.
        </p>
      </section>

      <section aria-labelledby="data-we-collect">
        <h2 id="data-we-collect">2. What we hold, item by item</h2>
        <p>
          Each kind of personal data we hold, why we hold it, how long we keep it and who else receives it.
          Card numbers, CVV, UPI PIN and bank log-ins are entered on our payment provider's pages and never
          reach us.
        </p>
        <DataInventory />
        <p>
          Our server logs also record IP addresses and browser details of requests, to keep the service secure
          and to limit repeated attempts to sign in or send messages.
        </p>
      </section>

      <section aria-labelledby="why">
        <h2 id="why">3. Why we use it</h2>
        <ul>
          <li>To create and secure your account and sign you in.</li>
          <li>To deliver the services you order, including filings with government authorities.</li>
          <li>To take payments through our payment partners, confirm them and handle refunds.</li>
          <li>To answer your messages and keep you informed about your orders.</li>
          <li>To meet our legal obligations, such as keeping tax and accounting records.</li>
          <li>To prevent fraud and abuse and to keep the website secure.</li>
        </ul>
        <p>
          We process your data on the basis of the consent you give when you use a feature, and for the
          legitimate uses the DPDP Act allows, such as the services you ask for and compliance with the law.
          We do not sell your personal data, and we send marketing messages only if you have agreed to receive
          them.
        </p>
      </section>

      <section aria-labelledby="cookies">
        <h2 id="cookies">4. Cookies and browser storage</h2>
        <p>
          We use one essential cookie, which keeps you signed in. It cannot be read by scripts on the page and
          expires after {SESSION_HOURS} hours. While you are signed in, your browser's local storage keeps
          your public profile (name, email, phone and account type) to show the navigation bar, and, while you
          are paying, a short record of the payment (order reference, package and amount) so that we can show
          you the result. Signing out removes the profile. We use no advertising or analytics cookies.
        </p>
      </section>

      <section aria-labelledby="sharing">
        <h2 id="sharing">5. Who we share it with</h2>
        <ul>
          <li>
            <strong>Payment partners</strong> (PhonePe and Razorpay): the order amount and reference, and the
            details they need to process your payment.
          </li>
          <li>
            <strong>Government authorities</strong> such as the Ministry of Corporate Affairs, the GST portal
            and the Trademark Registry: the information a filing you ordered requires.
          </li>
          <li>
            <strong>Our mail provider</strong>, which delivers our mails: your name, your email address and
            the content of each mail we send you.
          </li>
          <li>
            <strong>Service providers</strong> who host our website and database, under contracts that let
            them use the data only to provide their service to us.
          </li>
          <li>
            <strong>Authorities and courts</strong> when the law requires us to disclose information.
          </li>
        </ul>
        <p>
          If any data is processed outside India, it is only in countries to which the Central Government has
          not restricted transfers under the DPDP Act.
        </p>
      </section>

      <section aria-labelledby="your-rights">
        <h2 id="your-rights">6. Your rights</h2>
        <p>Under the DPDP Act you may ask us to:</p>
        <ul>
          <li>give you a summary of the personal data we hold about you and how we use it;</li>
          <li>correct, complete or update it;</li>
          <li>erase it, where we no longer need it and the law does not require us to keep it;</li>
          <li>stop using it on the basis of your consent, by withdrawing that consent;</li>
          <li>nominate a person to exercise these rights if you die or become unable to do so.</li>
        </ul>
        <p>
          From your account page you can download a copy of all your data, change your name and phone number,
          and delete your account ({ACCOUNT_DELETION_DELAY_DAYS} days after you ask; signing in before then
          keeps it). For anything else, such as correcting your billing details, email{' '}
          <a href={mailto}>{supportContact.email}</a> with the subject "Privacy request", from the email
          address on your account if you have one. We may ask you to confirm your identity, and we answer
          within 30 days.
        </p>
      </section>

      <section aria-labelledby="consent">
        <h2 id="consent">7. Withdrawing your consent</h2>
        <p>
          Product updates by mail are the one thing we do only with your consent: the box at sign-up is
          unticked, and your orders, payments and account mails reach you either way. You can withdraw it as
          easily as you gave it, at any time:
        </p>
        <ul>
          <li>
            on your <Link to={paths.account}>account page</Link>, under "Product updates", with one click;
          </li>
          <li>
            with the unsubscribe button your mail app shows on every product update, without signing in.
          </li>
        </ul>
        <p>
          Withdrawal takes effect at once and does not affect what was done before it. Each grant and
          withdrawal is recorded, and is part of your data export.
        </p>
      </section>

      <section aria-labelledby="security">
        <h2 id="security">8. How we protect it</h2>
        <p>
          Data travels over encrypted HTTPS connections. Passwords are hashed, the sign-in cookie cannot be
          read by scripts, repeated attempts are limited, and only staff who need your data for their work can
          see it. If a breach affecting your personal data occurs, we will inform you and the Data Protection
          Board of India as the DPDP Act requires.
        </p>
      </section>

      <section aria-labelledby="children">
        <h2 id="children">9. Children</h2>
        <p>
          Our services are meant for adults. We do not knowingly collect personal data of anyone under 18
          without the verifiable consent of a parent or lawful guardian. If you think a child has given us
          their data, please contact us and we will delete it.
        </p>
      </section>

      <section aria-labelledby="grievance-officer">
        <h2 id="grievance-officer">10. Grievance Officer</h2>
        <p>If you have a concern about how we handle your personal data, contact our Grievance Officer:</p>
        <p>
          <strong>Grievance Officer, Launchpad</strong>
          <br />
          Email: <a href={mailto}>{supportContact.email}</a>
          <br />
          Phone: {supportContact.phone} ({supportContact.hours})
        </p>
        <p>
          We acknowledge grievances within 48 hours and aim to resolve them within 30 days. You can also raise
          a complaint from our <Link to={paths.complaints}>complaints page</Link>, which gives it a number you
          can follow.
        </p>
      </section>

      <section aria-labelledby="data-protection-board">
        <h2 id="data-protection-board">11. Complaining to the Data Protection Board</h2>
        <p>
          If our Grievance Officer has not resolved your complaint, or you are not satisfied with the answer,
          you may complain to the Data Protection Board of India, set up under the DPDP Act. The Act asks you
          to use our grievance process first. The Board works as a digital office and accepts complaints
          online; its website explains how to file one and what to include, such as our name, what happened
          and our answer to your grievance.
        </p>
      </section>

      <section aria-labelledby="changes">
        <h2 id="changes">12. Changes to this policy</h2>
        <p>
          We may update this policy when our services or the law change. The date at the top shows the latest
          version, and we will email registered users about significant changes. See also our{' '}
          <Link to={paths.terms}>Terms of Service</Link>.
        </p>
      </section>
    </LegalDocument>
  );
}
