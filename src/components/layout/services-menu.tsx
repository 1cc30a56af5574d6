import { Icon } from '@/components/ui/icon'
import type { CSSProperties } from 'react'
import {
  isLandingPath,
  landingCities,
  landingPath,
  landingServices,
} from '@/content/landing-catalog'
import { layoutCopy } from '@/content/navigation'
import { cn } from '@/lib/cn'
import { paths } from '@/lib/paths'
import { useHoverPopover } from './use-hover-popover'

const servicePaths: string[] = [paths.services, paths.servicesHub]
const panelId = 'services-menu'

/**
 * The desktop 'Services' dropdown: every landing city by every service, then the hub link. The
 * panel is a native popover, always in the markup: the prerendered HTML links every landing
 * page for crawlers, and the button opens it before any script has run (a first tap on a slow
 * machine answers at once). Hydrated, it also opens on hover (use-hover-popover.ts).
 */
interface ServicesMenuProps {
  /** The page on screen: the trigger is marked on the services pages and every landing page. */
  currentPath: string
  linkClassName: (isActive: boolean) => string
}

export function ServicesMenu({ currentPath: pathname, linkClassName }: ServicesMenuProps) {
  const isActive = servicePaths.includes(pathname) || isLandingPath(pathname)
  const { close, itemProps, panelRef, triggerProps } = useHoverPopover()

  return (
    <li {...itemProps} className="group">
      {/* No aria-expanded: the browser states it from popovertarget, right before hydration too. */}
      <button
        type="button"
        {...triggerProps}
        popoverTarget={panelId}
        aria-controls={panelId}
        className={cn(linkClassName(isActive), 'flex items-center gap-1')}
      >
        {layoutCopy.servicesLabel}
        <Icon
          name="chevron-down"
          className="size-4 transition-transform group-has-[:popover-open]:rotate-180"
        />
      </button>
      {/* In the top layer, so placed on the screen: centred, just under the sticky header
          (5rem and its border, desktop only). 24rem at most (spec): the city lists scroll, the
          title and the hub link stay in view. */}
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        className="fixed inset-auto left-1/2 top-[calc(5rem+1px+0.5rem)] m-0 w-[min(60rem,calc(100vw-2rem))] -translate-x-1/2 overflow-visible rounded-xl border border-earth-200 bg-white p-0 text-stone-900 shadow-xl"
      >
        <div className="flex max-h-96 flex-col">
          <p className="px-5 pb-3 pt-5 text-base font-bold text-leaf-900">
            {layoutCopy.servicesMenuTitle}
          </p>
          {/* One column per city on wide screens, however many cities the catalog has. */}
          <div
            className="grid min-h-0 flex-1 grid-cols-2 gap-x-6 gap-y-4 overflow-y-auto overscroll-contain px-5 pb-4 lg:grid-cols-[repeat(var(--city-count),minmax(0,1fr))]"
            style={{ '--city-count': landingCities.length } as CSSProperties}
          >
            {landingCities.map((city) => (
              <div key={city.slug}>
                <p className="mb-1 text-sm font-semibold uppercase tracking-wide text-earth-700">
                  {city.name}
                </p>
                <ul className="space-y-0.5">
                  {landingServices.map((service) => {
                    const path = landingPath(city.slug, service.slug)
                    return (
                      <li key={service.slug}>
                        <a
                          href={path}
                          onClick={close}
                          aria-current={path === pathname ? 'page' : undefined}
                          className="block rounded px-1 py-0.5 text-sm text-stone-700 hover:bg-leaf-50 hover:text-leaf-800"
                        >
                          {service.name}
                        </a>
                      </li>
                    )
                  })}
                </ul>
              </div>
            ))}
          </div>
          <div className="border-t border-earth-100 px-5 py-3">
            <a
              href={paths.servicesHub}
              onClick={close}
              className="inline-block rounded font-semibold text-leaf-700 underline-offset-4 hover:underline"
            >
              {layoutCopy.servicesMenuAllLink}
            </a>
          </div>
        </div>
      </div>
    </li>
  )
}
