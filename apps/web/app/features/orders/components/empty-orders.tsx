import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';

export function EmptyOrders() {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <PackageOpen aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-xl font-bold text-slate-900">No orders yet</h2>
      <p className="max-w-sm text-sm text-slate-600">
        Choose a launch package and your order will appear here, from payment to launch.
      </p>
      <Link to={paths.home} className={buttonClasses()}>
        Browse Packages
      </Link>
    </Card>
  );
}
