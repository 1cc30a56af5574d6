import { CalendarDays, ChartColumn, Inbox, UserCog, Users, type LucideIcon } from 'lucide-react'
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { adminMessages } from '../admin-messages'
import { adminVisitMessages } from '../visits/visit-messages'
import { NewRequestsBadge } from './new-requests-badge'
import { LoadingState } from './panel-states'
import { SubmissionsPanel } from './submissions-panel'
import { UsersPanel } from './users-panel'

// Loaded when the tab is first opened: the inbox's first load stays as lean as it was.
const InsightsPanel = lazy(() =>
  import('../insights/insights-panel').then((module) => ({ default: module.InsightsPanel })),
)

const VisitsPanel = lazy(() =>
  import('../visits/visits-panel').then((module) => ({ default: module.VisitsPanel })),
)

/** What a tab's panel may need from the page around the dashboard. */
export interface AdminTabContext {
  currentUserId: string
  /** Your Account's content: the admin's own sign-in settings. */
  accountPanel: ReactNode
}

export interface AdminTab {
  /** Its name in the URL, `/admin?tab={value}`; the first tab is the one without a name. */
  value: string
  /** The tab's label and its panel's heading. */
  label: string
  /** Beside the label from 640 px up. */
  icon: LucideIcon
  /** After the label, e.g. the inbox's count of new requests. */
  badge?: ComponentType
  panel: (context: AdminTabContext) => ReactNode
}

/**
 * The dashboard's sections, in their order under the top bar: a new section is one entry here
 * (its label in admin-messages.ts); the tab, its panel, its heading and its `?tab=` follow.
 */
export const adminTabs = [
  {
    value: 'submissions',
    label: adminMessages.submissionsTab,
    icon: Inbox,
    badge: NewRequestsBadge,
    panel: () => <SubmissionsPanel />,
  },
  {
    value: 'visits',
    label: adminMessages.visitsTab,
    icon: CalendarDays,
    panel: () => (
      <Suspense fallback={<LoadingState label={adminVisitMessages.loadingVisits} />}>
        <VisitsPanel />
      </Suspense>
    ),
  },
  {
    value: 'insights',
    label: adminMessages.insightsTab,
    icon: ChartColumn,
    panel: () => (
      <Suspense fallback={<LoadingState label="Loading insights…" />}>
        <InsightsPanel />
      </Suspense>
    ),
  },
  {
    value: 'users',
    label: adminMessages.usersTab,
    icon: Users,
    panel: ({ currentUserId }) => <UsersPanel currentUserId={currentUserId} />,
  },
  {
    value: 'account',
    label: adminMessages.accountTab,
    icon: UserCog,
    panel: ({ accountPanel }) => accountPanel,
  },
] as const satisfies readonly AdminTab[]

export type AdminTabValue = (typeof adminTabs)[number]['value']
