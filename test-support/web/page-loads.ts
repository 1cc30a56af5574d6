// jsdom cannot load another document. A click on a link that would load one (what a browser does
// for every link between public pages) is stopped and noted instead, so a test can ask which page
// the click loads. Links within the page (#section) are left to jsdom, which follows them.
const requested: string[] = []

function stopPageLoad(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!link || event.defaultPrevented) return
  const url = new URL(link.getAttribute('href')!, window.location.href)
  if (url.pathname === window.location.pathname && url.hash) return
  event.preventDefault()
  requested.push(url.pathname + url.search + url.hash)
}

/** Installed once by the test setup; the list starts empty in every test. */
export function interceptPageLoads() {
  // Bubbling to window: after the app's own handlers, which may take the click themselves.
  window.addEventListener('click', stopPageLoad)
}

export function resetPageLoads() {
  requested.length = 0
}

/** The addresses that link clicks in this test would have loaded, in order. */
export function requestedPageLoads() {
  return [...requested]
}
