import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const widths = { wide: 'max-w-6xl', narrow: 'max-w-xl' } as const;

type ContainerProps = ComponentProps<'div'> & { width?: keyof typeof widths };

/** Centres page content and keeps the side gutters consistent at every width. */
export function Container({ width = 'wide', className, ...props }: ContainerProps) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[width], className)} {...props} />;
}
