import {
  type DeliverableKind,
  deliverableKindLabels,
  deliverableKinds,
  NOT_STARTED_CONFIRMATION,
  ORDER_FILE_TYPES,
} from '@launchpad/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmAlert } from '../../../components/ui/confirm-alert.tsx';
import { inputClasses } from '../../../components/ui/input.tsx';
import { confirmationAsked, useUploadDeliverableMutation } from '../api/launch.ts';

/**
 * Hands a deliverable over to the customer. One whose milestone has not started asks first: it is
 * often the wrong kind or the wrong order.
 */
export function DeliverableUpload({ orderId }: { orderId: string }) {
  const kindId = useId();
  const fileId = useId();
  const [kind, setKind] = useState<DeliverableKind>('certificate-of-incorporation');
  const [file, setFile] = useState<File | null>(null);
  const [notStarted, setNotStarted] = useState<string | null>(null);
  const upload = useUploadDeliverableMutation(orderId);

  const send = (form: HTMLFormElement | null, confirmNotStarted: boolean) => {
    if (!file) return;
    upload.mutate(
      { kind, file, confirmNotStarted },
      {
        onSuccess: () => {
          setNotStarted(null);
          setFile(null);
          form?.reset();
        },
        onError: (error) => setNotStarted(confirmationAsked(error, NOT_STARTED_CONFIRMATION)[0] ?? null),
      },
    );
  };
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        send(event.currentTarget, false);
      }}
    >
      <label htmlFor={kindId} className="text-sm font-medium text-slate-800">
        Deliverable
      </label>
      <select
        id={kindId}
        className={inputClasses}
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as DeliverableKind);
          setNotStarted(null);
        }}
      >
        {deliverableKinds.map((value) => (
          <option key={value} value={value}>
            {deliverableKindLabels[value]}
          </option>
        ))}
      </select>
      <label htmlFor={fileId} className="sr-only">
        File to hand over
      </label>
      <input
        id={fileId}
        type="file"
        accept={ORDER_FILE_TYPES.join(',')}
        className="text-sm"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setNotStarted(null);
        }}
      />
      {notStarted ? (
        <ConfirmAlert
          data-testid="deliverable-not-started"
          confirmLabel="Hand over anyway"
          busy={upload.isPending}
          onConfirm={(event) => send(event.currentTarget.form, true)}
          onCancel={() => setNotStarted(null)}
        >
          <p>
            “{notStarted}” has not started yet. Hand this {deliverableKindLabels[kind].toLowerCase()} over
            anyway?
          </p>
        </ConfirmAlert>
      ) : (
        <Button type="submit" size="sm" className="self-start" disabled={!file || upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Hand over'}
        </Button>
      )}
    </form>
  );
}
