import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ContactMessage,
  type ContactRequest,
  contactRequestSchema,
  messages,
  type ServiceId,
} from '@launchpad/shared';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField, Field, PhoneField, TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { showFieldErrors } from '../../../lib/field-errors.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { sendContactMessage } from '../api/send-contact-message.ts';

const fields = ['name', 'email', 'phone', 'subject', 'message'] as const;
const emptyForm: ContactRequest = { name: '', email: '', phone: '', subject: '', message: '' };

interface ContactFormProps {
  /** The service the visitor asked about (`?service=`): its title fills the subject. */
  service?: { id: ServiceId; title: string };
}

/**
 * The contact form (spec §2, §4): idle, then 'Sending...' with the button disabled, then idle again;
 * cleared after a success. Failures show the spec's one sentence, plus field errors the server found.
 */
export function ContactForm({ service }: ContactFormProps) {
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<'success' | 'error' | null>(null);
  const [aboutService, setAboutService] = useState(service?.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactRequest, unknown, ContactMessage>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { ...emptyForm, subject: service?.title ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await sendContactMessage({ ...values, service: aboutService });
      reset(emptyForm);
      setAboutService(undefined);
      setOutcome('success');
    } catch (error) {
      showFieldErrors(error, fields, setError);
      setOutcome('error');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Contact form">
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

      {outcome === 'success' ? <Alert variant="success">{messages.contactSuccess}</Alert> : null}
      {outcome === 'error' ? <Alert variant="error">{messages.contactFailure}</Alert> : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-600">
          We reply within 24 hours and use your details only to answer you.
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting || !hydrated} className="w-full sm:w-auto">
          {isSubmitting ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
