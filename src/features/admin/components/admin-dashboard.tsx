import { ChartColumn, Inbox, UserCog, Users } from 'lucide-react'
import { lazy, Suspense, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@/components/ui/tabs'
import { adminMessages } from '../admin-messages'
import { NewRequestsBadge } from './new-requests-badge'
import { LoadingState } from './panel-states'
import { SubmissionsPanel } from './submissions-panel'
import { UsersPanel } from './users-panel'

// Loaded when the tab is first opened: the inbox's first load stays as lean as it was.
const InsightsPanel = lazy(() =>
  import('../insights/insights-panel').then((module) => ({ default: module.InsightsPanel })),
)

/** The tabs the URL can name (`?tab=insights`); no tab, or another value, is the inbox. */
const urlTabs = ['users', 'account', 'insights'] as const
const INBOX_TAB = 'submissions'

/** The open tab, from the URL; choosing another keeps the other parameters (inbox filters). */
function useUrlTab() {
  const [searchParams, setSearchParams] = useSearchParams()
  const named = searchParams.get('tab')
  const tab = urlTabs.find((value) => value === named) ?? INBOX_TAB
  const showTab = (value: string) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params)
      if (value === INBOX_TAB) next.delete('tab')
      else next.set('tab', value)
      return next
    })
  return [tab, showTab] as const
}

interface AdminDashboardProps {
  email: string
  currentUserId: string
  signOutButton: ReactNode
  accountPanel: ReactNode
}

export function AdminDashboard({
  email,
  currentUserId,
  signOutButton,
  accountPanel,
}: AdminDashboardProps) {
  const [tab, showTab] = useUrlTab()
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-leaf-900">Admin Dashboard</h1>
          <p className="mt-1 break-all text-stone-700">{adminMessages.welcomeBack(email)}</p>
        </div>
        {signOutButton}
      </header>
      <TabsRoot value={tab} onValueChange={showTab}>
        <TabsList aria-label="Admin sections" className="sm:inline-flex">
          <TabsTrigger value="submissions">
            <Inbox className="hidden size-4 sm:block" aria-hidden="true" />
            {adminMessages.submissionsTab}
            <NewRequestsBadge />
          </TabsTrigger>
          <TabsTrigger value="users">
            <Users className="hidden size-4 sm:block" aria-hidden="true" />
            {adminMessages.usersTab}
          </TabsTrigger>
          <TabsTrigger value="account">
            <UserCog className="hidden size-4 sm:block" aria-hidden="true" />
            {adminMessages.accountTab}
          </TabsTrigger>
          <TabsTrigger value="insights">
            <ChartColumn className="hidden size-4 sm:block" aria-hidden="true" />
            {adminMessages.insightsTab}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="submissions">
          <h2 className="sr-only">{adminMessages.submissionsTab}</h2>
          <SubmissionsPanel />
        </TabsContent>
        <TabsContent value="users">
          <h2 className="sr-only">{adminMessages.usersTab}</h2>
          <UsersPanel currentUserId={currentUserId} />
        </TabsContent>
        <TabsContent value="account">
          <h2 className="sr-only">{adminMessages.accountTab}</h2>
          {accountPanel}
        </TabsContent>
        <TabsContent value="insights">
          <h2 className="sr-only">{adminMessages.insightsTab}</h2>
          <Suspense fallback={<LoadingState label="Loading insights…" />}>
            <InsightsPanel />
          </Suspense>
        </TabsContent>
      </TabsRoot>
    </div>
  )
}
