import { Icon } from '@/components/ui/icon'
import { PhoneNumber } from '@/components/actions/call-button'
import { EstimateButton } from '@/components/actions/estimate-button'
import { Card } from '@/components/ui/card'
import { business } from '@/content/business'
import { serviceAreaAnchor } from '@/lib/paths'
import type { ServiceAreaCity } from '@/content/types'
import { InlineLinks, type InlineLink } from './inline-links'

interface ServiceAreaCardProps {
  city: ServiceAreaCity
  labels: {
    popularServices: string
    neighborhoods: string
    landingPages: string
    quote: string
    call: string
  }
  /** The city's landing pages; empty for a city without them. */
  landingLinks: InlineLink[]
}

const subheadingClass = 'mt-5 text-sm font-bold uppercase tracking-wide text-earth-800'

/** One city of /service-areas: what we do there, where, and the two ways to reach us. */
export function ServiceAreaCard({ city, labels, landingLinks }: ServiceAreaCardProps) {
  const anchor = serviceAreaAnchor(city.name)
  const headingId = `${anchor}-heading`
  return (
    <Card asChild>
      {/* The ZIP check links to a card (/service-areas#lincoln); scroll-mt clears the sticky header. */}
      <article
        id={anchor}
        aria-labelledby={headingId}
        className="flex h-full scroll-mt-24 flex-col p-6"
      >
        <h3 id={headingId} className="flex items-center gap-2 text-xl font-bold text-leaf-900">
          <Icon name="map-pin" className="size-5 text-leaf-700" />
          {city.name}
        </h3>
        <p className="mt-3 text-stone-700">{city.description}</p>
        <h4 className={subheadingClass}>{labels.popularServices}</h4>
        <ul className="mt-2 flex flex-wrap gap-2">
          {city.services.map((service) => (
            <li
              key={service}
              className="rounded-full bg-leaf-50 px-3 py-1 text-sm font-medium text-leaf-800 ring-1 ring-leaf-200"
            >
              {service}
            </li>
          ))}
        </ul>
        <h4 className={subheadingClass}>{labels.neighborhoods}</h4>
        <p className="mt-2 text-sm text-stone-700">{city.neighborhoods.join(' · ')}</p>
        {landingLinks.length > 0 && (
          <>
            <h4 className={subheadingClass}>
              {labels.landingPages} {city.name}
            </h4>
            <div className="mt-1 text-sm">
              <InlineLinks links={landingLinks} />
            </div>
          </>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-6">
          <EstimateButton label={labels.quote} size="sm" prefill={{ city: city.name }} />
          <a
            href={business.phone.href}
            className="inline-flex items-center gap-1.5 rounded font-semibold text-leaf-800 underline underline-offset-4 hover:text-leaf-900"
          >
            <Icon name="phone" className="size-4" />
            <span>
              {labels.call} <PhoneNumber />
            </span>
          </a>
        </div>
      </article>
    </Card>
  )
}
