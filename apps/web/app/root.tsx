import islandAssets from 'virtual:launchpad/islands-assets';
import { QueryClientProvider } from '@tanstack/react-query';
import { House, RotateCw } from 'lucide-react';
import { type ReactNode, useContext, useEffect, useState } from 'react';
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
} from 'react-router';
import { Toaster } from 'sonner';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { RouterNavigationProvider } from './components/navigation/router-navigation.tsx';
import { Button, buttonClasses } from './components/ui/button.tsx';
import { Container } from './components/ui/container.tsx';
import { Spinner } from './components/ui/spinner.tsx';
import { paths } from './config/paths.ts';
import { AUTH_MODE_HINT_SCRIPT } from './features/auth/sign-in-page-scripts.ts';
import { useSessionCheck } from './features/auth/use-session-check.ts';
import { Island, type IslandName } from './islands/island.tsx';
import SiteHeaderIsland from './islands/site-header.island.tsx';
import { staticPageIslands } from './islands/static-page.ts';
import { createQueryClient } from './lib/query-client.ts';
import { SIGNED_IN_HINT_SCRIPT } from './lib/stored-user.ts';
import { AdminHeader } from './routes/shell/admin-header.tsx';
import { AppHeader } from './routes/shell/app-header.tsx';
import './app.css';

const MAIN_CONTENT_ID = 'main-content';

/**
 * Zod probes `new Function` when it builds object schemas (at module load) to pick its compiled
 * validators. The CSP forbids eval, so Chrome reports a violation on every page. Setting `jitless`
 * in zod's global config before any module loads skips the probe; validation stays correct.
 */
const ZOD_JITLESS_SCRIPT = 'globalThis.__zod_globalConfig={jitless:true};';

export const meta: MetaFunction = ({ error }) => [
  error
    ? { title: 'Something went wrong | Launchpad' }
    : { title: 'Launchpad | Launch your startup in India' },
  {
    name: 'description',
    content:
      'Company registration, legal compliance, websites, mobile apps and digital marketing for Indian entrepreneurs, in one launch package.',
  },
];

export function links() {
  return [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];
}

/**
 * The islands of the page being prerendered when it is a static page (see `islands/island.tsx`),
 * otherwise null. In the browser the whole app is running, so it is always null there.
 */
function useStaticIslands(): readonly IslandName[] | null {
  const matches = useMatches();
  // The SPA fallback page (signed-in screens) is rendered for "/" too, down to the root only.
  const spaFallback = useContext(FrameworkContext)?.isSpaMode ?? false;
  return import.meta.env.SSR && islandAssets && !spaFallback ? staticPageIslands(matches) : null;
}

/**
 * What a static page loads: the islands runtime, which loads each island when it is wanted (see
 * `islands/schedule.ts`). The page is complete without it, so it is requested only once the browser
 * reports its first contentful paint: on a slow connection the HTML and the stylesheet get the
 * whole link first. (Waiting one frame was not enough: the paint is reported when the frame
 * reaches the screen, and the requests often went out before it.) Where paint timing is missing,
 * the frame after the first is the signal; a timer makes sure a page whose paint is never reported
 * still comes to life. Nothing is preloaded: appending one link per module cost a long task. A
 * constant script for each page; the server allows it by its hash, as it does React Router's.
 */
/** The latest a static page's islands start loading when its first paint is never reported. */
const ISLANDS_LATEST_MS = 3000;

function IslandScripts() {
  if (!islandAssets) return null;
  const load =
    `function load(){if(started)return;started=true;` +
    `var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(islandAssets.entry)};document.body.appendChild(s)}`;
  const loader =
    `(function(){var started=false;${load}` +
    `var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
    `new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();load()}}).observe({type:'paint',buffered:true});` +
    `setTimeout(load,${ISLANDS_LATEST_MS})` +
    `}else requestAnimationFrame(function(){setTimeout(load)})})()`;
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: built from our own asset names only */}
      <script dangerouslySetInnerHTML={{ __html: loader }} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const islands = useStaticIslands();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <meta property="og:site_name" content="Launchpad" />
        {/* Before any module runs: see ZOD_JITLESS_SCRIPT. The CSP allows it by its hash. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no user input */}
        <script dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
        {islands?.includes('auth-panel') ? (
          <>
            {/* Before the first paint: the sign-in panel shows its signed-in notice in place, */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no user input */}
            <script dangerouslySetInnerHTML={{ __html: SIGNED_IN_HINT_SCRIPT }} />
            {/* and the form its address asks for (sign in or create an account). */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no user input */}
            <script dangerouslySetInnerHTML={{ __html: AUTH_MODE_HINT_SCRIPT }} />
          </>
        ) : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        {islands ? (
          <IslandScripts />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

function Shell() {
  useSessionCheck();
  const { pathname } = useLocation();
  const islands = useStaticIslands();
  // The admin console wears its own compact bar, without the storefront's header and footer.
  const adminConsole = pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
  // On a static page the navigation bar is an island; in the app it is the app's.
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-lg bg-white font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      {islands ? (
        <Island name="site-header" component={SiteHeaderIsland} props={{ pathname }} />
      ) : adminConsole ? (
        <AdminHeader />
      ) : (
        <AppHeader />
      )}
      {/* At least a screen tall, so the footer starts below the fold and is not pushed down (a layout
          shift) when a screen's content replaces its loading state. */}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col outline-none"
      >
        <Outlet />
      </main>
      {adminConsole ? null : <SiteFooter />}
    </div>
  );
}

export default function App() {
  const [queryClient] = useState(createQueryClient);
  const islands = useStaticIslands();
  // Marks the page as interactive: end-to-end tests wait for it before pressing anything.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {/* A static page's HTML holds plain links: its islands run without the router. */}
      {islands ? (
        <Shell />
      ) : (
        <RouterNavigationProvider>
          <Shell />
        </RouterNavigationProvider>
      )}
      {/* At the bottom: the sticky navigation bar stays readable and clickable while a notice shows. */}
      {islands ? null : <Toaster position="bottom-right" richColors closeButton />}
    </QueryClientProvider>
  );
}

/** Shown while the app's code loads on screens that are not prerendered (dashboard, admin…). */
export function HydrateFallback() {
  return (
    <div role="status" className="grid min-h-dvh place-items-center p-6">
      <div className="flex items-center gap-3 text-slate-700">
        <Spinner className="size-6 text-brand-600" />
        <span className="text-base font-medium">Loading Launchpad…</span>
      </div>
    </div>
  );
}

/** The last line of defence: a friendly page instead of a blank screen. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Oops! Page Not Found' : 'Something went wrong';
  const text = notFound
    ? 'The page you are looking for does not exist or has moved.'
    : 'We hit an unexpected problem while showing this page. Please try again; if it keeps happening, contact our support team.';
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 py-16">
      <Container width="narrow" className="flex flex-col items-center gap-6 text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {notFound ? '404' : 'Error'}
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="text-base text-slate-600">{text}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.home} reloadDocument className={buttonClasses()}>
            <House aria-hidden="true" className="size-4" />
            Return Home
          </Link>
          {notFound ? null : (
            <Button variant="outline" onClick={() => window.location.reload()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          )}
        </div>
        {stack ? (
          <pre className="w-full overflow-x-auto rounded-lg bg-slate-900 p-4 text-left text-xs text-slate-100">
            {stack}
          </pre>
        ) : null}
      </Container>
    </main>
  );
}
