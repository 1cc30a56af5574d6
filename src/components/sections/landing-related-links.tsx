import { landingPages, type LandingPageRef } from '@/content/landing-pages'
import { landingLayoutCopy } from '@/content/landing-layout'

function LinkList({
  title,
  pages,
  label,
}: {
  title: string
  pages: LandingPageRef[]
  label: (page: LandingPageRef) => string
}) {
  return (
    <div>
      <h2 className="text-xl font-bold text-leaf-900">{title}</h2>
      <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {pages.map((page) => (
          <li key={page.path}>
            <a
              href={page.path}
              className="rounded text-leaf-800 underline-offset-4 hover:underline"
            >
              {label(page)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Links to the city's other services and to this service in the other cities: a visitor finds
 * the next page, and every landing page is reachable from plain HTML links.
 */
export function LandingRelatedLinks({ current }: { current: LandingPageRef }) {
  const sameCity = landingPages.filter((page) => page.city === current.city && page !== current)
  const sameService = landingPages.filter(
    (page) => page.service === current.service && page !== current,
  )
  return (
    <section className="mx-auto grid max-w-5xl gap-10 px-5 pb-16 sm:px-8 md:grid-cols-[2fr_1fr]">
      <LinkList
        title={landingLayoutCopy.moreServicesIn(current.city.name)}
        pages={sameCity}
        label={(page) => page.service.name}
      />
      <LinkList
        title={landingLayoutCopy.serviceElsewhere(current.service.name)}
        pages={sameService}
        label={(page) => page.city.name}
      />
    </section>
  )
}
