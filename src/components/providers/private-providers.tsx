import { useContext, useState, type ReactNode } from 'react'
import { AuthClientContext } from '@/lib/auth-client'
import { getBrowserAuth } from '@/lib/browser-auth'
import { SupabaseContext } from '@/lib/supabase-context'
import { ToastOutlet } from '@/lib/toast'

// This module is never part of a public page's JS: it loads on the first visit to /auth or /admin.
// It holds the auth client alone; the dashboard loads the data client (src/lib/supabase.ts) and
// the query cache (src/lib/query-provider.tsx), the first toast the toaster (src/lib/toast.tsx).

function EnvErrorScreen({ problems }: { problems: string[] }) {
  return (
    <div
      role="alert"
      className="mx-auto my-16 max-w-xl rounded-xl border border-red-200 bg-red-50 p-6"
    >
      <h1 className="text-xl font-bold text-red-900">Sign-in is not available right now</h1>
      {import.meta.env.DEV ? (
        <>
          <p className="mt-2 text-red-900">
            The Supabase settings are missing or invalid. Copy <code>.env.example</code> to{' '}
            <code>.env</code>, fill it in and restart the dev server.
          </p>
          <ul className="mt-3 list-disc pl-5 text-sm text-red-900">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-red-900">Please try again later.</p>
      )}
    </div>
  )
}

/**
 * The auth client and toasts, for the auth and admin pages only. A Supabase client provided above
 * (tests) is used as it is, its `auth` as the auth client.
 */
export function PrivateProviders({ children }: { children: ReactNode }) {
  const injectedClient = useContext(SupabaseContext)
  const [browser] = useState(() => (injectedClient ? null : getBrowserAuth()))

  if (browser && 'problems' in browser) return <EnvErrorScreen problems={browser.problems} />
  const client = injectedClient?.auth ?? browser?.client
  if (!client) return null

  return (
    <AuthClientContext value={client}>
      {children}
      <ToastOutlet />
    </AuthClientContext>
  )
}
