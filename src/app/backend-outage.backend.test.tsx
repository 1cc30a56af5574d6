import { isAuthRetryableFetchError } from '@supabase/supabase-js'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { isBackendUnreachable, retryDelay } from '@/lib/backend-unreachable'
import { createQueryClient } from '@/lib/query-client'
import { createSupabaseClient } from '@/lib/supabase'
import type { AppSupabaseClient } from '@/lib/supabase-context'
import { SupabaseProvider } from '@/lib/supabase-provider'
import { setUpSharedBackend } from '../../test-support/web/local-backend'
import { signedInAdminClient } from '../../test-support/second-factor'
import { PrivateRoutes } from './private-routes'

// Issue 12: /auth and /admin while the backend cannot be reached, and how they come back by
// themselves. A real backend; the outage is the page's fetch failing, as a browser's does.
const backend = setUpSharedBackend()

// The waits between tries run on a fake clock that the tests move on at once: the app's
// (retryDelay), supabase-js's back-off while it renews a session (30 s) and its pause after a
// failed renewal (60 s). Only setTimeout and Date are faked, so promises, the network and React
// keep their own pace; the clock also runs on with real time, so the waits of Testing Library
// and user-event end by themselves. (Node's fetch keeps its socket timers on setTimeout too:
// moving the clock on closes idle keep-alive connections, which is harmless.)
/** The app's longest wait between two tries: its next try comes within it. */
const longestRetryDelay = retryDelay(Number.POSITIVE_INFINITY)

/** Moves the fake clock on, inside act since the timers it runs update the screen. */
async function passTime(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

let isBackendDown = false
const queryClient = createQueryClient()
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true })
  isBackendDown = false
  // supabase-js logs each auth call that could not reach the server, and a stored session it
  // could not renew; anything else logged still fails the test.
  vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
    if (!args.some((arg) => isAuthRetryableFetchError(arg) || isBackendUnreachable(arg))) {
      throw new Error(`console.error: ${args.map(String).join(' ')}`)
    }
  })
  const realFetch = globalThis.fetch.bind(globalThis)
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (isBackendDown && url.startsWith(backend.url)) {
      return Promise.reject(new TypeError('Failed to fetch'))
    }
    return realFetch(input, init)
  })
})
afterEach(() => {
  queryClient.clear()
  vi.useRealTimers()
})

function CurrentPath() {
  return <p>{`Current path: ${useLocation().pathname}`}</p>
}

let storageCount = 0

/** The whole app at a path, as a page load with a session in local storage (or none) shows it. */
function renderApp(path: string, storageKey = `sb-outage-${(storageCount += 1)}`) {
  const client: AppSupabaseClient = createSupabaseClient(backend.url, backend.anonKey, storageKey)
  render(
    <SupabaseProvider client={client} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <PrivateRoutes />
        <CurrentPath />
      </MemoryRouter>
    </SupabaseProvider>,
  )
}

/** Stores the admin's session as supabase-js does, so a new client starts signed in. */
async function storeAdminSession({ isExpired }: { isExpired: boolean }) {
  const { session } = await signedInAdminClient(backend, {
    email: backend.adminEmail,
    password: backend.adminPassword,
  })
  const storageKey = `sb-outage-${(storageCount += 1)}`
  const expiresAt = isExpired ? Math.floor(Date.now() / 1000) - 60 : session.expires_at
  localStorage.setItem(storageKey, JSON.stringify({ ...session, expires_at: expiresAt }))
  return storageKey
}

describe('while the backend cannot be reached', () => {
  it('keeps a signed-in admin on /admin, says why, and opens the dashboard when it is back', async () => {
    const storageKey = await storeAdminSession({ isExpired: false })
    isBackendDown = true
    renderApp('/admin', storageKey)

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server cannot be reached right now, so your access cannot be checked yet.',
    )
    expect(screen.getByText('Current path: /admin')).toBeInTheDocument()

    isBackendDown = false
    await passTime(longestRetryDelay)
    // Read again on each try: the dashboard can re-render as the refetched answers arrive.
    await waitFor(() => {
      expect(screen.getByText(`Welcome back, ${backend.adminEmail}`)).toBeInTheDocument()
      expect(screen.queryByRole('alert')).toBeNull()
    })
  })

  it('does not sign out an admin whose expired session cannot be renewed', async () => {
    const storageKey = await storeAdminSession({ isExpired: true })
    isBackendDown = true
    renderApp('/admin', storageKey)

    // supabase-js tries the renewal again, backing off, until 30 s have passed; then it reports
    // the session it could not renew.
    await passTime(30_000)
    expect(await screen.findByRole('heading', { name: 'Cannot reach the server' })).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The server cannot be reached right now, so your sign-in cannot be checked.',
    )
    expect(screen.getByText('Current path: /admin')).toBeInTheDocument()
    expect(localStorage.getItem(storageKey)).not.toBeNull()

    // supabase-js waits 60 s after a failed renewal before it asks the server again.
    isBackendDown = false
    await passTime(60_000 + longestRetryDelay)
    await waitFor(() =>
      expect(screen.getByText(`Welcome back, ${backend.adminEmail}`)).toBeInTheDocument(),
    )
    expect(screen.getByText('Current path: /admin')).toBeInTheDocument()
  })

  it('keeps a sign-in waiting on /auth and completes it when the backend is back', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    isBackendDown = true
    renderApp('/auth')
    const panel = await screen.findByRole('tabpanel', { name: 'Sign In' })
    await user.type(screen.getByLabelText('Email'), backend.adminEmail)
    await user.type(screen.getByLabelText('Password'), backend.adminPassword)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server cannot be reached right now. This page keeps trying and signs you in as soon as it is back.',
    )
    expect(panel).toContainElement(screen.getByRole('button', { name: 'Signing In...' }))
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled()

    isBackendDown = false
    await passTime(longestRetryDelay)
    // Signed in with the password: /admin asks for the second factor next.
    expect(
      await screen.findByRole('heading', {
        name: /^(Enter your sign-in code|Set up two-factor sign-in)$/,
      }),
    ).toBeInTheDocument()
    expect(screen.getByText('Current path: /admin')).toBeInTheDocument()
  })
})
