import type { PublicUser } from '@launchpad/shared';
import { formatDate, isStaffRole, roleLabels } from '@launchpad/shared';
import {
  Activity,
  BadgeCheck,
  Clock,
  KeyRound,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Mail,
  MailWarning,
  MonitorSmartphone,
  ReceiptIndianRupee,
  ShieldCheck,
  UserPen,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useLogOutMutation } from '../api/log-out.ts';
import { ChangeEmailDialog } from './change-email-dialog.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { EditProfileDialog } from './edit-profile-dialog.tsx';
import { ResendVerificationButton } from './resend-verification-button.tsx';
import { SignOutEverywhereDialog } from './sign-out-everywhere-dialog.tsx';

const actionClasses =
  'flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left text-sm font-semibold text-slate-900 transition-colors hover:border-brand-300 hover:bg-brand-50';

function ActionIcon({ Icon }: { Icon: LucideIcon }) {
  return (
    <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
      <Icon aria-hidden="true" className="size-4" />
    </span>
  );
}

function ProfileFact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-slate-100 py-3 last:border-0 sm:flex-row sm:justify-between sm:gap-6">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm font-medium break-all text-slate-900 sm:text-right">{value}</dd>
    </div>
  );
}

/** The email row: the address, whether it is confirmed, and a new link when it is not. */
function EmailFact({ email, verified }: { email: string; verified: boolean }) {
  return (
    <div className="flex flex-col gap-1 border-b border-slate-100 py-3 sm:flex-row sm:justify-between sm:gap-6">
      <dt className="text-sm text-slate-600">Email</dt>
      <dd className="flex flex-col items-start gap-2 text-sm font-medium text-slate-900 sm:items-end">
        <span className="flex flex-wrap items-center gap-2 sm:justify-end">
          <span className="break-all">{email}</span>
          {verified ? (
            <Badge tone="success">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              Verified
            </Badge>
          ) : (
            <Badge tone="warning">
              <MailWarning aria-hidden="true" className="size-3.5" />
              Not verified
            </Badge>
          )}
        </span>
        {verified ? null : <ResendVerificationButton label="Resend verification email" />}
      </dd>
    </div>
  );
}

interface Props {
  user: PublicUser;
  /** Opens the user's recent order activity (the orders feature owns it). */
  onViewActivity: () => void;
  /** Cards of other features, under the account status (the billing details). */
  children?: ReactNode;
}

/** Who the user is: name, email (and whether it is verified), phone and since when. */
function ProfileCard({ user }: { user: PublicUser }) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-12 place-items-center rounded-full bg-brand-600 text-lg font-bold text-white"
          >
            {user.name.trim().charAt(0).toUpperCase()}
          </span>
          <CardTitle className="text-lg">{user.name}</CardTitle>
        </div>
        {isStaffRole(user.role) ? (
          <Badge tone="info">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            {roleLabels[user.role]}
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent>
        <h3 className="sr-only">Profile</h3>
        <dl>
          <ProfileFact label="Name" value={user.name} />
          <EmailFact email={user.email} verified={user.emailVerified} />
          <ProfileFact label="Phone" value={user.phone ?? 'Not provided'} />
          <ProfileFact label="Member since" value={formatDate(user.createdAt)} />
        </dl>
      </CardContent>
    </Card>
  );
}

interface QuickActionHandlers {
  onEditProfile: () => void;
  onChangeEmail: () => void;
  onChangePassword: () => void;
  onViewActivity: () => void;
}

/** The account's changes, the activity, and the ways to orders, payments and (for admins) the panel. */
function QuickActionsCard({ isAdmin, actions }: { isAdmin: boolean; actions: QuickActionHandlers }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          <li>
            <button type="button" className={actionClasses} onClick={actions.onEditProfile}>
              <ActionIcon Icon={UserPen} />
              Edit Profile
            </button>
          </li>
          <li>
            <button type="button" className={actionClasses} onClick={actions.onChangeEmail}>
              <ActionIcon Icon={Mail} />
              Change Email
            </button>
          </li>
          <li>
            <button type="button" className={actionClasses} onClick={actions.onChangePassword}>
              <ActionIcon Icon={KeyRound} />
              Change Password
            </button>
          </li>
          <li>
            <button type="button" className={actionClasses} onClick={actions.onViewActivity}>
              <ActionIcon Icon={Activity} />
              View Activity
            </button>
          </li>
          <li>
            <Link to={paths.dashboard} className={actionClasses}>
              <ActionIcon Icon={LayoutDashboard} />
              My Orders
            </Link>
          </li>
          <li>
            <Link to={paths.paymentHistory} className={actionClasses}>
              <ActionIcon Icon={ReceiptIndianRupee} />
              Payment History
            </Link>
          </li>
          {isAdmin ? (
            <li>
              <Link to={paths.admin} className={actionClasses}>
                <ActionIcon Icon={ShieldCheck} />
                Admin Panel
              </Link>
            </li>
          ) : null}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The session's lifetime, Logout, and signing out of every device. */
function SessionCard({ onSignOutEverywhere }: { onSignOutEverywhere: () => void }) {
  const logOut = useLogOutMutation();
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <p className="flex items-start gap-3 text-sm text-slate-700">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span>
            <strong className="font-semibold text-slate-900">System note:</strong> for your security, your
            session expires 24 hours after you sign in.
          </span>
        </p>
        <Button variant="outline" onClick={() => logOut.mutate()} disabled={logOut.isPending}>
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </Button>
        <Button variant="ghost" onClick={onSignOutEverywhere}>
          <MonitorSmartphone aria-hidden="true" className="size-4" />
          Sign out of all devices
        </Button>
      </CardContent>
    </Card>
  );
}

/** The account page: profile, quick actions, the session note, Logout and signing out everywhere. */
export function AccountOverview({ user, onViewActivity, children }: Props) {
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  const [signingOutEverywhere, setSigningOutEverywhere] = useState(false);
  const actions: QuickActionHandlers = {
    onEditProfile: () => setEditing(true),
    onChangeEmail: () => setChangingEmail(true),
    onChangePassword: () => setChangingPassword(true),
    onViewActivity,
  };

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6 lg:col-span-2">
        <ProfileCard user={user} />
        {children}
      </div>

      <div className="flex flex-col gap-6">
        <QuickActionsCard isAdmin={isStaffRole(user.role)} actions={actions} />
        <SessionCard onSignOutEverywhere={() => setSigningOutEverywhere(true)} />
      </div>

      <EditProfileDialog user={user} open={editing} onOpenChange={setEditing} />
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
      <SignOutEverywhereDialog open={signingOutEverywhere} onOpenChange={setSigningOutEverywhere} />
      <ChangeEmailDialog
        currentEmail={user.email}
        emailVerified={user.emailVerified}
        open={changingEmail}
        onOpenChange={setChangingEmail}
      />
    </div>
  );
}
