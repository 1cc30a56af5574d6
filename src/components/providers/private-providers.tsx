import type { ReactNode } from 'react'
import { PrivateFrame } from '@/components/layout/private-frame'
import { SupabaseProvider } from '@/lib/supabase-provider'
import { ToastOutlet } from '@/lib/toast'

// This module is never part of a public page's JS: it loads on the first visit to /auth or /admin,
// with supabase-js and the query cache. The first toast loads the toaster (src/lib/toast.tsx).

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
 * The private app's one provider tree: the tab's Supabase client and query cache (or a test's,
 * provided above through SupabaseProvider), the toasts, and the settings error screen (in the
 * private frame, which is otherwise inside this tree: its top bar shows the signed-in account).
 */
export function PrivateProviders({ children }: { children: ReactNode }) {
  return (
    <SupabaseProvider
      fallback={(problems) => (
        <PrivateFrame path={window.location.pathname}>
          <EnvErrorScreen problems={problems} />
        </PrivateFrame>
      )}
    >
      {children}
      <ToastOutlet />
    </SupabaseProvider>
  )
}
