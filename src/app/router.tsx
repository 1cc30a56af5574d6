import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { SiteLayout } from '@/components/layout/site-layout'
import { landingPages, type LandingPageRef } from '@/content/landing-pages'
import { paths } from '@/lib/paths'
import { EstimateRequestProvider } from './estimate-request-provider'

// Every page is its own chunk; the prerendered HTML stays on screen while a chunk loads.
const HomePage = lazy(() => import('@/pages/home-page'))
const ServicesPage = lazy(() => import('@/pages/services-page'))
const ServicesHubPage = lazy(() => import('@/pages/services-hub-page'))
const GalleryPage = lazy(() => import('@/pages/gallery-page'))
const AboutPage = lazy(() => import('@/pages/about-page'))
const ServiceAreasPage = lazy(() => import('@/pages/service-areas-page'))
const ContactPage = lazy(() => import('@/pages/contact-page'))
const PrivateArea = lazy(() => import('@/components/providers/private-area'))
// Holds /auth and /admin while a stored session waits for the server (issue 12).
const SessionGate = lazy(() =>
  import('@/features/auth/components/session-gate').then(({ SessionGate }) => ({
    default: SessionGate,
  })),
)
const AuthPage = lazy(() => import('@/pages/auth-page'))
const AdminPage = lazy(() => import('@/pages/admin-page'))
const NotFoundPage = lazy(() => import('@/pages/not-found-page'))

// A landing page waits for both the page component and its own content module.
function lazyLandingPage(landingPage: LandingPageRef) {
  return lazy(async () => {
    const [{ default: LandingPage }, content] = await Promise.all([
      import('@/pages/landing-page'),
      landingPage.load(),
    ])
    return { default: () => <LandingPage landingPage={landingPage} content={content} /> }
  })
}

const landingRoutes = landingPages.map((landingPage) => ({
  path: landingPage.path,
  Page: lazyLandingPage(landingPage),
}))

/** The public routes that the build prerenders to static HTML (not /auth or /admin). */
export const publicPaths: string[] = [
  paths.home,
  paths.services,
  paths.servicesHub,
  paths.gallery,
  paths.about,
  paths.serviceAreas,
  paths.contact,
  ...landingPages.map((page) => page.path),
]

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
        <Route index element={<HomePage />} />
        <Route path={paths.services} element={<ServicesPage />} />
        <Route path={paths.servicesHub} element={<ServicesHubPage />} />
        <Route path={paths.gallery} element={<GalleryPage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.serviceAreas} element={<ServiceAreasPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        {landingRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route element={<PrivateArea />}>
          <Route element={<SessionGate />}>
            <Route path={paths.auth} element={<AuthPage />} />
            <Route path={paths.admin} element={<AdminPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
