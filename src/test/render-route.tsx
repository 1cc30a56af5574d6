import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { PrivateRoutes } from '@/app/private-routes'
import { PublicApp } from '@/app/public-app'
import { appRoutes } from '@/app/routes'

/**
 * Renders the site (layout and page) at a path, as a visitor arriving there would see it: a
 * public page as its own document, /auth and /admin inside their client router.
 */
export function renderRoute(path: string) {
  window.history.replaceState(null, '', path)
  const { pathname } = window.location
  const isPrivate = appRoutes.some((route) => route.kind === 'private' && route.path === pathname)
  if (!isPrivate) return render(<PublicApp path={pathname} />)
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PrivateRoutes />
    </MemoryRouter>,
  )
}
