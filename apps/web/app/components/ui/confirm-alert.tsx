import type { ComponentProps, MouseEventHandler } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

type ConfirmAlertProps = Omit<ComponentProps<'div'>, 'onCancel'> & {
  /** What the button that goes ahead says, such as "Finish anyway". */
  confirmLabel: string;
  /** True while the confirmed action is being sent: both buttons wait. */
  busy: boolean;
  onConfirm: MouseEventHandler<HTMLButtonElement>;
  onCancel: () => void;
};

/**
 * Asks in place whether to go ahead with something the rules warn about: the question (the
 * children), a button that goes ahead anyway and Cancel. Announced at once, as an error is.
 */
export function ConfirmAlert({
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  children,
  ...props
}: ConfirmAlertProps) {
  return (
    <Alert variant="error" {...props}>
      {children}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Alert>
  );
}
