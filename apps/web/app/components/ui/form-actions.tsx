import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

interface FormActionsProps {
  /** True while the form is being sent: both buttons are disabled and the submit button says so. */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Shows a Cancel button before the submit button. */
  onCancel?: () => void;
  /** The Cancel button's words, when "Cancel" would be ambiguous (a dialog that cancels an order). */
  cancelLabel?: string;
}

/** The buttons at the foot of a dialog's form; stacked, submit on top, on a phone. */
export function FormActions({
  busy,
  submitLabel,
  busyLabel,
  onCancel,
  cancelLabel = 'Cancel',
}: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {onCancel ? (
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? <Spinner className="size-4" /> : null}
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
