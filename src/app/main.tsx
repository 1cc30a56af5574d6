import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './router'
import '@/index.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
)

// Built pages arrive prerendered and are hydrated, and hydration adopts their head tags. The
// private pages' shells (and the dev server) send an empty root: the app then writes its own
// head tags, so a shell's are removed first or they would outlive the first navigation.
// Hydrating in a transition lets React yield to the browser every few milliseconds instead of
// holding the main thread in one long task (Total Blocking Time); the page is already visible.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app))
else {
  const shellTags = 'title, meta[name="description"], meta[name="robots"], link[rel="canonical"]'
  document.head
    .querySelectorAll(`${shellTags}, meta[property^="og:"]`)
    .forEach((tag) => tag.remove())
  createRoot(container).render(app)
}
