import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Radix tabs: arrow keys move between tabs, Home/End jump, the panel follows the focused tab. */
export const Tabs = TabsPrimitive.Root;

/**
 * The tabs scroll sideways when they do not fit. The list is positioned, so what its tabs hold out of
 * the flow (a count's screen-reader text) scrolls and clips with them instead of widening the page.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'relative inline-flex w-full max-w-full items-center gap-1 overflow-x-auto rounded-xl bg-slate-200/70 p-1 sm:w-auto',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-slate-700 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm sm:flex-none sm:px-4 [&_svg]:size-4 [&_svg]:shrink-0 max-sm:[&_svg]:hidden',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-6 outline-none', className)} {...props} />;
}
