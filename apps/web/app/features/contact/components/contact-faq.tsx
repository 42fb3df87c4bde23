import { launchPromiseDetail, refundArrivalTime, supportHoursStatement } from '@launchpad/shared';
import type { ReactNode } from 'react';
import { Accordion, AccordionItem } from '../../../components/ui/accordion.tsx';

interface Question {
  id: string;
  question: string;
  answer: ReactNode;
}

/** Answers to what founders ask first; timings and refunds as docs/product-rules.md states them. */
export const faqQuestions: readonly Question[] = [
  {
    id: 'launch-time',
    question: 'How long does it take to launch my startup?',
    answer: (
      <p>
        It depends on the package: {launchPromiseDetail} Your launch page shows the expected date from the day
        you pay, and moves it when a step waits on a document from you or on a government office.
      </p>
    ),
  },
  {
    id: 'documents',
    question: 'What documents do I need to register a company?',
    answer: (
      <p>
        For each director or partner: PAN, Aadhaar, a recent photograph and proof of address (a bank statement
        or utility bill). For the registered office: a recent utility bill and the owner's no-objection
        letter, or your rent agreement. We send you a checklist as soon as you order.
      </p>
    ),
  },
  {
    id: 'government-fees',
    question: 'Are government fees included in your prices?',
    answer: (
      <p>
        No. Our prices are professional service fees only. Government fees, stamp duty and GST are charged
        extra at actuals, as applicable, and we tell you the amount before we pay anything on your behalf.
      </p>
    ),
  },
  {
    id: 'payment',
    question: 'How do I pay, and is it secure?',
    answer: (
      <p>
        You pay on the secure hosted page of our payment partners, PhonePe or Razorpay, by UPI, card or net
        banking. Your card and UPI details go straight to them; we never see or store them.
      </p>
    ),
  },
  {
    id: 'refunds',
    question: 'What is your refund policy?',
    answer: (
      <>
        <p>
          Refunds are decided case by case, depending on the work already done. An order can be cancelled only
          before work on it begins. Government fees already paid are non-refundable.
        </p>
        <p className="mt-3">
          Approved refunds are credited to the original payment source within {refundArrivalTime}.
        </p>
      </>
    ),
  },
  {
    id: 'track-order',
    question: 'How do I follow the progress of my order?',
    answer: (
      <p>
        Sign in and open your dashboard: every order shows its status, from Pending Payment to In Progress and
        Completed. Our team also keeps you posted at each milestone.
      </p>
    ),
  },
  {
    id: 'support',
    question: 'Do you help after launch?',
    answer: (
      <p>
        Yes. {supportHoursStatement}. The Scale package includes 3 months of free support and the Enterprise
        package 6 months.
      </p>
    ),
  },
];

/** The contact page's FAQ: native disclosures, keyboard-operable, one answer open at a time. */
export function ContactFaq() {
  return (
    <Accordion
      name="contact-faq"
      className="rounded-2xl border border-slate-200 bg-white px-5 shadow-sm sm:px-8"
    >
      {faqQuestions.map((item) => (
        <AccordionItem key={item.id} name="contact-faq" question={item.question} className="last:border-b-0">
          {item.answer}
        </AccordionItem>
      ))}
    </Accordion>
  );
}
