import { business } from './business'

// schema.org data for search engines, built from the one source of business facts. A
// service-area business: city, region and ZIP, no street address.
export function localBusinessJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'LandscapingBusiness',
    '@id': `${business.siteUrl}/#business`,
    name: business.name,
    url: business.siteUrl,
    telephone: business.phone.e164,
    email: business.email.display,
    foundingDate: String(business.foundedYear),
    description: business.tagline,
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.address.city,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    areaServed: business.areasServed.map((city) => ({
      '@type': 'City',
      name: `${city}, ${business.address.region}`,
    })),
  }
}
