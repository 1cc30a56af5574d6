import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { PrivateRoutes } from './private-routes'

/** Loaded by /auth and /admin only: public pages never download the router or Supabase. */
export function mountPrivateApp(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <PrivateRoutes />
      </BrowserRouter>
    </StrictMode>,
  )
}
