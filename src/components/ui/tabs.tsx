import * as Tabs from '@radix-ui/react-tabs'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

// Radix Tabs, styled: the WAI-ARIA tabs pattern with arrow keys, Home and End; a tab shows as it
// gets focus, and only the shown panel's content is rendered.

export const TabsRoot = Tabs.Root

/**
 * pills: a few tabs in a grey track that wrap onto a second row (/auth's Sign In and Sign Up).
 * bar: a section bar on a white strip under a top bar, the shown tab underlined; on a narrow
 * screen the tabs keep one row and it scrolls sideways (the admin's sections). Give the list and
 * its tabs the same variant.
 */
export type TabsVariant = 'pills' | 'bar'

const listVariants = {
  pills: 'flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1',
  bar: 'flex gap-1 overflow-x-auto',
} satisfies Record<TabsVariant, string>

const triggerVariants = {
  pills:
    'min-h-10 flex-auto justify-center rounded-md px-3 py-1.5 focus-visible:outline-2 data-[state=active]:bg-white data-[state=active]:shadow-sm',
  bar: 'min-h-11 shrink-0 whitespace-nowrap border-b-[3px] border-white px-3 py-2 hover:text-leaf-900 focus-visible:outline-[3px] focus-visible:-outline-offset-[3px] data-[state=active]:border-leaf-700',
} satisfies Record<TabsVariant, string>

interface VariantProps {
  variant?: TabsVariant
}

export function TabsList({
  variant = 'pills',
  className,
  ...props
}: ComponentProps<typeof Tabs.List> & VariantProps) {
  return <Tabs.List className={cn(listVariants[variant], className)} {...props} />
}

export function TabsTrigger({
  variant = 'pills',
  className,
  ...props
}: ComponentProps<typeof Tabs.Trigger> & VariantProps) {
  return (
    <Tabs.Trigger
      className={cn(
        'inline-flex items-center gap-2 text-sm font-semibold leading-tight text-stone-700 transition-colors focus-visible:outline focus-visible:outline-sun-500 data-[state=active]:text-leaf-900',
        triggerVariants[variant],
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
