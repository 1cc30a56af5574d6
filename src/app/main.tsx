import '@/index.css'
import { applyBrandFont, cacheBrandFontForNextPages } from '@/lib/brand-font'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// Every public page arrives prerendered, from the build and from the dev server alike. Only
// /auth and /admin arrive as an empty shell: the app renders them in the browser, writing its
// own head tags, so the shell's are removed first or they would outlive the first move between
// screens.
function removeShellHeadTags() {
  const shellTags = 'title, meta[name="description"], meta[name="robots"], link[rel="canonical"]'
  document.head
    .querySelectorAll(`${shellTags}, meta[property^="og:"]`)
    .forEach((tag) => tag.remove())
}

/**
 * A public page is whole in its HTML and inline CSS; its JS only brings the islands to life. The
 * built page asks for this entry only once it has painted (scripts/build/entry-loader.ts), so
 * React and the islands never share the slow line with the HTML; the dev server loads it at once.
 */
function startPage(root: HTMLElement) {
  void import('./start-public-page').then(({ startPublicPage }) => startPublicPage(root))
  cacheBrandFontForNextPages()
}

if (container.firstElementChild) {
  startPage(container)
} else {
  removeShellHeadTags()
  applyBrandFont()
  void import('./private-app').then(({ mountPrivateApp }) => mountPrivateApp(container))
}
