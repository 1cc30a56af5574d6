import type { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { toast } from 'sonner'
import { createQueryClient } from '@/lib/query-client'
import { createSupabaseClient } from '@/lib/supabase'
import type { AppSupabaseClient } from '@/lib/supabase-context'
import { SupabaseProvider } from '@/lib/supabase-provider'
import PrivateArea from '@/components/providers/private-area'
import { PrivateLayout } from '@/app/private-layout'
import AdminPage from '@/pages/admin-page'
import AuthPage from '@/pages/auth-page'
import type { BackendProcess } from '../backend-process'
import { passSecondFactor } from '../second-factor'

let clientCount = 0

/** A browser-like client (persisted session) of its own, so tests never share a session. */
export function createTestClient(backend: BackendProcess): AppSupabaseClient {
  clientCount += 1
  return createSupabaseClient(backend.url, backend.anonKey, `sb-test-${clientCount}`)
}

export async function signIn(client: AppSupabaseClient, email: string, password: string) {
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  return data.user
}

/** Signs an admin in as far as the dashboard: password, then the second factor (aal2). */
export async function signInAsAdmin(
  client: AppSupabaseClient,
  backend: BackendProcess,
  email = backend.adminEmail,
  password = backend.adminPassword,
) {
  const user = await signIn(client, email, password)
  await passSecondFactor(backend, client)
  return user
}

/**
 * Renders /auth and /admin in their frame (its top bar has the one Sign Out) with the given
 * client in place of the one built from .env.
 * The query cache has retries off, so a failure shows at once.
 */
export function renderPrivateRoute(
  path: string,
  client: AppSupabaseClient,
  queryClient: QueryClient = createQueryClient({ retry: false }),
) {
  return {
    queryClient,
    ...render(
      <SupabaseProvider client={client} queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<PrivateArea />}>
              <Route element={<PrivateLayout />}>
                <Route path="/auth" element={<AuthPage />} />
                <Route path="/admin" element={<AdminPage />} />
              </Route>
            </Route>
            <Route path="*" element={<p>A public page</p>} />
          </Routes>
        </MemoryRouter>
      </SupabaseProvider>,
    ),
  }
}

/** sonner keeps toasts between renders; a test starts without the last one's. */
export function dismissToasts() {
  toast.dismiss()
}
