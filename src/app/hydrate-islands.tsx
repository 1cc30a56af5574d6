import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { hydratedAttribute } from '@/lib/hydration-mark'

// Each island is its own chunk; a page downloads the islands it has and nothing else.
const islandModules = import.meta.glob<{ default: ComponentType<object> }>([
  '../islands/*.tsx',
  '!../islands/island.tsx',
  '!../islands/*.test.tsx',
])

/**
 * Calls `report` once React has committed its children, their effects included (a parent's
 * effect runs after its children's): what marks an island hydrated.
 */
export function OnCommitted({ report, children }: { report: () => void; children: ReactNode }) {
  useEffect(report, [report])
  return children
}

/**
 * Hydrates the islands of a prerendered public page (src/islands/island.tsx), each as a root of
 * its own with the props the build wrote beside it, and marks each one hydrated
 * (`data-hydrated`) so tests can wait for it. In a transition, so React yields to the browser
 * every few milliseconds instead of holding the main thread in one long task.
 */
export function hydrateIslands(root: ParentNode) {
  const roots: Root[] = []
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island
    const load = islandModules[`../islands/${name}.tsx`]
    if (!load) {
      // One stale or misspelt name must not keep the page's other islands from working.
      console.error(`The page names an island src/islands/${name}.tsx does not hold`)
      continue
    }
    const props = JSON.parse(element.dataset.props ?? '{}') as object
    const markHydrated = () => element.setAttribute(hydratedAttribute, '')
    load().then(
      ({ default: Island }) =>
        startTransition(() => {
          roots.push(
            hydrateRoot(
              element,
              <StrictMode>
                <OnCommitted report={markHydrated}>
                  <Island {...props} />
                </OnCommitted>
              </StrictMode>,
            ),
          )
        }),
      // Offline, or a deploy replaced the chunk: the island stays the build's HTML, whose links
      // and estimate buttons still work; only its menus or filter do not open.
      () => {},
    )
  }
  /** Detaches React from the islands (tests; a page never needs it). */
  return { unmount: () => roots.forEach((islandRoot) => islandRoot.unmount()) }
}
