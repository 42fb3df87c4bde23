import { ChevronDown, Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { pageLinks, serviceMenus } from '../../config/navigation.ts';
import { cn } from '../../lib/cn.ts';
import { Container } from '../ui/container.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { BrandLogo } from './brand-logo.tsx';

interface SiteHeaderProps {
  /** The account area for wide screens (Get Started, or the user's menu). */
  account: ReactNode;
  /** The account area inside the collapsed mobile menu. */
  mobileAccount: ReactNode;
}

const topLinkClasses =
  'inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100 data-[state=open]:text-slate-900';

/** The navigation bar on every page (spec §2). Services open Radix menus; below `md` it collapses. */
export function SiteHeader({ account, mobileAccount }: SiteHeaderProps) {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [lastLocationKey, setLastLocationKey] = useState(location.key);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mobileMenuId = useId();

  // Close the mobile menu on every navigation, including a click on the page already shown.
  if (location.key !== lastLocationKey) {
    setLastLocationKey(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-backdrop-filter:bg-white/80">
      {/* From md to xl the links need a row of their own; from xl everything fits on one line. */}
      <Container className="flex min-h-16 flex-wrap items-center justify-between gap-x-3 py-3 md:pb-0 xl:flex-nowrap xl:py-0">
        <BrandLogo />

        <nav
          aria-label="Main"
          className="order-last hidden w-full items-center justify-center gap-0.5 mt-3 border-t border-slate-100 py-1.5 md:flex xl:order-none xl:mt-0 xl:w-auto xl:border-0 xl:py-0"
        >
          {serviceMenus.map((menu) => (
            <DropdownMenu key={menu.label} modal={false}>
              <DropdownMenuTrigger className={topLinkClasses}>
                {menu.label}
                <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start" className="w-72">
                {menu.links.map((link) => (
                  <ServiceMenuItem
                    key={link.to}
                    label={link.label}
                    to={link.to}
                    description={link.description}
                  />
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          ))}
          {pageLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) => cn(topLinkClasses, isActive && 'text-brand-700')}
            >
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className="hidden items-center md:flex">{account}</div>

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={mobileMenuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
          <span className="sr-only">Menu</span>
        </button>
      </Container>

      <div
        id={mobileMenuId}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white md:hidden"
      >
        <Container className="py-4">
          <nav aria-label="Main (mobile)" className="flex flex-col gap-5">
            {serviceMenus.map((menu) => (
              <div key={menu.label}>
                <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {menu.label}
                </p>
                <ul>
                  {menu.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="block rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <ul className="border-t border-slate-200 pt-4">
              {pageLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="block rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-4 border-t border-slate-200 pt-4">{mobileAccount}</div>
        </Container>
      </div>
    </header>
  );
}

function ServiceMenuItem({ label, to, description }: { label: string; to: string; description?: string }) {
  const descriptionId = useId();
  return (
    <DropdownMenuItem asChild aria-describedby={description ? descriptionId : undefined}>
      <Link to={to}>
        <span className="flex flex-col gap-0.5">
          <span className="font-semibold text-slate-900">{label}</span>
          {/* Kept out of the item's name so it reads as its label; announced as its description. */}
          {description ? (
            <span id={descriptionId} aria-hidden="true" className="text-xs text-slate-600">
              {description}
            </span>
          ) : null}
        </span>
      </Link>
    </DropdownMenuItem>
  );
}
