import * as Tabs from '@radix-ui/react-tabs'
import { Inbox, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { adminMessages } from '../admin-messages'
import { SubmissionsPanel } from './submissions-panel'
import { UsersPanel } from './users-panel'

const tabTriggerClass =
  'inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm leading-tight font-semibold text-stone-700 transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-sun-500 data-[state=active]:bg-white data-[state=active]:text-leaf-900 data-[state=active]:shadow-sm sm:flex-none'

interface AdminDashboardProps {
  email: string
  currentUserId: string
  signOutButton: ReactNode
}

export function AdminDashboard({ email, currentUserId, signOutButton }: AdminDashboardProps) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-leaf-900">Admin Dashboard</h1>
          <p className="mt-1 break-all text-stone-700">{adminMessages.welcomeBack(email)}</p>
        </div>
        {signOutButton}
      </header>
      <Tabs.Root defaultValue="submissions">
        <Tabs.List
          aria-label="Admin sections"
          className="flex gap-1 rounded-lg bg-stone-100 p-1 sm:inline-flex"
        >
          <Tabs.Trigger value="submissions" className={tabTriggerClass}>
            <Inbox className="hidden size-4 sm:block" aria-hidden="true" />
            {adminMessages.submissionsTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="users" className={tabTriggerClass}>
            <Users className="hidden size-4 sm:block" aria-hidden="true" />
            {adminMessages.usersTab}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="submissions" className="mt-6 focus-visible:outline-none">
          <h2 className="sr-only">{adminMessages.submissionsTab}</h2>
          <SubmissionsPanel />
        </Tabs.Content>
        <Tabs.Content value="users" className="mt-6 focus-visible:outline-none">
          <h2 className="sr-only">{adminMessages.usersTab}</h2>
          <UsersPanel currentUserId={currentUserId} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
