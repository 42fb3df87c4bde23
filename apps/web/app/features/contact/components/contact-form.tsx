import {
  type ContactRequest,
  formatTime,
  messages,
  type ServiceId,
  supportContact,
  telHref,
  whatsappHref,
} from '@launchpad/shared';
import { Send } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField, Field, PhoneField, TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useContactForm } from '../use-contact-form.ts';

/** Other ways to reach support, offered when the form cannot take a message now. */
export interface SupportChannels {
  phone: string;
  /** Digits of the WhatsApp number, or null when chat is not offered. */
  whatsappNumber: string | null;
}

interface ContactFormProps {
  /** The service the visitor asked about (`?service=`): its title fills the subject. */
  service?: { id: ServiceId; title: string };
  support?: SupportChannels;
}

function waitInWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return 'in a minute';
  if (minutes < 60) return `in about ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return `in about ${hours} hour${hours === 1 ? '' : 's'}`;
}

/** After the send limit: when the form will take a message again, and how to reach us meanwhile. */
function RateLimitedNotice({ retryAt, support }: { retryAt: number; support: SupportChannels }) {
  return (
    <Alert variant="error">
      <p>
        This message was not sent: several messages came from your connection in a short time. You can send it{' '}
        {waitInWords((retryAt - Date.now()) / 1000)}, after {formatTime(retryAt)}; what you wrote stays here.
      </p>
      <p className="mt-2">
        Need us sooner? Call{' '}
        <a href={telHref(support.phone)} className="font-semibold underline">
          {support.phone}
        </a>{' '}
        ({supportContact.hours})
        {support.whatsappNumber ? (
          <>
            {' '}
            or{' '}
            <a
              href={whatsappHref(support.whatsappNumber)}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold underline"
            >
              chat with us on WhatsApp
            </a>
          </>
        ) : null}
        .
      </p>
    </Alert>
  );
}

/**
 * The contact form: idle, then 'Sending...' with the button disabled, then idle again; cleared after
 * a success. Failures show one fixed sentence (`contactFailure`), plus field errors the server found.
 */
export function ContactForm({
  service,
  support = { phone: supportContact.phone, whatsappNumber: null },
}: ContactFormProps) {
  const hydrated = useHydrated();
  const { register, errors, isSubmitting, onSubmit, outcome } = useContactForm(service);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Contact form">
      <ContactFields register={register} errors={errors} />

      {outcome?.kind === 'success' ? <Alert variant="success">{messages.contactSuccess}</Alert> : null}
      {outcome?.kind === 'error' ? <Alert variant="error">{messages.contactFailure}</Alert> : null}
      {outcome?.kind === 'rate-limited' ? (
        <RateLimitedNotice retryAt={outcome.retryAt} support={support} />
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-600">
          We reply within 24 hours and use your details only to answer you.
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting || !hydrated} className="w-full sm:w-auto">
          {isSubmitting ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
          {/* Until React runs the form it cannot be sent, and says so. */}
          {hydrated ? (isSubmitting ? 'Sending...' : 'Send Message') : 'Loading…'}
        </Button>
      </div>
    </form>
  );
}

/** The form's fields, each labelled, with the error the schema or the server found. */
function ContactFields({
  register,
  errors,
}: {
  register: UseFormRegister<ContactRequest>;
  errors: FieldErrors<ContactRequest>;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label="Full Name"
          error={errors.name?.message}
          autoComplete="name"
          placeholder="Your full name"
          required
          {...register('name')}
        />
        <EmailField
          id="contact-email"
          error={errors.email?.message}
          placeholder="you@company.in"
          required
          {...register('email')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField
          id="contact-phone"
          label="Phone Number (optional)"
          error={errors.phone?.message}
          placeholder="+91 98765 43210"
          {...register('phone')}
        />
        <TextField
          id="contact-subject"
          label="Subject"
          error={errors.subject?.message}
          placeholder="How can we help?"
          required
          {...register('subject')}
        />
      </div>
      <Field id="contact-message" label="Message" error={errors.message?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            placeholder="Tell us about your business and what you need."
            required
            {...register('message')}
          />
        )}
      </Field>
    </>
  );
}
