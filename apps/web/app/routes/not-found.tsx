import { ArrowLeft, House } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, type MetaFunction, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { Container } from '../components/ui/container.tsx';
import { paths } from '../config/paths.ts';

export const meta: MetaFunction = () => [
  { title: 'Page Not Found | Launchpad' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router keys the first page of the visit 'default'. Opened directly, "back" would leave
  // the site (or do nothing), so the link goes home instead, as it does before scripts run.
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (location.key === 'default') return;
    event.preventDefault();
    navigate(-1);
  };

  return (
    <section className="flex flex-1 items-center py-20 sm:py-28">
      <Container width="narrow" className="flex flex-col items-center gap-6 text-center">
        <p className="text-6xl font-extrabold tracking-tight text-brand-600 sm:text-7xl" aria-hidden="true">
          404
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Oops! Page Not Found</h1>
        <p className="text-base text-slate-600">
          The page you are looking for does not exist or may have moved. Let's get you back on track.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.home} className={buttonClasses()}>
            <House aria-hidden="true" className="size-4" />
            Return Home
          </Link>
          <Link to={paths.home} onClick={goBack} className={buttonClasses({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Go Back
          </Link>
        </div>
      </Container>
    </section>
  );
}
