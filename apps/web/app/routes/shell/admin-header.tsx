import { BrandLogo } from '../../components/layout/brand-logo.tsx';
import { AppLink } from '../../components/navigation/app-link.tsx';
import { paths } from '../../config/paths.ts';
import { useLogOutMutation } from '../../features/auth/api/log-out.ts';
import { AccountMenu } from '../../features/auth/components/account-menu.tsx';

/**
 * The admin console's own bar, in place of the storefront's marketing header and footer: the
 * wordmark, the console, the way back to the site and the account menu, in one compact row.
 */
export function AdminHeader() {
  const logOut = useLogOutMutation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav aria-label="Admin" className="flex h-14 items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-3">
          <BrandLogo className="text-lg" />
          {/* On a phone the bar keeps the wordmark and the account menu: the console's pages link back themselves. */}
          <AppLink
            to={paths.admin}
            className="hidden rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-slate-100 sm:inline"
          >
            Admin console
          </AppLink>
        </div>
        <div className="flex items-center gap-2">
          <AppLink
            to={paths.home}
            className="hidden rounded-lg px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:inline"
          >
            View the site
          </AppLink>
          <AccountMenu compactOnPhone logOut={{ run: () => logOut.mutate(), pending: logOut.isPending }} />
        </div>
      </nav>
    </header>
  );
}
