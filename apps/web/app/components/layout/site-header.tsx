import { ChevronDown, Menu, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type NavLink, pageLinks, serviceMenus } from '../../config/navigation.ts';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../navigation/app-link.tsx';
import { NavDisclosure, useDisclosure } from '../navigation/nav-disclosure.tsx';
import { Container } from '../ui/container.tsx';
import { BrandLogo } from './brand-logo.tsx';

interface SiteHeaderProps {
  /** The page shown: its link is marked current. */
  pathname: string;
  /** The account menu of wide screens. */
  account: ReactNode;
  /** The account links at the foot of the mobile menu. */
  mobileAccount: ReactNode;
  /** Call and chat links shown beside the menu button on phones. */
  contactLinks?: ReactNode;
}

const MOBILE_MENU_ID = 'mobile-menu';

const topLinkClasses =
  'inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100 data-[state=open]:text-slate-900';

const mobileLinkClasses =
  'block rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100';

/** A list of links in the mobile menu; following one closes the menu. */
function MobileLinks({
  links,
  pathname,
  onNavigate,
  className,
}: {
  links: readonly NavLink[];
  pathname: string;
  onNavigate: () => void;
  className?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <AppLink
            to={link.to}
            aria-current={pathname === link.to ? 'page' : undefined}
            className={mobileLinkClasses}
            onClick={onNavigate}
          >
            {link.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The navigation bar on every page. Each service group opens a panel of links; below `md`
 * everything collapses into one menu. It is an island on static pages, so it reads no router state.
 */
export function SiteHeader({ pathname, account, mobileAccount, contactLinks }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-backdrop-filter:bg-white/80">
      {/* From md to xl the links need a row of their own; from xl everything fits on one line. */}
      <Container className="flex min-h-16 flex-wrap items-center justify-between gap-x-3 py-3 md:pb-0 xl:flex-nowrap xl:py-0">
        <BrandLogo />

        <MainNav pathname={pathname} />

        <div className="hidden items-center md:flex">{account}</div>

        {contactLinks}

        <MobileMenu pathname={pathname} mobileAccount={mobileAccount} />
      </Container>
    </header>
  );
}

/** The links of wide screens: a panel per service group, then the pages. */
function MainNav({ pathname }: { pathname: string }) {
  return (
    <nav
      aria-label="Main"
      className="order-last hidden w-full items-center justify-center gap-0.5 mt-3 border-t border-slate-100 py-1.5 md:flex xl:order-none xl:mt-0 xl:w-auto xl:border-0 xl:py-0"
    >
      {serviceMenus.map((menu, menuIndex) => (
        <NavDisclosure
          key={menu.label}
          id={`services-menu-${menuIndex}`}
          group="services-menu"
          buttonClassName={topLinkClasses}
          panelClassName="w-72"
          label={
            <>
              {menu.label}
              <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
            </>
          }
        >
          {() => <ServiceMenuLinks links={menu.links} menuIndex={menuIndex} pathname={pathname} />}
        </NavDisclosure>
      ))}
      {pageLinks.map((link) => (
        <AppLink
          key={link.to}
          to={link.to}
          aria-current={pathname === link.to ? 'page' : undefined}
          className={cn(topLinkClasses, pathname === link.to && 'text-brand-700')}
        >
          {link.label}
        </AppLink>
      ))}
    </nav>
  );
}

/** The panel of one service group: each service with its one-line description. */
function ServiceMenuLinks({
  links,
  menuIndex,
  pathname,
}: {
  links: readonly NavLink[];
  menuIndex: number;
  pathname: string;
}) {
  return (
    <ul>
      {links.map((link, linkIndex) => {
        const descriptionId = `services-menu-${menuIndex}-${linkIndex}-description`;
        return (
          <li key={link.to}>
            <AppLink
              to={link.to}
              aria-current={pathname === link.to ? 'page' : undefined}
              aria-describedby={link.description ? descriptionId : undefined}
              className="flex flex-col gap-0.5 rounded-lg px-3 py-2 text-sm hover:bg-brand-50 focus-visible:bg-brand-50"
            >
              <span className="font-semibold text-slate-900">{link.label}</span>
              {/* Kept out of the link's name so it reads as its label; announced as its description. */}
              {link.description ? (
                <span id={descriptionId} aria-hidden="true" className="text-xs text-slate-600">
                  {link.description}
                </span>
              ) : null}
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}

/** Everything in one menu below `md`; it closes when the app shows another page. */
function MobileMenu({ pathname, mobileAccount }: { pathname: string; mobileAccount: ReactNode }) {
  const mobileMenu = useDisclosure();
  const [shownPath, setShownPath] = useState(pathname);
  // A link to the page already shown changes nothing else, so every link closes the menu itself.
  const closeMenu = mobileMenu.close;

  // Close the mobile menu when the app shows another page.
  if (pathname !== shownPath) {
    setShownPath(pathname);
    mobileMenu.setOpen(false);
  }

  return (
    <details
      ref={mobileMenu.detailsRef}
      open={mobileMenu.open}
      onToggle={mobileMenu.onToggle}
      className="md:hidden"
    >
      {/* A summary opens its details without scripts. "button" is its implicit role, spelled out for tools that name it otherwise. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above */}
      <summary
        ref={mobileMenu.toggleRef}
        role="button"
        aria-expanded={mobileMenu.open}
        aria-controls={MOBILE_MENU_ID}
        className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
        onClick={mobileMenu.onToggleClick}
      >
        {mobileMenu.open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
        <span className="sr-only">Menu</span>
      </summary>
      {/* Placed under the whole bar: the sticky header is its containing block. */}
      <div
        id={MOBILE_MENU_ID}
        hidden={mobileMenu.hydrated && !mobileMenu.open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-b border-slate-200 bg-white shadow-lg"
      >
        {mobileMenu.hydrated && !mobileMenu.open ? null : (
          <Container className="py-4">
            <nav aria-label="Main (mobile)" className="flex flex-col gap-5">
              {serviceMenus.map((menu) => (
                <div key={menu.label}>
                  <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    {menu.label}
                  </p>
                  <MobileLinks links={menu.links} pathname={pathname} onNavigate={closeMenu} />
                </div>
              ))}
              <MobileLinks
                links={pageLinks}
                pathname={pathname}
                onNavigate={closeMenu}
                className="border-t border-slate-200 pt-4"
              />
            </nav>
            <div className="mt-4 border-t border-slate-200 pt-4">{mobileAccount}</div>
          </Container>
        )}
      </div>
    </details>
  );
}
