import { adminMessages } from '@launchpad/shared';
import { House, LayoutDashboard, ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';

/** What a signed-in customer sees at /admin; no admin data was loaded for them. */
export function NotAllowed() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-red-100 text-red-700">
        <ShieldX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {adminMessages.notAllowedTitle}
      </h1>
      <p className="text-base text-slate-600">
        {adminMessages.notAllowedText} If you think you should have access, ask an owner of the shop to give
        your account a role of the team.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.dashboard} className={buttonClasses()}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          Go to your dashboard
        </Link>
        <Link to={paths.home} className={buttonClasses({ variant: 'outline' })}>
          <House aria-hidden="true" className="size-4" />
          Return Home
        </Link>
      </div>
    </div>
  );
}
