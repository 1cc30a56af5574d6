import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import type { EstimatePrefill } from '@/components/actions/estimate-request-link'
import { EstimateRequestDialog } from '@/features/estimate-request/components/estimate-request-dialog'
import { createQueryClient } from '@/lib/query-client'
import { createSupabaseClient } from '@/lib/supabase'
import type { AppSupabaseClient } from '@/lib/supabase-context'
import { SupabaseProvider } from '@/lib/supabase-provider'

// A client whose server is never there (nothing listens on port 9): form tests that only
// validate send nothing, and a send meets a real connection failure.
export const unreachableClient = createSupabaseClient(
  'http://127.0.0.1:9',
  'anon-key',
  'sb-form-test',
)

/** The open estimate dialog on a page at `path`, sending with `client`. */
export function renderEstimateDialog(
  client: AppSupabaseClient,
  prefill: EstimatePrefill = {},
  path = '/folsom-irrigation-repair',
) {
  const onOpenChange = vi.fn()
  // The form notes the address it was sent from, as a visitor's browser shows it.
  window.history.replaceState(null, '', path)
  const view = render(
    <SupabaseProvider client={client} queryClient={createQueryClient({ retry: false })}>
      <EstimateRequestDialog
        isOpen
        onOpenChange={onOpenChange}
        prefill={prefill}
        returnFocusTo={createRef()}
      />
    </SupabaseProvider>,
  )
  return { ...view, onOpenChange, user: userEvent.setup(), dialog: screen.getByRole('dialog') }
}
