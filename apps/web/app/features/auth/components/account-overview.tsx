import type { PublicUser } from '@launchpad/shared';
import { formatDate } from '@launchpad/shared';
import {
  Activity,
  BadgeCheck,
  Clock,
  KeyRound,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Mail,
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
import { cn } from '../../../lib/cn.ts';
import { useLogOutMutation } from '../api/log-out.ts';
import { ChangeEmailDialog } from './change-email-dialog.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { EditProfileDialog } from './edit-profile-dialog.tsx';

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

const statusTones = {
  success: { box: 'bg-emerald-50 text-emerald-900', icon: 'text-emerald-700' },
  brand: { box: 'bg-brand-50 text-brand-900', icon: 'text-brand-700' },
};

/** A tile of the status card; the icon sits in the term so that the list holds only terms and details. */
function StatusFact({
  Icon,
  label,
  value,
  tone,
}: {
  Icon: LucideIcon;
  label: string;
  value: string;
  tone: keyof typeof statusTones;
}) {
  return (
    <div className={cn('relative rounded-xl py-4 pr-4 pl-13', statusTones[tone].box)}>
      <dt className="text-xs font-medium">
        <Icon
          aria-hidden="true"
          className={cn('absolute top-1/2 left-4 size-6 -translate-y-1/2', statusTones[tone].icon)}
        />
        {label}
      </dt>
      <dd className="text-base font-bold">{value}</dd>
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

/** The account page: profile, status, quick actions, the session note and Logout. */
export function AccountOverview({ user, onViewActivity, children }: Props) {
  const logOut = useLogOutMutation();
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  const role = user.isAdmin ? 'Administrator' : 'Standard User';

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6 lg:col-span-2">
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="grid size-12 place-items-center rounded-full bg-brand-600 text-lg font-bold text-white"
              >
                {user.name.trim().charAt(0).toUpperCase()}
              </span>
              <div className="flex flex-col">
                <CardTitle className="text-lg">{user.name}</CardTitle>
                <span className="text-sm text-slate-600">{role}</span>
              </div>
            </div>
            {user.isAdmin ? (
              <Badge tone="info">
                <ShieldCheck aria-hidden="true" className="size-3.5" />
                Admin
              </Badge>
            ) : null}
          </CardHeader>
          <CardContent>
            <h3 className="sr-only">Profile</h3>
            <dl>
              <ProfileFact label="User ID" value={user.id} />
              <ProfileFact label="Email" value={user.email} />
              <ProfileFact label="Phone" value={user.phone ?? 'Not provided'} />
              <ProfileFact label="Role" value={role} />
              <ProfileFact label="Member since" value={formatDate(user.createdAt)} />
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Account Status</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <StatusFact Icon={BadgeCheck} label="Status" value="Active" tone="success" />
              <StatusFact
                Icon={ShieldCheck}
                label="Account type"
                value={user.isAdmin ? 'Admin' : 'User'}
                tone="brand"
              />
            </dl>
          </CardContent>
        </Card>
        {children}
      </div>

      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Quick Actions</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-3">
              <li>
                <button type="button" className={actionClasses} onClick={() => setEditing(true)}>
                  <ActionIcon Icon={UserPen} />
                  Edit Profile
                </button>
              </li>
              <li>
                <button type="button" className={actionClasses} onClick={() => setChangingEmail(true)}>
                  <ActionIcon Icon={Mail} />
                  Change Email
                </button>
              </li>
              <li>
                <button type="button" className={actionClasses} onClick={() => setChangingPassword(true)}>
                  <ActionIcon Icon={KeyRound} />
                  Change Password
                </button>
              </li>
              <li>
                <button type="button" className={actionClasses} onClick={onViewActivity}>
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
              {user.isAdmin ? (
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
          </CardContent>
        </Card>
      </div>

      <EditProfileDialog user={user} open={editing} onOpenChange={setEditing} />
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
      <ChangeEmailDialog
        currentEmail={user.email}
        emailVerified={user.emailVerified}
        open={changingEmail}
        onOpenChange={setChangingEmail}
      />
    </div>
  );
}
