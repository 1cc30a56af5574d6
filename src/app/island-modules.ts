import type { ComponentType } from 'react'

/**
 * Each island is its own chunk, loaded by name (src/islands/island.tsx); a page downloads the
 * islands it has and nothing else. Tiny: the entry holds it, to start those downloads early.
 */
export const islandModules = import.meta.glob<{ default: ComponentType<object> }>([
  '../islands/*.tsx',
  '!../islands/island.tsx',
  '!../islands/*.test.tsx',
])

/** The loader of an island the page names, if the build holds one by that name. */
export function islandModule(name: string | undefined) {
  return islandModules[`../islands/${name}.tsx`]
}
