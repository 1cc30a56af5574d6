import * as Tabs from '@radix-ui/react-tabs'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

// Radix Tabs, styled: the WAI-ARIA tabs pattern with arrow keys, Home and End; a tab shows as it
// gets focus, and only the shown panel's content is rendered.

export const TabsRoot = Tabs.Root

export function TabsList({ className, ...props }: ComponentProps<typeof Tabs.List>) {
  return (
    <Tabs.List
      className={cn('flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1', className)}
      {...props}
    />
  )
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Tabs.Trigger>) {
  return (
    <Tabs.Trigger
      className={cn(
        'inline-flex min-h-10 flex-auto items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-semibold leading-tight text-stone-700 transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-sun-500 data-[state=active]:bg-white data-[state=active]:text-leaf-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  )
}

export function TabsContent({ className, ...props }: ComponentProps<typeof Tabs.Content>) {
  return (
    <Tabs.Content
      className={cn(
        'mt-6 rounded-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-sun-500',
        className,
      )}
      {...props}
    />
  )
}
