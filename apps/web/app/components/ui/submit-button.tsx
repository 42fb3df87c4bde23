import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button, type ButtonProps } from './button.tsx';
import { Spinner } from './spinner.tsx';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  label: string;
  /** Said while the form is being sent. */
  busyLabel: string;
  busy: boolean;
}

/**
 * A form's submit button. Until React runs the form it says "Loading…" and cannot be pressed: a
 * press then would make the browser send the form itself, as a GET with every field (a password
 * included) in the address. While the form is sent it says `busyLabel`.
 */
export function SubmitButton({ label, busyLabel, busy, disabled, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={!hydrated || busy || disabled} {...props}>
      {busy ? <Spinner /> : null}
      {hydrated ? (busy ? busyLabel : label) : 'Loading…'}
    </Button>
  );
}
