import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { EstimateRequestHost } from './estimate-request-host'
import { hydratedAttribute } from '@/lib/hydration-mark'
import { hydrateIslands, OnCommitted } from './hydrate-islands'

/**
 * Brings a prerendered public page to life, in the browser and in the page tests alike: only its
 * islands hydrate (the header's menus, the gallery's filter, the sections of /services), and one
 * listener, outside the page's markup, serves all its estimate buttons.
 */
export function startPublicPage(container: HTMLElement) {
  const islands = hydrateIslands(container)
  const hostElement = document.body.appendChild(document.createElement('div'))
  const host = createRoot(hostElement)
  hostElement.dataset.estimateHost = ''
  host.render(
    <StrictMode>
      <OnCommitted report={() => hostElement.setAttribute(hydratedAttribute, '')}>
        <EstimateRequestHost />
      </OnCommitted>
    </StrictMode>,
  )
  return {
    unmount() {
      islands.unmount()
      host.unmount()
      hostElement.remove()
    },
  }
}
