import { queryOptions } from '@tanstack/react-query'
import type { AppSupabaseClient } from '@/lib/supabase'
import { submissionsErrorMessage } from '../admin-messages'
import { adminKeys } from './admin-keys'

export const submissionsQuery = (supabase: AppSupabaseClient) =>
  queryOptions({
    queryKey: adminKeys.submissions(),
    queryFn: async () => {
      let result
      try {
        result = await supabase
          .from('contact_submissions')
          .select('*')
          .order('created_at', { ascending: false })
      } catch (error) {
        throw new Error(submissionsErrorMessage(error), { cause: error })
      }
      if (result.error)
        throw new Error(submissionsErrorMessage(result.error), { cause: result.error })
      return result.data
    },
  })
