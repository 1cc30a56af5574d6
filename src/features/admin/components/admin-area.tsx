import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useSupabase } from '@/lib/supabase'
import { adminRoleQuery } from '../api/admin-role-query'
import { AdminDashboard } from './admin-dashboard'
import { NoAdminPrivileges } from './no-admin-privileges'
import { ErrorState, LoadingState } from './panel-states'

interface AdminAreaProps {
  userId: string
  email: string
  signOutButton: ReactNode
}

/** For a signed-in user: the dashboard if has_admin_role says so, else the no-privileges notice. */
export function AdminArea({ userId, email, signOutButton }: AdminAreaProps) {
  const supabase = useSupabase()
  const isAdmin = useQuery(adminRoleQuery(supabase, userId))

  if (isAdmin.isPending) return <LoadingState label="Checking your access..." />
  if (isAdmin.isError) {
    return <ErrorState message={`Could not check your access: ${isAdmin.error.message}`} />
  }
  if (!isAdmin.data) return <NoAdminPrivileges signOutButton={signOutButton} />
  return <AdminDashboard email={email} currentUserId={userId} signOutButton={signOutButton} />
}
