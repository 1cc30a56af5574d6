// Every public route with the H1 it must show, read from the route manifest and each route's
// content, so a page added there is checked here without an edit.
import { publicRoutes as manifestRoutes } from '../src/app/routes'

export interface PublicRoute {
  path: string
  h1: string
}

export const publicRoutes: PublicRoute[] = await Promise.all(
  manifestRoutes.map(async (route) => {
    const { h1 } = await route.copy()
    if (!h1) throw new Error(`src/app/routes.ts: public route ${route.path} has no H1 in its copy`)
    return { path: route.path, h1 }
  }),
)
