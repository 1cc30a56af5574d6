// Which built files each public route loads: the entry chunk, the page's chunk, and (for a
// landing page) its content chunk, each with the chunks they import. Read from Vite's manifest.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

const entryModule = 'index.html'

const pageModules: Record<string, string> = {
  '/': 'src/pages/home-page.tsx',
  '/services': 'src/pages/services-page.tsx',
  '/services-hub': 'src/pages/services-hub-page.tsx',
  '/gallery': 'src/pages/gallery-page.tsx',
  '/about': 'src/pages/about-page.tsx',
  '/service-areas': 'src/pages/service-areas-page.tsx',
  '/contact': 'src/pages/contact-page.tsx',
  '/auth': 'src/pages/auth-page.tsx',
  '/admin': 'src/pages/admin-page.tsx',
  '/404': 'src/pages/not-found-page.tsx',
}

// /auth and /admin render inside one lazily loaded layout route (the Supabase providers).
const privateArea = 'src/components/providers/private-area.tsx'

/** The source modules a route renders (besides the entry). */
export function routeModules(path: string): string[] {
  const page = pageModules[path]
  if (page) return path === '/auth' || path === '/admin' ? [privateArea, page] : [page]
  const landing = /^\/(sacramento|roseville|rocklin|folsom|eldoradohills)-([a-z-]+)$/.exec(path)
  if (!landing) throw new Error(`scripts/route-assets.ts: no module known for route ${path}`)
  return ['src/pages/landing-page.tsx', `src/content/landing-pages/${landing[1]}/${landing[2]}.ts`]
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
