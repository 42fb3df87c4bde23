import { zodResolver } from '@hookform/resolvers/zod';
import { confirmTwoFactorRequestSchema, type TwoFactorEnrolment } from '@launchpad/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { showFieldErrors } from '../../../lib/field-errors.ts';
import { useConfirmTwoFactorMutation } from '../api/two-factor.ts';
import { generalFormError } from '../auth-error-message.ts';

/** The otpauth URI as an SVG QR code (the QR library is fetched only when a person enrols). */
function useQrCode(otpauthUrl: string): string | null {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => {
        if (current) setSvg(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [otpauthUrl]);
  return svg;
}

/** The secret in groups of four, easier to type into an app by hand. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

interface Props {
  enrolment: TwoFactorEnrolment;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scanning the QR code (or typing the secret), then the app's first code turns it on. */
export function TwoFactorEnrolmentPanel({ enrolment, onEnabled, onCancel }: Props) {
  const qr = useQrCode(enrolment.otpauthUrl);
  const confirm = useConfirmTwoFactorMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<
    z.input<typeof confirmTwoFactorRequestSchema>,
    unknown,
    z.output<typeof confirmTwoFactorRequestSchema>
  >({
    resolver: zodResolver(confirmTwoFactorRequestSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      onEnabled(await confirm.mutateAsync(input));
    } catch (error) {
      showFieldErrors(error, ['code'], setError);
    }
  });
  const generalError = generalFormError(confirm);

  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700">
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).
        </li>
        <li>Scan this QR code with it, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <div className="grid size-44 shrink-0 place-items-center rounded-xl border border-slate-200 bg-white p-2">
          {qr ? (
            <img src={qr} alt="QR code for your authenticator app" className="size-40" />
          ) : (
            <span className="text-xs text-slate-500">Drawing the QR code…</span>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm text-slate-600">Key for typing in by hand (time-based):</p>
          <code data-testid="two-factor-secret" className="font-mono text-sm break-all text-slate-900">
            {grouped(enrolment.secret)}
          </code>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {generalError ? <Alert variant="error">{generalError}</Alert> : null}
        <TextField
          label="Code from your app"
          error={errors.code?.message}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          {...register('code')}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton label="Turn on two-step sign-in" busyLabel="Checking…" busy={isSubmitting} />
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
