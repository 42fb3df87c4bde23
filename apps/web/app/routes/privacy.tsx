import { supportContact } from '@launchpad/shared';
import { Link, type MetaFunction } from 'react-router';
import { LegalDocument } from '../components/layout/legal-document.tsx';
import { paths } from '../config/paths.ts';
import { pageMeta } from '../config/site.ts';
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
  { id: 'data-we-collect', title: 'Personal data we collect' },
  { id: 'why', title: 'Why we use it' },
  { id: 'cookies', title: 'Cookies and browser storage' },
  { id: 'sharing', title: 'Who we share it with' },
  { id: 'retention', title: 'How long we keep it' },
  { id: 'your-rights', title: 'Your rights' },
  { id: 'security', title: 'How we protect it' },
  { id: 'children', title: 'Children' },
  { id: 'grievance-officer', title: 'Grievance Officer' },
  { id: 'changes', title: 'Changes to this policy' },
] as const;

const mailto = `mailto:${supportContact.email}`;

export default function Privacy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated="21 November 2026"
      lastUpdatedIso="2026-11-21"
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
        <h2 id="data-we-collect">2. Personal data we collect</h2>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address and phone number, and your password,
            which we store only as a one-way hash that cannot be turned back into the password.
          </li>
          <li>
            <strong>Orders and payments:</strong> the packages you order, amounts, order status, and order and
            payment references such as our order number and the payment partner's transaction reference, with
            the payment method type (for example UPI or card).
          </li>
          <li>
            <strong>Never your card or UPI details.</strong> Card numbers, CVV, UPI PIN and bank log-ins are
            entered on the pages of our payment partners, PhonePe and Razorpay, and stay with them. We never
            receive or store them.
          </li>
          <li>
            <strong>Contact messages:</strong> the name, email, optional phone number, subject and message you
            send through the contact form, and the service you asked about.
          </li>
          <li>
            <strong>Documents for your services:</strong> the identity, address and business documents you
            give us so that we can register your company or file on your behalf, such as PAN, Aadhaar and
            proof of address of directors or partners.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address and browser details in our server logs, used to
            keep the service secure and to limit repeated attempts to sign in or send messages.
          </li>
        </ul>
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
          expires after 24 hours. While you are signed in, your browser's local storage keeps your public
          profile (name, email, phone and account type) to show the navigation bar, and, while you are paying,
          a short record of the payment (order reference, package and amount) so that we can show you the
          result. Signing out removes the profile. We use no advertising or analytics cookies.
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
            <strong>Service providers</strong> who host our website and database or send our emails, under
            contracts that let them use the data only to provide their service to us.
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

      <section aria-labelledby="retention">
        <h2 id="retention">6. How long we keep it</h2>
        <ul>
          <li>
            <strong>Account details:</strong> while your account is open. When you ask us to close it, we
            delete or anonymise them within 90 days, except what the law requires us to keep.
          </li>
          <li>
            <strong>Orders and payment references:</strong> for 8 years from the end of the financial year of
            the order, as Indian tax and company law require us to keep accounting records.
          </li>
          <li>
            <strong>Contact messages:</strong> up to 2 years after we have answered, unless the message
            becomes part of an order.
          </li>
          <li>
            <strong>Documents for your services:</strong> while we work on the service, then only as long as
            the law requires or you ask us to keep them.
          </li>
          <li>
            <strong>Security logs:</strong> up to 90 days.
          </li>
        </ul>
      </section>

      <section aria-labelledby="your-rights">
        <h2 id="your-rights">7. Your rights</h2>
        <p>Under the DPDP Act you may ask us to:</p>
        <ul>
          <li>give you a summary of the personal data we hold about you and how we use it;</li>
          <li>correct, complete or update it;</li>
          <li>erase it, where we no longer need it and the law does not require us to keep it;</li>
          <li>stop using it on the basis of your consent, by withdrawing that consent;</li>
          <li>nominate a person to exercise these rights if you die or become unable to do so.</li>
        </ul>
        <p>
          You can change your name and phone number yourself from your account page. For anything else, email{' '}
          <a href={mailto}>{supportContact.email}</a> with the subject "Privacy request", from the email
          address on your account if you have one. We may ask you to confirm your identity, and we answer
          within 30 days. Withdrawing consent does not affect processing that took place before it.
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
          We acknowledge grievances within 48 hours and aim to resolve them within 30 days. If you are not
          satisfied with our answer, you may complain to the Data Protection Board of India.
        </p>
      </section>

      <section aria-labelledby="changes">
        <h2 id="changes">11. Changes to this policy</h2>
        <p>
          We may update this policy when our services or the law change. The date at the top shows the latest
          version, and we will email registered users about significant changes. See also our{' '}
          <Link to={paths.terms}>Terms of Service</Link>.
        </p>
      </section>
    </LegalDocument>
  );
}
