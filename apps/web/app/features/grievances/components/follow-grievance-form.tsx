import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField, TextField } from '../../../components/ui/field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useLookUpGrievanceMutation } from '../api/grievances.ts';
import { GrievanceCard } from './grievance-card.tsx';

/** Follows a complaint without signing in: its number and the email it was raised with. */
export function FollowGrievanceForm({
  initialNumber,
  initialEmail,
}: {
  initialNumber: string;
  initialEmail: string;
}) {
  const lookUp = useLookUpGrievanceMutation();
  const [number, setNumber] = useState(initialNumber);
  const [email, setEmail] = useState(initialEmail);
  const details = isApiError(lookUp.error) ? lookUp.error.details : [];
  const errorOf = (field: string) => details.find((detail) => detail.path === field)?.message;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    lookUp.mutate({ number, email });
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Complaint number"
            placeholder="GRV-2611-0042"
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            error={errorOf('number')}
          />
          <EmailField
            label="Email you raised it with"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errorOf('email')}
          />
        </div>
        {lookUp.isError && details.length === 0 ? (
          <Alert variant="error">{lookUp.error.message}</Alert>
        ) : null}
        <Button type="submit" variant="outline" className="self-start" disabled={lookUp.isPending}>
          {lookUp.isPending ? 'Looking…' : 'Follow the complaint'}
        </Button>
      </form>
      {lookUp.data ? <GrievanceCard grievance={lookUp.data} /> : null}
    </div>
  );
}
