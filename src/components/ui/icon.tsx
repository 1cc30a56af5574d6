import iconSpriteUrl from '@/assets/icons.svg?url'
import type { IconName as ContentIconName } from '@/content/types'
import { cn } from '@/lib/cn'

/** Every icon of the site's sprite: those content names, and those the components draw. */
export type IconName =
  | ContentIconName
  | 'arrow-left'
  | 'arrow-right'
  | 'chevron-down'
  | 'circle-check'
  | 'circle-x'
  | 'clipboard-list'
  | 'images'
  | 'layout-dashboard'
  | 'log-in'
  | 'menu'
  | 'message-square'
  | 'quote'
  | 'rotate-cw'
  | 'shield-check'
  | 'x'

/**
 * A decorative icon, drawn from the site's one sprite of lucide icons (src/assets/icons.svg,
 * written by scripts/build/icon-sprite.ts). A page names each icon instead of carrying its paths:
 * inline, the home page's 67 icons were 3.7 kB of its HTML (gzip), which took it past TCP's first
 * window; the sprite (3 kB gzip, cached for a year) comes once for the whole site, after the
 * HTML. Sized by its class, as lucide-react's icons are; `.icon` (src/index.css) strokes it as
 * lucide does, and a fill class still fills it (a rating's stars).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={cn('icon', className)} aria-hidden="true">
      <use href={`${iconSpriteUrl}#${name}`} />
    </svg>
  )
}
