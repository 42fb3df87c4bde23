import { useLocation } from 'react-router';
import { useLogOutMutation } from '../../features/auth/api/log-out.ts';
import { SiteHeader } from './site-header.tsx';

/** The navigation bar inside the app: the router's location, and logout through the query cache. */
export function AppHeader() {
  const { pathname } = useLocation();
  const logOut = useLogOutMutation();
  return (
    <SiteHeader pathname={pathname} logOut={{ run: () => logOut.mutate(), pending: logOut.isPending }} />
  );
}
