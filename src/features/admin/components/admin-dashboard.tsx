import { useSearchParams } from 'react-router-dom'
import type { ReactNode } from 'react'
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@/components/ui/tabs'
import { adminMessages } from '../admin-messages'
import { AdminSection } from './admin-section'
import { adminTabs, type AdminTab, type AdminTabContext } from './admin-tabs'

const tabs: readonly AdminTab[] = adminTabs
const [firstTab] = adminTabs

/** The open tab, from the URL; choosing another keeps the other parameters (inbox filters). */
function useUrlTab() {
  const [searchParams, setSearchParams] = useSearchParams()
  const named = searchParams.get('tab')
  // No tab, or one the dashboard does not have, is the first (the inbox).
  const tab = tabs.find(({ value }) => value === named)?.value ?? firstTab.value
  const showTab = (value: string) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params)
      if (value === firstTab.value) next.delete('tab')
      else next.set('tab', value)
      return next
    })
  return [tab, showTab] as const
}

interface AdminDashboardProps extends AdminTabContext {
  email: string
  /** Above the open panel: that the server cannot be reached, when it cannot. */
  notice?: ReactNode
}

/**
 * The dashboard: its tabs (admin-tabs.tsx) in a bar directly under the private frame's top bar,
 * then the open tab's panel.
 */
export function AdminDashboard({ email, notice, ...context }: AdminDashboardProps) {
  const [tab, showTab] = useUrlTab()
  return (
    <TabsRoot value={tab} onValueChange={showTab}>
      <div className="border-b border-stone-200 bg-white" data-print="hidden">
        <TabsList variant="bar" aria-label="Admin sections" className="mx-auto max-w-6xl px-2">
          {tabs.map(({ value, label, icon: Icon, badge: Badge }) => (
            <TabsTrigger key={value} value={value} variant="bar">
              <Icon className="hidden size-4 sm:block" aria-hidden="true" />
              {label}
              {Badge && <Badge />}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <AdminSection>
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1" data-print="hidden">
          <h1 className="text-2xl font-bold text-leaf-900">Admin Dashboard</h1>
          <p className="break-all text-stone-700">{adminMessages.welcomeBack(email)}</p>
        </div>
        {notice && (
          <div className="mt-6" data-print="hidden">
            {notice}
          </div>
        )}
        {tabs.map(({ value, label, panel }) => (
          <TabsContent key={value} value={value}>
            <h2 className="sr-only">{label}</h2>
            {panel(context)}
          </TabsContent>
        ))}
      </AdminSection>
    </TabsRoot>
  )
}
