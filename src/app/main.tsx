import '@/index.css'

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
 * A public page is whole in its HTML and inline CSS; its JS only brings the islands to life.
 * So React and the islands download after the first paint, not alongside the HTML and the font
 * on a slow line (Lighthouse's mobile LCP counted every file that arrived before the paint).
 * A hidden page (prerendered on a hover, or a background tab) paints nothing yet and starts at
 * once.
 */
function startAfterFirstPaint(root: HTMLElement) {
  const start = () =>
    void import('./start-public-page').then(({ startPublicPage }) => startPublicPage(root))
  if (document.visibilityState === 'hidden') start()
  else requestAnimationFrame(() => setTimeout(start))
}

if (container.firstElementChild) {
  startAfterFirstPaint(container)
} else {
  removeShellHeadTags()
  void import('./private-app').then(({ mountPrivateApp }) => mountPrivateApp(container))
}
