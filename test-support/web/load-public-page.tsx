import { act, waitFor } from '@testing-library/react'
import { onTestFinished } from 'vitest'
import { renderPage } from '@/app/entry-server'
import { startPublicPage } from '@/app/start-public-page'
import { hydratedAttribute } from '@/lib/hydration-mark'

/**
 * Loads a public page as a visitor's browser does: the HTML the build writes (head tags too),
 * then its islands hydrated and its estimate buttons served (src/app/start-public-page.ts). So
 * a click handler outside an island does nothing here either, and a hydration mismatch is a
 * console.error, which fails the test (setup.ts). Resolves once every island has hydrated.
 */
export async function loadPublicPage(address: string) {
  window.history.replaceState(null, '', address)
  const { pathname } = window.location
  const { head, html, status } = await renderPage(pathname)

  const headTags = document.createElement('template')
  headTags.innerHTML = head
  const addedToHead = [...headTags.content.children]
  document.head.append(...addedToHead)
  const container = document.body.appendChild(document.createElement('div'))
  container.id = 'root'
  container.innerHTML = html

  let page: ReturnType<typeof startPublicPage> | undefined
  onTestFinished(() => {
    act(() => page?.unmount())
    container.remove()
    addedToHead.forEach((tag) => tag.remove())
  })
  // Every island at once: these tests are about what the islands do once live; when they start
  // is src/app/island-triggers.test.tsx's and e2e/island-hydration.spec.ts's.
  act(() => {
    page = startPublicPage(container, { atOnce: true })
  })
  // The islands hydrate once their chunks load, as in a browser (waitFor lets React work
  // outside act meanwhile); each marks itself when done.
  await waitFor(() => {
    const pending = container.querySelectorAll(`[data-island]:not([${hydratedAttribute}])`)
    expect(pending).toHaveLength(0)
  })
  return { container, status }
}
