import { useLocation } from 'react-router';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { useLogOutMutation } from '../../features/auth/api/log-out.ts';
import { AccountMenu, MobileAccountLinks } from '../../features/auth/components/account-menu.tsx';
import { PhoneContactLinks } from '../../features/catalogue/components/phone-contact-links.tsx';

/** The navigation bar inside the app: the router's location, and logout through the query cache. */
export function AppHeader() {
  const { pathname } = useLocation();
  const logOut = useLogOutMutation();
  const control = { run: () => logOut.mutate(), pending: logOut.isPending };
  return (
    <SiteHeader
      pathname={pathname}
      account={<AccountMenu logOut={control} />}
      mobileAccount={<MobileAccountLinks logOut={control} />}
      contactLinks={<PhoneContactLinks />}
    />
  );
}
