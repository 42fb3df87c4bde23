import { formatDateTime, type NewGrievance, type RaisedGrievance } from '@launchpad/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField, Field, TextField } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useRaiseGrievanceMutation } from '../api/grievances.ts';

type FieldName = 'subject' | 'body' | 'name' | 'email' | 'orderId';

/**
 * Raises a complaint. Signed in, it is the account's (and may be about `orderId`); signed out, the
 * visitor gives a name and an email, to which the ticket number and the deadlines are mailed.
 */
export function RaiseGrievanceForm({
  signedIn,
  orderId,
  orderLabel,
  onRaised,
}: {
  signedIn: boolean;
  orderId: string | null;
  orderLabel: string | null;
  onRaised: (raised: RaisedGrievance, email: string | null) => void;
}) {
  const raise = useRaiseGrievanceMutation();
  const [values, setValues] = useState({ subject: '', body: '', name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    const input: NewGrievance = {
      subject: values.subject,
      body: values.body,
      ...(orderId ? { orderId } : {}),
      ...(signedIn ? {} : { name: values.name, email: values.email }),
    };
    try {
      const answer = await raise.mutateAsync(input);
      onRaised(answer.data, signedIn ? null : values.email);
      setValues({ subject: '', body: '', name: '', email: '' });
    } catch (error) {
      if (isApiError(error)) {
        setErrors(Object.fromEntries(error.details.map((detail) => [detail.path, detail.message])));
      }
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {orderLabel ? <p className="text-sm text-slate-700">About your order {orderLabel}.</p> : null}
      {signedIn ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Your name"
            autoComplete="name"
            value={values.name}
            onChange={set('name')}
            error={errors.name}
          />
          <EmailField value={values.email} onChange={set('email')} error={errors.email} />
        </div>
      )}
      <TextField
        label="Subject"
        value={values.subject}
        onChange={set('subject')}
        error={errors.subject}
        maxLength={200}
      />
      <Field label="Your complaint" error={errors.body}>
        {(control) => <Textarea {...control} value={values.body} onChange={set('body')} maxLength={5000} />}
      </Field>
      {raise.isError && !Object.keys(errors).length ? (
        <Alert variant="error">{raise.error.message}</Alert>
      ) : null}
      {raise.isError && errors.orderId ? <Alert variant="error">{errors.orderId}</Alert> : null}
      <Button type="submit" className="self-start" disabled={raise.isPending}>
        {raise.isPending ? 'Sending…' : 'Raise the complaint'}
      </Button>
    </form>
  );
}

/** What the complainant is told at once: the number and both deadlines. */
export function RaisedNotice({ raised }: { raised: RaisedGrievance }) {
  return (
    <Alert variant="success">
      <p>
        Your complaint is registered as <strong className="font-mono">{raised.number}</strong>. We have mailed
        you the number.
      </p>
      <p className="mt-1">
        We will acknowledge it by {formatDateTime(raised.acknowledgeBy)} and resolve it by{' '}
        {formatDateTime(raised.resolveBy)}.
      </p>
    </Alert>
  );
}
