import { type AdminUser, roleAllows, roleLabels, type UserRole } from '@launchpad/shared';
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
import { useStaffRole } from '../../../lib/staff-access.tsx';
import { type UserAction, useUserActionMutation } from '../api/user-actions.ts';
import { RolePicker } from './role-picker.tsx';

/** The actions offered as buttons; the role has its own control. */
type ButtonAction = Exclude<UserAction, 'change-role'>;

interface ActionText {
  label: string;
  /** What the action does, under its button. */
  effect: string;
  /** The question asked before it is done. */
  confirm: (user: AdminUser) => string;
  danger?: boolean;
}

const actionTexts: Record<ButtonAction, ActionText> = {
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

const roleChangeQuestion = (user: AdminUser, role: UserRole) =>
  `Make ${user.name} ${roleLabels[role]}? Their sessions and links end; they sign in again.`;

/**
 * The actions that make sense for this account now and that the viewer's role allows, in the order
 * they are offered: an owner manages accounts (`staff.manage`), support may resend a verification.
 */
export function availableActions(user: AdminUser, adminId: string, viewer: UserRole | null): UserAction[] {
  if (viewer === null) return [];
  const manages = roleAllows(viewer, 'staff.manage');
  if (user.deactivated) return manages ? ['reactivate'] : [];
  const actions: UserAction[] = [];
  if (user.invitationPending) {
    if (manages) actions.push('resend-invitation');
  } else if (!user.emailVerified && roleAllows(viewer, 'users.verify')) {
    actions.push('resend-verification');
  }
  if (!manages) return actions;
  actions.push('sign-out', 'change-role');
  if (user.id !== adminId) actions.push('deactivate');
  return actions;
}

/** The offered actions: a button each, and the role's select. */
function ActionList({
  user,
  actions,
  nextRole,
  onChooseRole,
  onChoose,
}: {
  user: AdminUser;
  actions: UserAction[];
  nextRole: UserRole;
  onChooseRole: (role: UserRole) => void;
  onChoose: (action: UserAction) => void;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {actions.map((action) =>
        action === 'change-role' ? (
          <li key={action}>
            <RolePicker
              current={user.role}
              chosen={nextRole}
              onChoose={onChooseRole}
              onAsk={() => onChoose('change-role')}
            />
          </li>
        ) : (
          <li key={action} className="flex flex-col gap-1">
            <Button
              variant="outline"
              className={actionTexts[action].danger ? 'justify-start text-red-700' : 'justify-start'}
              onClick={() => onChoose(action)}
            >
              {actionTexts[action].label}
            </Button>
            <p className="text-sm text-slate-600">{actionTexts[action].effect}</p>
          </li>
        ),
      )}
    </ul>
  );
}

/** "Manage": the account's actions the viewer's role allows, each confirmed before it is done. */
export function UserActionsDialog({ user, adminId }: { user: AdminUser; adminId: string }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<UserAction | null>(null);
  const [nextRole, setNextRole] = useState<UserRole>(user.role);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useUserActionMutation();
  const actions = availableActions(user, adminId, useStaffRole());
  if (actions.length === 0) return null;

  const close = () => {
    setOpen(false);
    setChosen(null);
    setNextRole(user.role);
    setFailure(null);
  };

  const run = async (action: UserAction) => {
    setFailure(null);
    try {
      const { message } = await mutation.mutateAsync({ id: user.id, action, role: nextRole });
      toast.success(message);
      close();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'That did not work; please try again.');
    }
  };

  const title =
    chosen === 'change-role' ? 'Change role' : chosen ? actionTexts[chosen].label : `Manage ${user.name}`;
  const question =
    chosen === 'change-role'
      ? roleChangeQuestion(user, nextRole)
      : chosen
        ? actionTexts[chosen].confirm(user)
        : null;
  const yes =
    chosen === 'change-role' ? 'change role' : chosen ? actionTexts[chosen].label.toLowerCase() : '';

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Manage ${user.name}`}>
          <Settings2 aria-hidden="true" className="size-4" />
          Manage
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{question ?? `${user.email} · ${roleLabels[user.role]}`}</DialogDescription>
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        {chosen ? (
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => setChosen(null)} disabled={mutation.isPending}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
            </Button>
            <Button onClick={() => run(chosen)} disabled={mutation.isPending}>
              {mutation.isPending ? 'Working…' : `Yes, ${yes}`}
            </Button>
          </div>
        ) : (
          <ActionList
            user={user}
            actions={actions}
            nextRole={nextRole}
            onChooseRole={setNextRole}
            onChoose={setChosen}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
