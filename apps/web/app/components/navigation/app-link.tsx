import { type AnchorHTMLAttributes, createContext, type ReactNode, useContext } from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** How links and programmatic navigation work where a component is drawn. */
export interface Navigation {
  Link: (props: AppLinkProps) => ReactNode;
  navigate: (to: string) => void;
}

/**
 * Outside the router (the islands of static pages) a link is a plain anchor and navigating loads
 * the next page; the app's root swaps in React Router's versions.
 */
const documentNavigation: Navigation = {
  Link: ({ to, ...rest }) => <a href={to} {...rest} />,
  navigate: (to) => window.location.assign(to),
};

const NavigationContext = createContext<Navigation>(documentNavigation);

export const NavigationProvider = NavigationContext.Provider;

/** A link that uses the router when there is one. */
export function AppLink(props: AppLinkProps) {
  const { Link } = useContext(NavigationContext);
  return <Link {...props} />;
}

/** Navigates with the router when there is one, by loading the page otherwise. */
export function useAppNavigate(): (to: string) => void {
  return useContext(NavigationContext).navigate;
}
