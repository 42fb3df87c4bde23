import { isStaffRole, type PublicUser } from '@launchpad/shared';
import { ChevronDown, LayoutDashboard, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { AppLink } from '../../../components/navigation/app-link.tsx';
import { NavDisclosure } from '../../../components/navigation/nav-disclosure.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/use-session.ts';

/** Logging out, as the place drawing the menu does it (the app with its cache, or a static page). */
export interface LogOutControl {
  run: () => void;
  pending: boolean;
}

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

/** The team goes to the Admin Panel, customers to their Dashboard. */
function homeLink(user: PublicUser) {
  return isStaffRole(user.role)
    ? { label: 'Admin Panel', to: paths.admin, Icon: ShieldCheck }
    : { label: 'Dashboard', to: paths.dashboard, Icon: LayoutDashboard };
}

const menuItemClasses =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50 disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-slate-500';

/**
 * The navigation bar's account area: Sign in and Get Started (the sign-up form) when signed out, a menu named after the user otherwise.
 * `compactOnPhone` shows only the initial on a phone (the name is still read out), for a full bar.
 */
export function AccountMenu({
  logOut,
  compactOnPhone = false,
}: {
  logOut: LogOutControl;
  compactOnPhone?: boolean;
}) {
  const { user } = useSession();

  if (!user) return <SignedOutLinks />;

  return (
    <NavDisclosure
      id="account-menu"
      align="end"
      buttonClassName="inline-flex h-10 items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 data-[state=open]:bg-slate-50"
      label={<AccountMenuLabel user={user} compactOnPhone={compactOnPhone} />}
    >
      {(close) => <AccountMenuItems user={user} logOut={logOut} close={close} />}
    </NavDisclosure>
  );
}

/** Signed out: Sign in, and Get Started (the sign-up form). */
function SignedOutLinks() {
  return (
    <div className="flex items-center gap-1">
      <AppLink to={paths.login} className={buttonClasses({ size: 'sm', variant: 'ghost' })}>
        Sign in
      </AppLink>
      <AppLink to={paths.signIn({ mode: 'create' })} className={buttonClasses({ size: 'sm' })}>
        Get Started
      </AppLink>
    </div>
  );
}

/** The menu's button: the user's initial and first name. */
function AccountMenuLabel({ user, compactOnPhone }: { user: PublicUser; compactOnPhone: boolean }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
      >
        {firstName(user.name).charAt(0).toUpperCase()}
      </span>
      {/* A long first name is cut, so the bar keeps its place on a phone. */}
      <span className={compactOnPhone ? 'max-w-32 truncate max-sm:sr-only' : 'max-w-32 truncate'}>
        {firstName(user.name)}
      </span>
      <span className="sr-only"> (account menu)</span>
      <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
    </>
  );
}

/** The open menu: whom it is signed in as, the user's pages, and Logout. */
function AccountMenuItems({
  user,
  logOut,
  close,
}: {
  user: PublicUser;
  logOut: LogOutControl;
  close: () => void;
}) {
  const home = homeLink(user);
  return (
    <>
      <p className="px-3 py-2 text-xs text-slate-600">
        Signed in as
        <span className="block truncate font-medium text-slate-900">{user.email}</span>
      </p>
      <hr className="my-1 border-slate-200" />
      <ul>
        <li>
          <AppLink to={home.to} className={menuItemClasses}>
            <home.Icon aria-hidden="true" />
            {home.label}
          </AppLink>
        </li>
        <li>
          <AppLink to={paths.account} className={menuItemClasses}>
            <UserRound aria-hidden="true" />
            My Account
          </AppLink>
        </li>
      </ul>
      <hr className="my-1 border-slate-200" />
      <button
        type="button"
        className={menuItemClasses}
        disabled={logOut.pending}
        onClick={() => {
          close();
          logOut.run();
        }}
      >
        <LogOut aria-hidden="true" />
        Logout
      </button>
    </>
  );
}

/** The same choices laid out for the collapsed mobile menu. */
export function MobileAccountLinks({ logOut }: { logOut: LogOutControl }) {
  const { user } = useSession();

  if (!user) {
    return (
      <div className="flex flex-col gap-2">
        <AppLink to={paths.signIn({ mode: 'create' })} className={buttonClasses({ className: 'w-full' })}>
          Get Started
        </AppLink>
        <AppLink to={paths.login} className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
          Sign in
        </AppLink>
      </div>
    );
  }

  const home = homeLink(user);
  const linkClasses =
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100';
  return (
    <div className="flex flex-col gap-1">
      <p className="px-3 pb-1 text-sm text-slate-600">
        Signed in as <span className="font-semibold text-slate-900">{user.name}</span>
      </p>
      <AppLink to={home.to} className={linkClasses}>
        <home.Icon aria-hidden="true" className="size-5 text-slate-500" />
        {home.label}
      </AppLink>
      <AppLink to={paths.account} className={linkClasses}>
        <UserRound aria-hidden="true" className="size-5 text-slate-500" />
        My Account
      </AppLink>
      <Button variant="outline" className="mt-2 w-full" onClick={logOut.run} disabled={logOut.pending}>
        <LogOut aria-hidden="true" className="size-4" />
        Logout
      </Button>
    </div>
  );
}
