import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ContactMessage,
  type ContactRequest,
  contactRequestSchema,
  type ServiceId,
} from '@launchpad/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../lib/api-client.ts';
import { showFieldErrors } from '../../lib/field-errors.ts';
import { sendContactMessage } from './api/send-contact-message.ts';

const fields = ['name', 'email', 'phone', 'subject', 'message'] as const;
const emptyForm: ContactRequest = { name: '', email: '', phone: '', subject: '', message: '' };

// The server's contact limit is per address and window; without a Retry-After the window is assumed.
const DEFAULT_RETRY_SECONDS = 15 * 60;

export type ContactOutcome =
  | { kind: 'success' }
  | { kind: 'error' }
  | { kind: 'rate-limited'; retryAt: number };

/**
 * The contact form's state: its fields, and a send's outcome. A sent message clears the form; a
 * refused one keeps what was written, with the server's field errors.
 */
export function useContactForm(service?: { id: ServiceId; title: string }) {
  const [outcome, setOutcome] = useState<ContactOutcome | null>(null);
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
      setOutcome({ kind: 'success' });
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        const wait = error.retryAfterSeconds ?? DEFAULT_RETRY_SECONDS;
        setOutcome({ kind: 'rate-limited', retryAt: Date.now() + wait * 1000 });
        return;
      }
      showFieldErrors(error, fields, setError);
      setOutcome({ kind: 'error' });
    }
  });

  return { register, errors, isSubmitting, onSubmit, outcome };
}
