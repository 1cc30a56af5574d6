import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'

/**
 * Calls `report` once React has committed its children, their effects included (a parent's
 * effect runs after its children's): what marks an island hydrated.
 */
export function OnCommitted({ report, children }: { report: () => void; children: ReactNode }) {
  useEffect(report, [report])
  return children
}

/**
 * Hydrates one island of a prerendered public page (src/islands/island.tsx) as a root of its
 * own, with the props the build wrote beside it. Resolves once React has committed it. In a
 * transition, so React yields to the browser every few milliseconds instead of holding the main
 * thread in one long task. The React side of src/app/island-triggers.ts, which decides when.
 */
export function hydrateIsland(element: HTMLElement, Island: ComponentType<object>) {
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  return new Promise<Root>((resolve) => {
    startTransition(() => {
      const root = hydrateRoot(
        element,
        <StrictMode>
          <OnCommitted report={() => resolve(root)}>
            <Island {...props} />
          </OnCommitted>
        </StrictMode>,
      )
    })
  })
}
