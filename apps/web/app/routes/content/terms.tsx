import {
  cancellationRequestAction,
  launchPromiseDetail,
  refundArrivalTime,
  supportContact,
  supportHoursStatement,
  supportReplyTime,
} from '@launchpad/shared';
import { Link } from 'react-router';
import type { LegalText } from '../../components/layout/legal-document.tsx';
import { paths } from '../../config/paths.ts';
import { Island } from '../../islands/island.tsx';
import SellerDetailsIsland from '../../islands/seller-details.island.tsx';

const mailto = `mailto:${supportContact.email}`;

/** The Terms of Service, section by section. */
export const terms: LegalText = {
  title: 'Terms of Service',
  lastUpdated: '6 December 2026',
  lastUpdatedIso: '2026-12-06',
  summary: (
    <p>
      These terms explain how you may use Launchpad and what you and we agree to when you buy a package or a
      service. In short: our prices are professional fees, government fees and GST are extra, you pay on
      PhonePe's or Razorpay's secure pages, and you can ask to cancel on your order's page before work on it
      begins.
    </p>
  ),
  sections: [
    {
      id: 'about-these-terms',
      title: 'About these terms',
      blocks: [
        {
          paragraph:
            'Launchpad ("we", "us", "our") runs this website and provides startup launch services in India: business registration, legal and compliance services, website and mobile app development, digital marketing, and branding and design. "You" means the person using the website or ordering a service, and the business on whose behalf that person acts.',
        },
        {
          paragraph: (
            <>
              By creating an account, placing an order or sending us a message, you accept these terms and our{' '}
              <Link to={paths.privacy}>Privacy Policy</Link>. If you do not agree with them, please do not use
              the website or our services.
            </>
          ),
        },
      ],
    },
    {
      id: 'our-services',
      title: 'Our services',
      blocks: [
        {
          paragraph:
            'We sell four launch packages (Starter, Growth, Scale and Enterprise) and individual services. What each one includes is the list of features shown on the website when you order. Anything not on that list is outside the scope of the order and can be quoted separately.',
        },
        {
          list: [
            <>
              <strong>Timelines are estimates.</strong> Each package's plan sets its launch date:{' '}
              {launchPromiseDetail} Timelines depend on how quickly we receive your documents and feedback,
              and on government departments and platforms such as the Ministry of Corporate Affairs, the GST
              portal, the Trademark Registry and app stores.
            </>,
            <>
              <strong>Approvals are decided by the authorities.</strong> We prepare and file applications with
              care, but we cannot guarantee that an authority will approve a name, a trademark, a licence or a
              registration, or when it will do so.
            </>,
            <>
              <strong>Professional work.</strong> Registration and compliance work is carried out or
              supervised by qualified professionals. Our advice relates to Indian law as it stands when we
              give it.
            </>,
          ],
        },
      ],
    },
    {
      id: 'your-account',
      title: 'Your account',
      blocks: [
        {
          paragraph:
            'You need an account to buy. You must be at least 18 years old and give us accurate details, keep your password to yourself, and tell us at once if you think someone else has used your account. You are responsible for what is done through your account. For your security, a sign-in lasts at most 24 hours.',
        },
      ],
    },
    {
      id: 'prices',
      title: 'Prices, taxes and government fees',
      blocks: [
        {
          list: [
            'All prices are in Indian rupees (INR).',
            <>
              Prices are our <strong>professional service fees only</strong>. They do not include government
              fees, stamp duty, the charges of certifying authorities or other statutory payments, which we
              bill at actuals and tell you about before we pay them on your behalf.
            </>,
            'GST and other taxes are charged extra on our fees, as applicable. When we are registered for GST, the checkout shows the fee, the GST (CGST and SGST in our state, IGST elsewhere) and the total before you pay, and every payment gets a tax invoice; otherwise it gets a bill of supply. Both can be downloaded from your order. A refund of an invoiced payment gets a credit note.',
            'Marketing plans are monthly management fees and exclude ad spend, which you pay to the advertising platforms. Website and app prices exclude third-party costs such as domain renewals, paid plugins, developer accounts and hosting beyond any included period.',
            'We may change prices at any time. A change never affects an order you have already paid for.',
          ],
        },
      ],
    },
    {
      id: 'payments',
      title: 'Payments',
      blocks: [
        // biome-ignore format: where a line breaks decides the text nodes, and so the prerendered HTML
        {
          paragraph: (
            <>
              Payments are taken by our payment partners, <strong>PhonePe</strong> and <strong>Razorpay</strong>,
              on their own secure hosted pages. You may pay by any method they offer, such as UPI, debit or credit
              card, or net banking. Your card, UPI and bank details are entered on their pages and never reach us;
              their own terms apply to the payment.
            </>
          ),
        },
        {
          paragraph:
            'An order is confirmed when the payment partner tells us the payment succeeded; its status then moves from Pending Payment to In Progress on your dashboard. If a payment fails or is abandoned, the order stays pending and you may try again. If money has left your account but your order still shows as pending after an hour, write to us with your order reference and we will check it with the payment partner.',
        },
      ],
    },
    {
      id: 'your-part',
      title: 'What we need from you',
      blocks: [
        {
          paragraph:
            'To deliver a service we need complete and genuine documents and information, and timely answers to our questions. You are responsible for the accuracy of everything you give us and for having the right to give it. Delays in sending documents or feedback extend the timeline, and we are not responsible for consequences of incorrect or incomplete information.',
        },
      ],
    },
    {
      id: 'refunds',
      title: 'Refunds and cancellation',
      blocks: [
        {
          list: [
            <>
              <strong>Cancellation</strong> must be requested before work on your order begins. Once our team
              has started work on an order, it can no longer be cancelled. An order that is not paid yet can
              be cancelled at once from its page.
            </>,
            <>
              <strong>Refunds are decided case by case</strong>, taking into account the work already done and
              the costs already incurred for you.
            </>,
            <>
              <strong>Government fees are non-refundable</strong> once paid to an authority on your behalf.
            </>,
            <>
              Approved refunds are credited to the{' '}
              <strong>original payment source within {refundArrivalTime}</strong> of approval. How soon the
              money shows in your account then depends on your bank or card issuer.
            </>,
          ],
        },
        // biome-ignore format: where a line breaks decides the text nodes, and so the prerendered HTML
        {
          paragraph: (
            <>
              To cancel a paid order or ask for a refund, sign in, open the order from your{' '}
              <Link to={paths.dashboard}>dashboard</Link> and choose <strong>{cancellationRequestAction}</strong>,
              saying why. We answer on the order, {supportReplyTime}, and by email; the order's page shows your
              request until it is settled.
            </>
          ),
          testId: 'cancellation-request-how',
        },
        {
          paragraph: (
            <>
              If you cannot sign in, email <a href={mailto}>{supportContact.email}</a> from the email address
              on your account instead, with your order reference and the reason.
            </>
          ),
          testId: 'cancellation-request-fallback',
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      blocks: [
        {
          paragraph:
            'Once you have paid in full, the work we create specifically for you, such as your logo, website and app designs, custom code and written content, belongs to you. We keep the rights in our own tools, templates and know-how, and grant you a permanent licence to use any of them that are part of your deliverables. Open-source components remain under their own licences. We will mention you as a client only with your permission.',
        },
      ],
    },
    {
      id: 'confidentiality',
      title: 'Confidentiality',
      blocks: [
        {
          paragraph: (
            <>
              We keep your business information and documents confidential and share them only with the
              authorities and partners who need them to deliver your service, or when the law requires it. How
              we handle personal data is described in our <Link to={paths.privacy}>Privacy Policy</Link>.
            </>
          ),
        },
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      blocks: [
        {
          paragraph:
            'You may not use the website or our services for an unlawful business, submit false or forged documents, try to break into or overload the website, or use it to send spam. We may refuse an order, or suspend or close an account, where we reasonably believe these terms or the law are being broken; any refund is then handled under section 7.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      blocks: [
        {
          paragraph:
            'We provide our services with reasonable skill and care. We are not responsible for decisions or delays of government authorities, or for the services of third parties such as payment partners, app stores, advertising platforms, domain registrars and hosting providers. To the extent the law allows, our total liability for any claim is limited to the fees you paid us for the service concerned, and we are not liable for indirect losses such as lost profits or business opportunities. Nothing in these terms limits liability that cannot be limited under Indian law.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        {
          paragraph:
            'We may update these terms as our services or the law change. The date at the top shows the latest version. Changes do not affect orders already paid for, which stay under the terms that applied when you paid.',
        },
      ],
    },
    {
      id: 'law',
      title: 'Governing law and disputes',
      blocks: [
        {
          paragraph:
            'These terms are governed by the laws of India. If you are unhappy with our service, please write to us first: most problems are solved quickly that way. Disputes that cannot be resolved amicably are subject to the exclusive jurisdiction of the courts at the place of our registered office. This does not affect your rights as a consumer under the Consumer Protection Act, 2019.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        {
          paragraph: (
            <>
              Email <a href={mailto}>{supportContact.email}</a> or call {supportContact.phone}. You can also
              use our <Link to={paths.contact}>contact form</Link>. {supportHoursStatement}.
            </>
          ),
        },
        {
          element: (
            <Island name="seller-details" component={SellerDetailsIsland} props={{ tone: 'page' as const }} />
          ),
        },
      ],
    },
  ],
};
