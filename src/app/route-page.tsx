import { lazy, type ComponentType } from 'react'
import { PageMeta } from '@/components/seo/page-meta'
import type { LandingPageProps } from '@/pages/landing-page'
import type { AppRoute } from './routes'

// Only the landing page takes props (its city, service and content); the others take none.
type PageModule = { default: ComponentType<Partial<LandingPageProps>> }
const pageModules = import.meta.glob<PageModule>('../pages/*-page.tsx')

/**
 * A route's page with its head tags, for the prerender, the dev server and the private app. Every
 * page is its own chunk, loaded with its words (and a landing page's content). The page's head
 * is the route's, so no page can show one title and be listed under another.
 */
export function routePageElement(route: AppRoute) {
  const loadPage = pageModules[`../pages/${route.page}.tsx`]
  if (!loadPage) throw new Error(`src/app/routes.ts: ${route.path} names a missing page`)
  const Page = lazy(async () => {
    const [{ default: Page }, copy, content] = await Promise.all([
      loadPage(),
      route.copy(),
      route.landingPage?.load(),
    ])
    const landingProps = route.landingPage && content && { landingPage: route.landingPage, content }
    return {
      default: () => (
        <>
          <PageMeta {...copy.head} path={route.path} noindex={route.kind !== 'public'} />
          <Page {...landingProps} />
        </>
      ),
    }
  })
  return <Page />
}
