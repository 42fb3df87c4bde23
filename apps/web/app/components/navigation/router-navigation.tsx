import { type ReactNode, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { type AppLinkProps, type Navigation, NavigationProvider } from './app-link.tsx';

function RouterLink({ to, ...rest }: AppLinkProps) {
  return <Link to={to} {...rest} />;
}

/** Inside the app, `AppLink` and `useAppNavigate` go through React Router. */
export function RouterNavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({ Link: RouterLink, navigate: (to) => void navigate(to) }),
    [navigate],
  );
  return <NavigationProvider value={navigation}>{children}</NavigationProvider>;
}
