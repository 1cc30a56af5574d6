import { queryOptions } from '@tanstack/react-query'
import type { AppSupabaseClient } from '@/lib/supabase-context'
import { adminError } from '../admin-messages'
import { toRegisteredUsers } from '../types'
import { adminKeys } from './admin-keys'

/** Every registered user, from the admin-only list_users function (decisions: Admin). */
export const usersQuery = (supabase: AppSupabaseClient) =>
  queryOptions({
    queryKey: adminKeys.users(),
    queryFn: async () => {
      const { data, error } = await supabase.rpc('list_users')
      if (error) throw adminError(error, 'loadUsers')
      return toRegisteredUsers(data)
    },
  })
