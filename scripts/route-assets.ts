// Which built files each public route loads: the entry chunk, the page's chunk, and (for a
// landing page) its content chunk, each with the chunks they import. Read from Vite's manifest.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { appRoutes, notFoundRoute } from '../src/app/routes'

interface ManifestChunk {
  file: string
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

/** Every JS and CSS file a visit to `path` downloads, entry first. */
export function routeAssets(manifest: Manifest, path: string) {
  const entry = { js: new Set<string>(), css: new Set<string>() }
  collect(manifest, entryModule, entry.js, entry.css)
  const js = new Set(entry.js)
  const css = new Set(entry.css)
  for (const module of routeModules(path)) collect(manifest, module, js, css)
  const routeOnly = [...js].filter((file) => !entry.js.has(file))
  return { js: [...js], css: [...css], routeOnly }
}
