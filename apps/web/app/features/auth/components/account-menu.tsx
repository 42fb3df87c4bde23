import type { PublicUser } from '@launchpad/shared';
import { ChevronDown, LayoutDashboard, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { paths } from '../../../config/paths.ts';
import { useLogOutMutation } from '../api/log-out.ts';
import { useSession } from '../use-session.ts';

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

/** Admins go to the Admin Panel, everyone else to their Dashboard (spec §2, navigation bar). */
function homeLink(user: PublicUser) {
  return user.isAdmin
    ? { label: 'Admin Panel', to: paths.admin, Icon: ShieldCheck }
    : { label: 'Dashboard', to: paths.dashboard, Icon: LayoutDashboard };
}

/** The navigation bar's account area: Get Started when signed out, a menu named after the user otherwise. */
export function AccountMenu() {
  const { user } = useSession();
  const logOut = useLogOutMutation();

  if (!user) {
    return (
      <Link to={paths.login} className={buttonClasses({ size: 'sm' })}>
        Get Started
      </Link>
    );
  }

  const home = homeLink(user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="inline-flex h-10 items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 data-[state=open]:bg-slate-50">
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
        >
          {firstName(user.name).charAt(0).toUpperCase()}
        </span>
        {firstName(user.name)}
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          Signed in as
          <span className="block truncate font-medium text-slate-900">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={home.to}>
            <home.Icon aria-hidden="true" />
            {home.label}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.account}>
            <UserRound aria-hidden="true" />
            My Account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => logOut.mutate()} disabled={logOut.isPending}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The same choices laid out for the collapsed mobile menu. */
export function MobileAccountLinks() {
  const { user } = useSession();
  const logOut = useLogOutMutation();

  if (!user) {
    return (
      <Link to={paths.login} className={buttonClasses({ className: 'w-full' })}>
        Get Started
      </Link>
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
      <Link to={home.to} className={linkClasses}>
        <home.Icon aria-hidden="true" className="size-5 text-slate-500" />
        {home.label}
      </Link>
      <Link to={paths.account} className={linkClasses}>
        <UserRound aria-hidden="true" className="size-5 text-slate-500" />
        My Account
      </Link>
      <Button
        variant="outline"
        className="mt-2 w-full"
        onClick={() => logOut.mutate()}
        disabled={logOut.isPending}
      >
        <LogOut aria-hidden="true" className="size-4" />
        Logout
      </Button>
    </div>
  );
}
