import { MonitorSmartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSignOutEverywhereMutation } from '../api/sign-out-everywhere.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks before ending every session of the account, this one included. */
export function SignOutEverywhereDialog({ open, onOpenChange }: Props) {
  const signOut = useSignOutEverywhereMutation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!signOut.isPending) onOpenChange(next);
        if (!next) signOut.reset();
      }}
    >
      <DialogContent>
        <DialogTitle className="flex items-center gap-2 pr-8 text-lg font-bold">
          <MonitorSmartphone aria-hidden="true" className="size-5 text-brand-700" />
          Sign out of all devices?
        </DialogTitle>
        <DialogDescription className="text-sm text-slate-700">
          This ends your sessions on every phone, computer and browser, including this one. You will need to
          sign in again everywhere. Use it if you signed in on a shared device or think someone else has your
          password (then change it too).
        </DialogDescription>
        {signOut.error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            Could not sign you out: {signOut.error.message}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={signOut.isPending}>
            Cancel
          </Button>
          <Button onClick={() => signOut.mutate()} disabled={signOut.isPending} aria-busy={signOut.isPending}>
            {signOut.isPending ? <Spinner className="size-4" /> : null}
            Sign out everywhere
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
