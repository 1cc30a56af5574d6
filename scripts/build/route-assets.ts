// Which built files a public page loads: the entry chunk and the chunks of the islands its HTML
// names, each with the chunks they import, read from Vite's manifest. Also which source modules
// make up each route, for the sitemap's dates.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { appRoutes, notFoundRoute } from '../../src/app/routes'

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
  if (!route) throw new Error(`scripts/build/route-assets.ts: ${path} is not in src/app/routes.ts`)
  const page = `src/pages/${route.page}.tsx`
  if (route.kind === 'private') return [privateApp, page]
  const landing = route.landingPage
  if (!landing) return [page]
  return [page, `src/content/landing-pages/${landing.city.slug}/${landing.service.slug}.ts`]
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest
}

/** A chunk's static imports: what loads with it. */
const staticImports = (chunk: ManifestChunk) => chunk.imports ?? []

/** The chunk of `key` and those it leads to (`next`, by default its static imports), once each. */
function collect(
  manifest: Manifest,
  key: string,
  files: Set<string>,
  css: Set<string>,
  next = staticImports,
) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`)
  if (files.has(chunk.file)) return
  files.add(chunk.file)
  chunk.css?.forEach((file) => css.add(file))
  next(chunk).forEach((imported) => collect(manifest, imported, files, css, next))
}

/** The islands a prerendered page hydrates, as its HTML names them (src/islands/island.tsx). */
export function islandsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1]!))]
}

/**
 * The chunk of a module the entry loads on demand (an island, the public page's start). Vite
 * names it by the module's source when the module is the chunk's entry; when the module went
 * into a group of vite.config.ts, or the bundler shares one chunk between an island and the code
 * that also imports it (the header), it is the chunk of that name.
 */
function dynamicImportKey(manifest: Manifest, source: string, chunkName: string) {
  if (manifest[source]) return source
  const shared = Object.keys(manifest).find((key) => manifest[key]?.name === chunkName)
  if (!shared) throw new Error(`${source} has no chunk in the Vite manifest`)
  return shared
}

/** An island's chunk: its script (no React; src/islands/island.tsx) or its component. */
function islandKey(manifest: Manifest, island: string) {
  const script = `src/islands/${island}.script.ts`
  return manifest[script] ? script : dynamicImportKey(manifest, `src/islands/${island}.tsx`, island)
}

/** Every JS and CSS file the entry and these modules (manifest keys) download, entry first. */
function assetsOf(manifest: Manifest, modules: string[]) {
  const js = new Set<string>()
  const css = new Set<string>()
  for (const module of [entryModule, ...modules]) collect(manifest, module, js, css)
  return { js: [...js], css: [...css] }
}

/** What loads after the first paint to arm the islands (src/app/main.tsx, vite.config.ts). */
const startKey = (manifest: Manifest) =>
  dynamicImportKey(manifest, 'src/app/start-public-page.ts', 'start-public-page')

/** What every prerendered page downloads and runs at load, before any visitor's interaction. */
export function pageLoadAssets(manifest: Manifest) {
  return assetsOf(manifest, [startKey(manifest)])
}

/** The site's one stylesheet (Tailwind's build of src/index.css), as the entry names it. */
export function stylesheetOf(manifest: Manifest): string {
  const [stylesheet, ...others] = manifest[entryModule]?.css ?? []
  if (!stylesheet || others.length > 0)
    throw new Error(
      `the entry should have one stylesheet, it has ${others.length + (stylesheet ? 1 : 0)}`,
    )
  return stylesheet
}

/** The modules a page with these islands loads once: React's side and each island. */
function onFirstNeedKeys(manifest: Manifest, islands: string[]) {
  return [
    // React's side, which the first island to hydrate or the first estimate button loads.
    dynamicImportKey(manifest, 'src/app/hydrate-island.tsx', 'site'),
    dynamicImportKey(manifest, 'src/app/mount-estimate-host.tsx', 'site'),
    ...islands.map((island) => islandKey(manifest, island)),
  ]
}

/** What a prerendered page with these islands downloads once each has hydrated. */
export function pageAssets(manifest: Manifest, islands: string[]) {
  return assetsOf(manifest, [startKey(manifest), ...onFirstNeedKeys(manifest, islands)])
}

/** The estimate form, which loads with the whole stylesheet (src/lib/whole-stylesheet.ts). */
const estimateForm = 'src/features/estimate-request/components/estimate-request-dialog.tsx'

/**
 * Every file a prerendered page with these islands may run to draw its own markup: what it
 * downloads once they have hydrated, and what they load on demand after that. Neither every
 * island the start can load (the start is the only chunk that names them all) nor the estimate
 * form, which brings its own rules.
 */
export function pageCode(manifest: Manifest, islands: string[]): string[] {
  if (!manifest[estimateForm]) throw new Error(`${estimateForm} is not in the Vite manifest`)
  const start = startKey(manifest)
  const files = new Set<string>()
  const css = new Set<string>()
  // React's side and the islands with all they load on demand first; then the entry and the
  // start, whose static imports alone this page runs.
  const onDemand = (chunk: ManifestChunk) =>
    [...staticImports(chunk), ...(chunk.dynamicImports ?? [])].filter(
      (key) => key !== start && key !== estimateForm,
    )
  for (const key of onFirstNeedKeys(manifest, islands)) collect(manifest, key, files, css, onDemand)
  for (const key of [entryModule, start]) collect(manifest, key, files, css)
  return [...files]
}

/** What /auth or /admin downloads: the entry, the private app and the screen. */
export function privateScreenAssets(manifest: Manifest, path: string) {
  return assetsOf(manifest, routeModules(path))
}
