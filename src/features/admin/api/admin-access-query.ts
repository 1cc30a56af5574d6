import { queryOptions } from '@tanstack/react-query'
import type { AppSupabaseClient } from '@/lib/supabase-context'
import { adminError } from '../admin-messages'
import { adminKeys } from './admin-keys'

/**
 * What /admin may show the signed-in user, as the database's admin_access decides: the dashboard
 * ('admin': the role, and a session that passed a second factor), the code or set-up step
 * ('second_factor_required'), or the no-privileges notice ('none').
 */
export type AdminAccess = 'admin' | 'second_factor_required' | 'none'

const accessLevels: ReadonlySet<string> = new Set<AdminAccess>([
  'admin',
  'second_factor_required',
  'none',
])

export const adminAccessQuery = (supabase: AppSupabaseClient, userId: string) =>
  queryOptions({
    queryKey: adminKeys.access(userId),
    queryFn: async (): Promise<AdminAccess> => {
      const { data, error } = await supabase.rpc('admin_access')
      if (error) throw adminError(error, 'checkAccess')
      return accessLevels.has(data) ? (data as AdminAccess) : 'none'
    },
  })
