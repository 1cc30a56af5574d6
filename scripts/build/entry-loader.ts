// A public page names no file for the browser to fetch beside its HTML before the page has
// painted. Vite's entry tag (and its modulepreloads) give way to one small inline script that asks
// for them once the first contentful paint is reported (at once for a page prerendered out of
// sight, after 3 s for a window that never paints or a browser without paint timing).
// Lighthouse's mobile simulation counts every file that arrived before the largest paint, and a
// module script in the head arrives and runs before it: even 2 kB of them cost one more slow-4G
// round trip (~150 ms) on the way to LCP.
// The same script sets Inter's class before the first paint when an earlier page has cached the
// font (src/lib/brand-font.ts). The CSP allows it by its hash (scripts/build/hosting-headers.ts).
import { createHash } from 'node:crypto'
import { brandFontCachedKey, brandFontClass } from '../../src/lib/brand-font'

/** The inline script that loads `entry` (and preloads `preloads`) after the first paint. */
export function entryLoaderScript(entry: string, preloads: string[]) {
  const [entryUrl, preloadUrls, cachedKey, fontClass] = [
    entry,
    preloads,
    brandFontCachedKey,
    brandFontClass,
  ].map((value) => JSON.stringify(value))
  // Kept short: every public page carries it within its first ~14 kB. A browser without paint
  // timing ignores the observer (and says so in the console), so the 3 s wait starts it.
  return [
    '(()=>{const d=document,',
    'a=(t,p)=>d.head.append(Object.assign(d.createElement(t),{crossOrigin:"",...p})),',
    `s=()=>{for(const href of ${preloadUrls})a("link",{rel:"modulepreload",href});`,
    `a("script",{type:"module",src:${entryUrl}})};`,
    `try{localStorage.getItem(${cachedKey})&&d.documentElement.classList.add(${fontClass})}catch{}`,
    'if(d.visibilityState=="hidden")s();',
    'else{const o=new PerformanceObserver(l=>{l.getEntriesByName("first-contentful-paint")[0]&&g()}),',
    'w=setTimeout(()=>g(),3e3),g=()=>{o.disconnect();clearTimeout(w);s()};',
    'o.observe({type:"paint",buffered:!0})}})()',
  ].join('')
}

/** A CSP source that allows exactly this inline script. */
export function scriptHashSource(script: string) {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`
}

const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/** A built page with the loader in place of Vite's entry tag and modulepreloads. */
export function withEntryLoader(html: string) {
  const entry = entryTag.exec(html)?.[1]
  if (!entry) throw new Error('scripts/build/entry-loader.ts: no entry <script> in the page')
  const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]!)
  const script = entryLoaderScript(entry, preloads)
  const page = html.replace(preloadTag, '').replace(entryTag, () => `<script>${script}</script>`)
  return { page, script }
}
