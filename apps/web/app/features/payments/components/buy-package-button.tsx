import { type LaunchPackage, messages } from '@launchpad/shared';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useAppNavigate } from '../../../components/navigation/app-link.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../auth/use-session.ts';

interface Props {
  pkg: LaunchPackage;
  /** Overrides the package's own button text (e.g. "Complete Payment"). */
  label?: string;
  /** The full classes of the button (e.g. the package card's); a large primary button otherwise. */
  className?: string;
  /** Called with the page the browser is about to leave for; tests replace the navigation. */
  redirect?: (url: string) => void;
}

function failureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return messages.paymentNetworkError;
    return error.serverMessage ?? messages.paymentInitiationFailed;
  }
  return messages.paymentInitiationFailed;
}

/**
 * Buys a package (spec §4): signed out → /login; signed in → 'Processing Payment...', the server
 * prices the package and opens a checkout, the attempt is remembered, and the browser leaves for
 * the provider's page in the same tab (PhonePe blocks new tabs without a referrer).
 */
export function BuyPackageButton({
  pkg,
  label,
  className,
  redirect = (url) => window.location.assign(url),
}: Props) {
  const { user } = useSession();
  const navigate = useAppNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function buy() {
    if (!user) {
      navigate(paths.login);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { startCheckout } = await import('../start-checkout.ts');
      redirect(await startCheckout(pkg, user));
    } catch (caught) {
      if (isApiError(caught) && caught.status === 401) {
        navigate(paths.login);
        return;
      }
      setError(`Payment failed: ${failureMessage(caught)}`);
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => void buy()}
        disabled={busy}
        aria-busy={busy}
        className={className ?? buttonClasses({ size: 'lg' })}
      >
        {busy ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Processing Payment...
          </>
        ) : (
          (label ?? pkg.buttonText)
        )}
      </button>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
