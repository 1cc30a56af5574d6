import { Icon } from '@/components/ui/icon'
import { PhoneNumber } from '@/components/actions/call-button'
import { business } from '@/content/business'
import { footerQuickLinks, footerServices, layoutCopy } from '@/content/navigation'
import { paths } from '@/lib/paths'

const headingClass = 'mb-3 text-sm font-bold uppercase tracking-wider text-leaf-200'
const linkClass = 'rounded hover:text-white hover:underline underline-offset-4'

/** The CSLB number, linked to the state's lookup; nothing until the owner has set it. */
export function LicenseLine({ license }: { license: typeof business.license }) {
  if (!license.number) return null
  return (
    <a href={license.lookupUrl} className={`${linkClass} mt-1 inline-block text-sm text-leaf-100`}>
      CSLB #{license.number}
    </a>
  )
}

export function SiteFooter() {
  return (
    <footer className="bg-leaf-950 text-leaf-50">
      <div className="content-width grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{business.name}</p>
          <p className="mt-2 text-sm text-leaf-100">{business.tagline}.</p>
          <p className="mt-4 flex items-center gap-2 font-semibold text-white">
            <Icon name="shield-check" className="size-5 text-sun-400" />
            {business.license.note}
          </p>
          <LicenseLine license={business.license} />
        </div>
        <nav aria-label="Quick links">
          <h2 className={headingClass}>{layoutCopy.footer.quickLinks}</h2>
          <ul className="space-y-2 text-leaf-100">
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <a href={link.to} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{layoutCopy.footer.services}</h2>
          <ul className="space-y-2 text-leaf-100">
            {footerServices.map((service) => (
              <li key={service.to}>
                <a href={service.to} className={linkClass}>
                  {service.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{layoutCopy.footer.contact}</h2>
          <ul className="space-y-2 text-leaf-100">
            <li>
              <a
                href={business.phone.href}
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <Icon name="phone" className="size-4" />
                <PhoneNumber />
              </a>
            </li>
            <li>
              <a
                href={business.email.href}
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <Icon name="mail" className="size-4" />
                {business.email.display}
              </a>
            </li>
            <li className="inline-flex items-center gap-2">
              <Icon name="map-pin" className="size-4" />
              {business.address.city}, {business.address.region} {business.address.postalCode}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-leaf-800">
        <div className="content-width py-6">
          <h2 className={headingClass}>{layoutCopy.footer.areas}</h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-leaf-100">
            {business.areasServed.map((city) => (
              <li key={city}>
                <a href={paths.serviceAreas} className={linkClass}>
                  {city}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-xs text-leaf-200">
            © {business.name}. Family-owned and serving the Sacramento region since{' '}
            {business.foundedYear}.
          </p>
        </div>
      </div>
    </footer>
  )
}
