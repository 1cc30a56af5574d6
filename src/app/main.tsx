import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { normalizePath, privatePaths } from '@/lib/paths'
import { EstimateRequestHost } from './estimate-request-host'
import { hydrateIslands } from './hydrate-islands'
import '@/index.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const path = normalizePath(window.location.pathname)

// The private pages' shells (and the dev server) send an empty root: the app then writes its own
// head tags, so a shell's are removed first or they would outlive the first move between screens.
function removeShellHeadTags() {
  const shellTags = 'title, meta[name="description"], meta[name="robots"], link[rel="canonical"]'
  document.head
    .querySelectorAll(`${shellTags}, meta[property^="og:"]`)
    .forEach((tag) => tag.remove())
}

if (privatePaths.includes(path)) {
  removeShellHeadTags()
  void import('./private-app').then(({ mountPrivateApp }) => mountPrivateApp(container))
} else if (container.firstElementChild) {
  // A built public page arrives prerendered: only its islands hydrate (the header's menus, the
  // gallery's filter, the sections of /services), and one listener serves its estimate buttons.
  hydrateIslands(container)
  const host = document.body.appendChild(document.createElement('div'))
  createRoot(host).render(
    <StrictMode>
      <EstimateRequestHost />
    </StrictMode>,
  )
} else if (import.meta.env.DEV) {
  // The dev server sends no prerendered HTML: the whole page renders in the browser. Only there:
  // a production build leaves the whole-page tree out, so the islands' code is not split up to
  // share it with pages no browser loads.
  removeShellHeadTags()
  void import('./public-app').then(({ PublicApp }) =>
    createRoot(container).render(
      <StrictMode>
        <PublicApp path={path} />
      </StrictMode>,
    ),
  )
}
