import type { ReactNode } from 'react'

/**
 * /admin's content width and spacing under the private frame's top bar (and the dashboard's
 * tabs, which run the frame's full width above it).
 */
export function AdminSection({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">{children}</div>
}
