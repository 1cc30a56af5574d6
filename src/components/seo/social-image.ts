// Where a page's social card lives: the build writes it (scripts/build/social-images.ts) and the page's
// Open Graph and Twitter tags point to it (page-meta.tsx), so both read this one function.

/** The size Facebook, LinkedIn and X crop to without cutting: 1.91:1. */
export const socialImageSize = { width: 1200, height: 630 } as const

/** `/` → `/social/home.png`, `/folsom-lawn-care` → `/social/folsom-lawn-care.png`. */
export function socialImagePath(routePath: string) {
  const slug = routePath.replace(/^\/+|\/+$/g, '').replaceAll('/', '-') || 'home'
  return `/social/${slug}.png`
}
