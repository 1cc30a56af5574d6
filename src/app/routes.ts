// Every route of the site, once: its path, its page component, its words (head and H1) and who
// it is for. The router, the prerender (HTML, sitemap, 404.html, private shells), the route-size
// script and the e2e route lists all read this list.
import { adminPageHead, authPageHead } from '@/content/admin-pages'
import { landingPageHead, landingPages, type LandingPageRef } from '@/content/landing-pages'
import { layoutCopy } from '@/content/navigation'
import type { HeroCopy, PageHeadCopy } from '@/content/page-copy'
import { paths } from '@/lib/paths'

/** What a page says about itself: the document's head, and (public pages) the H1 it shows. */
export interface RouteCopy {
  head: PageHeadCopy
  h1?: string
}

/**
 * public: prerendered, in the sitemap, indexed. private: signed-in screens, served as an empty
 * shell that search engines are told to skip. not-found: the 404 page, prerendered, not indexed.
 */
export type RouteKind = 'public' | 'private' | 'not-found'

export interface AppRoute {
  path: string
  /** The page component's file, src/pages/{page}.tsx; its chunk is the route's own code. */
  page: `${string}-page`
  kind: RouteKind
  /** Loaded with the page, so no page's words ride in the entry chunk. */
  copy: () => Promise<RouteCopy>
  /** Landing pages only: which city and service, and their content. */
  landingPage?: LandingPageRef
}

function pageCopy(content: { head: PageHeadCopy; hero: HeroCopy }): RouteCopy {
  return { head: content.head, h1: content.hero.title }
}

const fixedRoutes: AppRoute[] = [
  {
    path: paths.home,
    page: 'home-page',
    kind: 'public',
    copy: () => import('@/content/home').then(({ homePage }) => pageCopy(homePage)),
  },
  {
    path: paths.services,
    page: 'services-page',
    kind: 'public',
    copy: () => import('@/content/services').then(({ servicesPage }) => pageCopy(servicesPage)),
  },
  {
    path: paths.servicesHub,
    page: 'services-hub-page',
    kind: 'public',
    copy: () =>
      import('@/content/services-hub').then(({ servicesHubPage }) => pageCopy(servicesHubPage)),
  },
  {
    path: paths.gallery,
    page: 'gallery-page',
    kind: 'public',
    copy: () =>
      import('@/content/gallery/gallery-page').then(({ galleryPage }) => pageCopy(galleryPage)),
  },
  {
    path: paths.about,
    page: 'about-page',
    kind: 'public',
    copy: () => import('@/content/about').then(({ aboutPage }) => pageCopy(aboutPage)),
  },
  {
    path: paths.serviceAreas,
    page: 'service-areas-page',
    kind: 'public',
    copy: () =>
      import('@/content/service-areas-page').then(({ serviceAreasPage }) =>
        pageCopy(serviceAreasPage),
      ),
  },
  {
    path: paths.contact,
    page: 'contact-page',
    kind: 'public',
    copy: () => import('@/content/contact').then(({ contactPage }) => pageCopy(contactPage)),
  },
  {
    path: paths.auth,
    page: 'auth-page',
    kind: 'private',
    copy: async () => ({ head: authPageHead }),
  },
  {
    path: paths.admin,
    page: 'admin-page',
    kind: 'private',
    copy: async () => ({ head: adminPageHead }),
  },
]

const landingRoutes: AppRoute[] = landingPages.map((landingPage) => ({
  path: landingPage.path,
  page: 'landing-page',
  kind: 'public',
  landingPage,
  copy: async () => {
    const content = await landingPage.load()
    return { head: landingPageHead(landingPage, content), h1: content.heading }
  },
}))

export const appRoutes: AppRoute[] = [...fixedRoutes, ...landingRoutes]

/** Every unknown path; the build writes it to 404.html. */
export const notFoundRoute: AppRoute = {
  path: '/404',
  page: 'not-found-page',
  kind: 'not-found',
  copy: async () => ({
    head: { title: layoutCopy.notFound.title, description: layoutCopy.notFound.description },
    h1: layoutCopy.notFound.code,
  }),
}

/** The routes the build prerenders to static HTML and lists in the sitemap. */
export const publicRoutes = appRoutes.filter((route) => route.kind === 'public')
export const publicPaths = publicRoutes.map((route) => route.path)

/**
 * One route of each kind of page: each page component once, a landing page of each layout, and
 * the not-found page. What the accessibility, layout and speed checks visit: pages of one kind
 * share their markup, so a page added to the site is covered without an edit to those lists.
 */
export async function oneRoutePerLayout(): Promise<AppRoute[]> {
  const seen = new Set<string>()
  const picked: AppRoute[] = []
  for (const route of [...appRoutes, notFoundRoute]) {
    const layout = route.landingPage ? (await route.landingPage.load()).layout : ''
    const key = `${route.page}/${layout}`
    if (seen.has(key)) continue
    seen.add(key)
    picked.push(route)
  }
  return picked
}
