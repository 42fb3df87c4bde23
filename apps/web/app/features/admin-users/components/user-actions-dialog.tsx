import type { AdminUser } from '@launchpad/shared';
import { ArrowLeft, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { type UserAction, useUserActionMutation } from '../api/user-actions.ts';

interface ActionText {
  label: string;
  /** What the action does, under its button. */
  effect: string;
  /** The question asked before it is done. */
  confirm: (user: AdminUser) => string;
  danger?: boolean;
}

const actionTexts: Record<UserAction, ActionText> = {
  'resend-invitation': {
    label: 'Send a new invitation',
    effect: 'Mails a new link to choose a password; the earlier link stops working.',
    confirm: (user) => `Send ${user.name} a new invitation link at ${user.email}?`,
  },
  'resend-verification': {
    label: 'Resend verification mail',
    effect: 'Mails a new link that confirms the address.',
    confirm: (user) => `Send a new verification link to ${user.email}?`,
  },
  'sign-out': {
    label: 'Sign out everywhere',
    effect: 'Ends every session on every device. They can sign in again.',
    confirm: (user) => `Sign ${user.name} out on every device?`,
  },
  'grant-admin': {
    label: 'Make admin',
    effect: 'They see every customer and order. Their sessions and links end; they sign in again.',
    confirm: (user) => `Make ${user.name} an admin? They will be signed out and sign in again.`,
  },
  'revoke-admin': {
    label: 'Remove admin rights',
    effect: 'They keep their account as a customer. The last active admin keeps the rights.',
    confirm: (user) => `Remove ${user.name}’s admin rights?`,
    danger: true,
  },
  deactivate: {
    label: 'Deactivate account',
    effect: 'Signs them out everywhere; they cannot sign in until reactivated. Orders stay.',
    confirm: (user) => `Deactivate ${user.name}? They are signed out and cannot sign in.`,
    danger: true,
  },
  reactivate: {
    label: 'Reactivate account',
    effect: 'They can sign in again.',
    confirm: (user) => `Reactivate ${user.name}? They can sign in again.`,
  },
};

/** The actions that make sense for this account now, in the order they are offered. */
export function availableActions(user: AdminUser, adminId: string): UserAction[] {
  if (user.deactivated) return ['reactivate'];
  const actions: UserAction[] = [];
  if (user.invitationPending) actions.push('resend-invitation');
  else if (!user.emailVerified) actions.push('resend-verification');
  actions.push('sign-out', user.isAdmin ? 'revoke-admin' : 'grant-admin');
  if (user.id !== adminId) actions.push('deactivate');
  return actions;
}

/** "Manage": the account's actions, each confirmed before it is done. */
export function UserActionsDialog({ user, adminId }: { user: AdminUser; adminId: string }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<UserAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useUserActionMutation();

  const close = () => {
    setOpen(false);
    setChosen(null);
    setFailure(null);
  };

  const run = async (action: UserAction) => {
    setFailure(null);
    try {
      const { message } = await mutation.mutateAsync({ id: user.id, action });
      toast.success(message);
      close();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'That did not work; please try again.');
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Manage ${user.name}`}>
          <Settings2 aria-hidden="true" className="size-4" />
          Manage
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{chosen ? actionTexts[chosen].label : `Manage ${user.name}`}</DialogTitle>
        <DialogDescription>{chosen ? actionTexts[chosen].confirm(user) : user.email}</DialogDescription>
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        {chosen ? (
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => setChosen(null)} disabled={mutation.isPending}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
            </Button>
            <Button onClick={() => run(chosen)} disabled={mutation.isPending}>
              {mutation.isPending ? 'Working…' : `Yes, ${actionTexts[chosen].label.toLowerCase()}`}
            </Button>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {availableActions(user, adminId).map((action) => (
              <li key={action} className="flex flex-col gap-1">
                <Button
                  variant="outline"
                  className={actionTexts[action].danger ? 'justify-start text-red-700' : 'justify-start'}
                  onClick={() => setChosen(action)}
                >
                  {actionTexts[action].label}
                </Button>
                <p className="text-sm text-slate-600">{actionTexts[action].effect}</p>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
