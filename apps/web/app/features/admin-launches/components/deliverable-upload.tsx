import { deliverableKindLabels } from '@launchpad/shared';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmAlert } from '../../../components/ui/confirm-alert.tsx';
import { DeliverableFields } from './deliverable-fields.tsx';
import { useDeliverableUpload } from './use-deliverable-upload.ts';

/**
 * Hands a deliverable over to the customer. One whose milestone has not started asks first: it is
 * often the wrong kind or the wrong order.
 */
export function DeliverableUpload({ orderId }: { orderId: string }) {
  const upload = useDeliverableUpload(orderId);
  const { kind, notStarted } = upload;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        upload.send(event.currentTarget, false);
      }}
    >
      <DeliverableFields kind={kind} onKindChange={upload.chooseKind} onFileChange={upload.chooseFile} />
      {notStarted ? (
        <ConfirmAlert
          data-testid="deliverable-not-started"
          confirmLabel="Hand over anyway"
          busy={upload.pending}
          onConfirm={(event) => upload.send(event.currentTarget.form, true)}
          onCancel={upload.dismissQuestion}
        >
          <p>
            “{notStarted}” has not started yet. Hand this {deliverableKindLabels[kind].toLowerCase()} over
            anyway?
          </p>
        </ConfirmAlert>
      ) : (
        <Button type="submit" size="sm" className="self-start" disabled={!upload.file || upload.pending}>
          {upload.pending ? 'Uploading…' : 'Hand over'}
        </Button>
      )}
    </form>
  );
}
