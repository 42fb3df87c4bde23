import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';
import { PasswordInput } from './password-input.tsx';

/** What a field hands its control so the label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  /** Needed where the field must keep the same id in two React trees (islands); generated otherwise. */
  id?: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
}

interface FieldProps extends FieldFrameProps {
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with an optional hint and a field error under it. */
export function Field({ id: fixedId, label, error, hint, className, children }: FieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The error takes the hint's place, so the input is described by whichever is shown.
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What an input field passes on to its input: everything but what `Field` itself sets. */
type InputProps = Omit<ComponentProps<'input'>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'>;

/**
 * A labelled text input. The props other than the field's own go to the input, react-hook-form's
 * `register(...)` included.
 */
export function TextField({ id, label, error, hint, className, ...input }: FieldFrameProps & InputProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <Input {...control} {...input} />}
    </Field>
  );
}

type PresetFieldProps = Omit<FieldFrameProps, 'label'> & { label?: string } & Omit<InputProps, 'type'>;

/** An email field: the email keyboard and autofill, unless the props say otherwise. */
export function EmailField({ label = 'Email', ...props }: PresetFieldProps) {
  return <TextField label={label} type="email" inputMode="email" autoComplete="email" {...props} />;
}

/** A phone number field: the phone keypad and autofill, unless the props say otherwise. */
export function PhoneField({ label = 'Phone Number', ...props }: PresetFieldProps) {
  return <TextField label={label} type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}

/** A labelled password input with its show / hide button; props as for `TextField`. */
export function PasswordField({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: FieldFrameProps & Omit<InputProps, 'type'>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <PasswordInput {...control} {...input} />}
    </Field>
  );
}
