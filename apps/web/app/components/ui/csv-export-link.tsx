import { Download } from 'lucide-react';
import { Button, buttonClasses } from './button.tsx';

/** "Export CSV": a download of `href`, or a disabled button while the filters cannot be asked for. */
export function CsvExportLink({ href }: { href: string | null }) {
  if (href === null) {
    return (
      <Button variant="outline" disabled>
        <Download aria-hidden="true" className="size-4" />
        Export CSV
      </Button>
    );
  }
  return (
    <a href={href} download className={buttonClasses({ variant: 'outline' })}>
      <Download aria-hidden="true" className="size-4" />
      Export CSV
    </a>
  );
}
