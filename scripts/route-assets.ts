// Which built files a public page loads: the entry chunk and the chunks of the islands its HTML
// names, each with the chunks they import, read from Vite's manifest. Also which source modules
// make up each route, for the sitemap's dates.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { appRoutes, notFoundRoute } from '../src/app/routes'

interface ManifestChunk {
  file: string
  name?: string
  dynamicImports?: string[]
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

const entryModule = 'index.html'

// /auth and /admin render inside one lazily loaded app: the router and the Supabase providers.
const privateApp = 'src/app/private-app.tsx'

/** The source modules a route renders besides the entry: its page, and its content if lazy. */
export function routeModules(path: string): string[] {
  const route = [...appRoutes, notFoundRoute].find((candidate) => candidate.path === path)
  if (!route) throw new Error(`scripts/route-assets.ts: ${path} is not in src/app/routes.ts`)
  const page = `src/pages/${route.page}.tsx`
  if (route.kind === 'private') return [privateApp, page]
  const landing = route.landingPage
  if (!landing) return [page]
  return [page, `src/content/landing-pages/${landing.city.slug}/${landing.service.slug}.ts`]
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest
}

function collect(manifest: Manifest, key: string, files: Set<string>, css: Set<string>) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`)
  if (files.has(chunk.file)) return
  files.add(chunk.file)
  chunk.css?.forEach((file) => css.add(file))
  chunk.imports?.forEach((imported) => collect(manifest, imported, files, css))
}

/** The islands a prerendered page hydrates, as its HTML names them (src/islands/island.tsx). */
export function islandsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1]!))]
}

/**
 * An island's chunk. Vite names it by the island's source when the island is the chunk's entry;
 * when the bundler shares one chunk between an island and the code that also imports it (the
 * header), it is the entry's dynamic import named after the island.
 */
function islandKey(manifest: Manifest, island: string) {
  const source = `src/islands/${island}.tsx`
  if (manifest[source]) return source
  const shared = manifest[entryModule]?.dynamicImports?.find(
    (key) => manifest[key]?.name === island,
  )
  if (!shared) throw new Error(`${source} has no chunk in the Vite manifest`)
  return shared
}

/** Every JS and CSS file the entry and these modules (manifest keys) download, entry first. */
function assetsOf(manifest: Manifest, modules: string[]) {
  const entry = { js: new Set<string>(), css: new Set<string>() }
  collect(manifest, entryModule, entry.js, entry.css)
  const js = new Set(entry.js)
  const css = new Set(entry.css)
  for (const module of modules) collect(manifest, module, js, css)
  const beyondEntry = [...js].filter((file) => !entry.js.has(file))
  return { js: [...js], css: [...css], beyondEntry }
}

/** What a prerendered page with these islands downloads. */
export function pageAssets(manifest: Manifest, islands: string[]) {
  return assetsOf(
    manifest,
    islands.map((island) => islandKey(manifest, island)),
  )
}

/** What /auth or /admin downloads: the entry, the private app and the screen. */
export function privateScreenAssets(manifest: Manifest, path: string) {
  return assetsOf(manifest, routeModules(path))
}
