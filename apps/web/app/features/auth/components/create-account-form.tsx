import type { UseFormRegisterReturn } from 'react-hook-form';
import { EmailField, PasswordField, PhoneField, TextField } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useCreateAccountForm } from '../use-create-account-form.ts';

interface CreateAccountFormProps {
  /** True once signed in, while the page waits to redirect: no second submission. */
  locked: boolean;
  onSubmitStart: () => void;
  onRegistered: () => void;
  onError: (message: string) => void;
  /** The product-updates box changed: "Continue with Google" sends the same choice. */
  onProductUpdatesChange?: (ticked: boolean) => void;
}

export function CreateAccountForm({
  locked,
  onSubmitStart,
  onRegistered,
  onError,
  onProductUpdatesChange,
}: CreateAccountFormProps) {
  const { register, errors, isSubmitting, onSubmit } = useCreateAccountForm({
    onSubmitStart,
    onRegistered,
    onError,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        id="create-account-name"
        label="Full Name"
        error={errors.name?.message}
        autoComplete="name"
        placeholder="Priya Sharma"
        required
        {...register('name')}
      />
      <EmailField
        id="create-account-email"
        error={errors.email?.message}
        placeholder="you@company.in"
        required
        {...register('email')}
      />
      <PhoneField
        id="create-account-phone"
        error={errors.phone?.message}
        placeholder="+91 98765 43210"
        required
        {...register('phone')}
      />
      <PasswordField
        id="create-account-password"
        label="Password"
        hint="At least 8 characters; a phrase of a few words is easy to remember. Common or leaked passwords are refused."
        error={errors.password?.message}
        autoComplete="new-password"
        placeholder="Create a password"
        required
        {...register('password')}
      />
      <ProductUpdatesBox
        registration={register('productUpdates', {
          onChange: (event: { target: { checked: boolean } }) =>
            onProductUpdatesChange?.(event.target.checked),
        })}
      />
      <SubmitButton
        size="lg"
        className="w-full"
        label="Create Account"
        busyLabel="Creating account…"
        busy={isSubmitting}
        disabled={locked}
      />
    </form>
  );
}

/** The opt-in to product updates by mail: unticked until the visitor ticks it. */
function ProductUpdatesBox({ registration }: { registration: UseFormRegisterReturn<'productUpdates'> }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id="create-account-product-updates"
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-indigo-600"
        aria-describedby="create-account-product-updates-hint"
        {...registration}
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor="create-account-product-updates" className="text-sm font-medium text-slate-800">
          Send me product updates by mail
        </label>
        <p id="create-account-product-updates-hint" className="text-sm text-slate-600">
          Occasional news about new services. Optional; stop them any time from your account page or any such
          mail.
        </p>
      </div>
    </div>
  );
}
