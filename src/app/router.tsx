import { lazy, type ComponentType } from 'react'
import { Route, Routes } from 'react-router-dom'
import { SiteLayout } from '@/components/layout/site-layout'
import { PageMeta } from '@/components/seo/page-meta'
import type { LandingPageProps } from '@/pages/landing-page'
import { EstimateRequestProvider } from './estimate-request-provider'
import { appRoutes, notFoundRoute, type AppRoute } from './routes'

// Only the landing page takes props (its city, service and content); the others take none.
type PageModule = { default: ComponentType<Partial<LandingPageProps>> }
const pageModules = import.meta.glob<PageModule>('../pages/*-page.tsx')

const PrivateArea = lazy(() => import('@/components/providers/private-area'))
// Holds /auth and /admin while a stored session waits for the server (issue 12).
const SessionGate = lazy(() =>
  import('@/features/auth/components/session-gate').then(({ SessionGate }) => ({
    default: SessionGate,
  })),
)

/**
 * Every page is its own chunk, loaded with its words (and a landing page's content); the
 * prerendered HTML stays on screen meanwhile. The page's head is the route's, so no page can
 * show one title and be listed under another.
 */
function lazyPage(route: AppRoute) {
  const loadPage = pageModules[`../pages/${route.page}.tsx`]
  if (!loadPage) throw new Error(`src/app/routes.ts: ${route.path} names a missing page`)
  return lazy(async () => {
    const [{ default: Page }, copy, content] = await Promise.all([
      loadPage(),
      route.copy(),
      route.landingPage?.load(),
    ])
    const landingProps = route.landingPage && content && { landingPage: route.landingPage, content }
    return {
      default: () => (
        <>
          <PageMeta {...copy.head} noindex={route.kind !== 'public'} />
          <Page {...landingProps} />
        </>
      ),
    }
  })
}

const routeElements = appRoutes.map((route) => {
  const Page = lazyPage(route)
  return { ...route, element: <Page /> }
})
const NotFoundPage = lazyPage(notFoundRoute)

export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <EstimateRequestProvider>
            <SiteLayout />
          </EstimateRequestProvider>
        }
      >
        {routeElements
          .filter((route) => route.kind === 'public')
          .map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        <Route element={<PrivateArea />}>
          <Route element={<SessionGate />}>
            {routeElements
              .filter((route) => route.kind === 'private')
              .map(({ path, element }) => (
                <Route key={path} path={path} element={element} />
              ))}
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
