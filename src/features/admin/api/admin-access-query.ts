import { queryOptions } from '@tanstack/react-query'
import type { AppSupabaseClient } from '@/lib/supabase'
import { adminError } from '../admin-messages'
import { adminKeys } from './admin-keys'

/** Whether the user holds the admin role, asked of the database's has_admin_role. */
export const adminRoleQuery = (supabase: AppSupabaseClient, userId: string) =>
  queryOptions({
    queryKey: adminKeys.role(userId),
    queryFn: async () => {
      const { data, error } = await supabase.rpc('has_admin_role', { user_id: userId })
      if (error) throw adminError(error, 'checkAccess')
      return data === true
    },
  })
