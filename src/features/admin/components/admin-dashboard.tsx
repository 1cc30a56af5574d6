import { Inbox, UserCog, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@/components/ui/tabs'
import { adminMessages } from '../admin-messages'
import { NewRequestsBadge } from './new-requests-badge'
import { SubmissionsPanel } from './submissions-panel'
import { UsersPanel } from './users-panel'

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
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-leaf-900">Admin Dashboard</h1>
          <p className="mt-1 break-all text-stone-700">{adminMessages.welcomeBack(email)}</p>
        </div>
        {signOutButton}
      </header>
      <TabsRoot defaultValue="submissions">
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
      </TabsRoot>
    </div>
  )
}
