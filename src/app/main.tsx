import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { normalizePath } from '@/lib/paths'
import { PublicApp } from './public-app'
import { appRoutes } from './routes'
import '@/index.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const path = normalizePath(window.location.pathname)
const isPrivate = appRoutes.some((route) => route.kind === 'private' && route.path === path)

// The private pages' shells (and the dev server) send an empty root: the app then writes its own
// head tags, so a shell's are removed first or they would outlive the first move between screens.
function removeShellHeadTags() {
  const shellTags = 'title, meta[name="description"], meta[name="robots"], link[rel="canonical"]'
  document.head
    .querySelectorAll(`${shellTags}, meta[property^="og:"]`)
    .forEach((tag) => tag.remove())
}

const publicApp = (
  <StrictMode>
    <PublicApp path={path} />
  </StrictMode>
)

if (isPrivate) {
  removeShellHeadTags()
  void import('./private-app').then(({ mountPrivateApp }) => mountPrivateApp(container))
} else if (container.firstElementChild) {
  // Built public pages arrive prerendered and are hydrated, which adopts their head tags.
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread in one long task (Total Blocking Time); the page is already visible.
  startTransition(() => void hydrateRoot(container, publicApp))
} else {
  removeShellHeadTags()
  createRoot(container).render(publicApp)
}
