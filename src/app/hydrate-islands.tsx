import { startTransition, StrictMode, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'

// Each island is its own chunk; a page downloads the islands it has and nothing else.
const islandModules = import.meta.glob<{ default: ComponentType<object> }>([
  '../islands/*.tsx',
  '!../islands/island.tsx',
  '!../islands/*.test.tsx',
])

/**
 * Hydrates the islands of a prerendered public page (src/islands/island.tsx), each as a root of
 * its own with the props the build wrote beside it. In a transition, so React yields to the
 * browser every few milliseconds instead of holding the main thread in one long task.
 */
export function hydrateIslands(root: ParentNode) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island
    const load = islandModules[`../islands/${name}.tsx`]
    if (!load) throw new Error(`The page names an island src/islands/${name}.tsx does not hold`)
    const props = JSON.parse(element.dataset.props ?? '{}') as object
    load().then(
      ({ default: Island }) =>
        startTransition(() => {
          hydrateRoot(
            element,
            <StrictMode>
              <Island {...props} />
            </StrictMode>,
          )
        }),
      // Offline, or a deploy replaced the chunk: the island stays the build's HTML, whose links
      // and estimate buttons still work; only its menus or filter do not open.
      () => {},
    )
  }
}
