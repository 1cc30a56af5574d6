import type { ReactNode } from 'react'
import { serviceAreaAnchor } from '@/lib/paths'
import { SectionHeading } from './section-heading'

export interface AreaZipCodes {
  area: string
  zips: readonly string[]
  /** Where to read more about the area: its landing page or its card. */
  page: { to: string; label: string }
}

interface ZipCodesSectionProps {
  /** The section's id: links lead here (/service-areas#zip-codes). */
  id: string
  title: string
  intro?: string
  areas: readonly AreaZipCodes[]
  /** Shown between the heading and the lists, e.g. the ZIP check. */
  children?: ReactNode
}

/** Every served ZIP code, area by area, for visitors and search engines alike. */
export function ZipCodesSection({ id, title, intro, areas, children }: ZipCodesSectionProps) {
  return (
    <section id={id} className="bg-white">
      <div className="content-width py-16 sm:py-20">
        <SectionHeading title={title} intro={intro} />
        {children}
        {/* Columns, not a grid: Sacramento's long list would leave gaps beside it. */}
        <ul className="gap-6 sm:columns-2 lg:columns-3">
          {areas.map(({ area, zips, page }) => {
            const headingId = `${serviceAreaAnchor(area)}-zip-codes`
            return (
              <li
                key={area}
                className="mb-6 break-inside-avoid rounded-2xl border border-earth-200 p-5"
              >
                <h3 id={headingId} className="text-lg font-bold text-leaf-900">
                  {area}
                </h3>
                <ul
                  aria-labelledby={headingId}
                  className="mt-2 flex flex-wrap gap-x-4 gap-y-1 font-medium tabular-nums text-stone-800"
                >
                  {zips.map((zip) => (
                    <li key={zip}>{zip}</li>
                  ))}
                </ul>
                <a
                  href={page.to}
                  className="mt-3 inline-block rounded py-0.5 text-sm font-medium text-leaf-800 underline decoration-leaf-300 underline-offset-4 hover:text-leaf-900 hover:decoration-leaf-700"
                >
                  {page.label}
                </a>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
