import { Icon } from '@/components/ui/icon'
import { CallButton } from '@/components/actions/call-button'
import { business } from '@/content/business'
import { headerLinks, layoutCopy, type NavLinkItem } from '@/content/navigation'
import { cn } from '@/lib/cn'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { ServicesMenu } from './services-menu'

const linkClassName = (isActive: boolean) =>
  cn(
    'whitespace-nowrap rounded-md px-2.5 py-2 text-[0.95rem] font-medium transition-colors xl:px-3',
    isActive ? 'bg-leaf-100 text-leaf-900' : 'text-stone-700 hover:bg-leaf-50 hover:text-leaf-900',
  )

function HeaderLink({ link, currentPath }: { link: NavLinkItem; currentPath: string }) {
  const isActive = currentPath === link.to
  return (
    <li>
      <a
        href={link.to}
        aria-current={isActive ? 'page' : undefined}
        className={linkClassName(isActive)}
      >
        {link.label}
      </a>
    </li>
  )
}

/** The site's header; `currentPath` ('/gallery') is the page its menus mark as current. */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-earth-200 bg-white/95 backdrop-blur">
      <div className="content-width flex h-16 items-center justify-between gap-4 lg:h-20">
        <Logo />
        {/* A plain list and one disclosure: no menu library on every page's first load. */}
        <nav aria-label="Main" className="relative hidden lg:block">
          <ul className="flex items-center gap-1">
            <HeaderLink link={headerLinks.home} currentPath={currentPath} />
            <ServicesMenu currentPath={currentPath} linkClassName={linkClassName} />
            {headerLinks.rest.map((link) => (
              <HeaderLink key={link.to} link={link} currentPath={currentPath} />
            ))}
          </ul>
        </nav>
        <div className="hidden flex-col items-end lg:flex">
          <CallButton size="sm" className="whitespace-nowrap" />
          <p className="mt-1 text-xs font-medium text-leaf-800">{layoutCopy.freeEstimatesNote}</p>
        </div>
        <div className="flex items-center gap-1 lg:hidden">
          {/* On a phone the call is one tap away without opening the menu. */}
          <a
            href={business.phone.href}
            className="grid size-11 place-items-center rounded-lg bg-sun-400 text-leaf-950 hover:bg-sun-500"
          >
            <Icon name="phone" className="size-5" />
            <span className="sr-only">
              {layoutCopy.callLabel} {business.phone.display}
            </span>
          </a>
          <MobileMenu currentPath={currentPath} />
        </div>
      </div>
    </header>
  )
}
