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
 * So React and the islands download once the page has painted its content, not alongside the
 * HTML and the font on a slow line: Lighthouse's mobile LCP counts every file that arrived before
 * that paint, and a frame is not yet that paint (text waits up to 100 ms for the font). Where the
 * browser does not report paints, after the next frame. A hidden page (prerendered on a hover,
 * or a background tab) paints nothing yet and starts at once.
 */
function startAfterFirstPaint(root: HTMLElement) {
  const start = () =>
    void import('./start-public-page').then(({ startPublicPage }) => startPublicPage(root))
  if (document.visibilityState === 'hidden') start()
  else if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start))
  } else {
    // Whichever comes first, the paint or the wait's end, starts the page; the other is dropped.
    const startOnce = () => {
      observer.disconnect()
      clearTimeout(fallback)
      setTimeout(start)
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) startOnce()
    })
    observer.observe({ type: 'paint', buffered: true })
    // A visible window the browser does not paint (covered by another) still starts.
    const fallback = setTimeout(startOnce, 3000)
  }
}

if (container.firstElementChild) {
  startAfterFirstPaint(container)
} else {
  removeShellHeadTags()
  void import('./private-app').then(({ mountPrivateApp }) => mountPrivateApp(container))
}
