// The site's icons as one SVG sprite, src/assets/icons.svg: a <symbol> per lucide icon, named as
// <Icon name> names it (src/components/ui/icon.tsx). After adding an icon to IconName: add it
// below and run `npx tsx scripts/build/icon-sprite.ts`; scripts/build/icon-sprite.test.ts fails
// until the file is current (and the typecheck, until every name has its icon here).
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  ArrowLeft,
  ArrowRight,
  Award,
  Calendar,
  Check,
  ChevronDown,
  CircleCheck,
  CircleX,
  ClipboardList,
  Clock,
  Droplets,
  Flower2,
  Hammer,
  Heart,
  Home,
  Images,
  LayoutDashboard,
  Leaf,
  LogIn,
  Mail,
  MapPin,
  Menu,
  MessageSquare,
  Phone,
  Quote,
  Recycle,
  RotateCw,
  Ruler,
  Scissors,
  Shield,
  ShieldCheck,
  Shovel,
  Sparkles,
  Sprout,
  Star,
  Sun,
  ThumbsUp,
  Trees,
  Truck,
  Users,
  Wrench,
  X,
  type LucideIcon,
} from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { IconName } from '../../src/components/ui/icon'

const root = resolve(import.meta.dirname, '../..')
export const iconSpriteFile = join(root, 'src/assets/icons.svg')

/** The lucide icon behind each name. */
const spriteIcons = {
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  award: Award,
  calendar: Calendar,
  check: Check,
  'chevron-down': ChevronDown,
  'circle-check': CircleCheck,
  'circle-x': CircleX,
  'clipboard-list': ClipboardList,
  clock: Clock,
  droplets: Droplets,
  flower: Flower2,
  hammer: Hammer,
  heart: Heart,
  home: Home,
  images: Images,
  'layout-dashboard': LayoutDashboard,
  leaf: Leaf,
  'log-in': LogIn,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  'message-square': MessageSquare,
  phone: Phone,
  quote: Quote,
  recycle: Recycle,
  'rotate-cw': RotateCw,
  ruler: Ruler,
  scissors: Scissors,
  shield: Shield,
  'shield-check': ShieldCheck,
  shovel: Shovel,
  sparkles: Sparkles,
  sprout: Sprout,
  star: Star,
  sun: Sun,
  'thumbs-up': ThumbsUp,
  trees: Trees,
  truck: Truck,
  users: Users,
  wrench: Wrench,
  x: X,
} satisfies Record<IconName, LucideIcon>

/**
 * The sprite: each icon's shapes in a <symbol> of lucide's 24-unit box. The stroke, its width
 * and its caps come from the <svg> that uses it, as lucide-react sets them, so a class can still
 * fill a star.
 */
export function iconSprite() {
  const symbols = Object.entries(spriteIcons).map(([name, icon]) => {
    const shapes = renderToStaticMarkup(createElement(icon))
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>$/, '')
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sprite = iconSprite()
  const isCurrent = readFileSync(iconSpriteFile, { encoding: 'utf8', flag: 'a+' }) === sprite
  if (!isCurrent) writeFileSync(iconSpriteFile, sprite)
  console.log(`${iconSpriteFile}: ${isCurrent ? 'already current' : 'written'}`)
}
