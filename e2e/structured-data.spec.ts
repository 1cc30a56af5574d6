import { expect, test } from '@playwright/test'
import { publicRoutes } from '../src/app/routes'
import { business } from '../src/content/business'
import { landingCities } from '../src/content/landing-catalog'
import { paths } from '../src/lib/paths'
import { bodyText, decodeHtml, hasDistFile, readDistPage, textOf } from './dist-pages'

// Every prerendered page's JSON-LD, read as a search engine reads it, against the business
// facts in business.ts and against what the page itself shows.

type JsonNode = Record<string, unknown>

const siteRoot = new URL('/', business.siteUrl).href
const businessId = `${siteRoot}#business`
const websiteId = `${siteRoot}#website`

/** The cities of business.ts as schema.org cities: no neighborhoods, every landing city. */
const expectedCities = [
  ...business.areasServed.filter(
    (area) => !(business.neighborhoodsServed as readonly string[]).includes(area),
  ),
  ...landingCities.map((city) => city.name),
]

function jsonLd(html: string) {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
  expect(scripts).toHaveLength(1)
  const data = JSON.parse(scripts[0]![1]!) as { '@context': string; '@graph': JsonNode[] }
  expect(data['@context']).toBe('https://schema.org')
  return data['@graph']
}

function only(graph: JsonNode[], type: string) {
  const nodes = graph.filter((node) => node['@type'] === type)
  expect(nodes, type).toHaveLength(1)
  return nodes[0]!
}

/** Every { "@id": … } reference anywhere in the data. */
function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references)
  if (typeof value !== 'object' || value === null) return []
  const entries = Object.entries(value)
  if (entries.length === 1 && entries[0]![0] === '@id') return [String(entries[0]![1])]
  return entries.flatMap(([, child]) => references(child))
}

/** The site path of an absolute URL of the site, which must exist in dist/. */
function sitePath(url: unknown) {
  expect(String(url).startsWith(siteRoot), String(url)).toBe(true)
  return new URL(String(url)).pathname
}

const cityName = (name: string) => `${name}, ${business.address.region}`

/** The pages that describe the business in full; the others name it by @id, name and phone. */
const businessPages = new Set<string>([paths.home, paths.contact])

test('the business is one node with one @id and the facts of business.ts on every page', () => {
  for (const route of publicRoutes) {
    const html = readDistPage(route.path)
    const company = only(jsonLd(html), 'HomeAndConstructionBusiness')
    expect(company).toMatchObject({
      '@id': businessId,
      name: business.name,
      url: siteRoot,
      telephone: business.phone.e164,
      address: {
        '@type': 'PostalAddress',
        addressLocality: business.address.city,
        addressRegion: business.address.region,
        postalCode: business.address.postalCode,
      },
    })
    expect(company.address).not.toHaveProperty('streetAddress')
    // The phone and e-mail the data gives are the ones the page shows (header and footer).
    const text = bodyText(html)
    expect(text, route.path).toContain(business.phone.display)
    expect(text, route.path).toContain(business.email.display)
    // The testimonials are the company's own: no rating or review markup.
    expect(html).not.toMatch(/"(aggregateRating|review|reviewRating)"|"@type":"(Review|Rating)"/)
    if (!businessPages.has(route.path)) {
      expect(company, route.path).not.toHaveProperty('areaServed')
      continue
    }
    expect(company).toMatchObject({
      email: business.email.display,
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...business.openingHours.days],
        opens: business.openingHours.opens,
        closes: business.openingHours.closes,
      },
    })
    const areas = (company.areaServed as JsonNode[]).map((area) => area.name)
    expect(new Set(areas)).toEqual(new Set(expectedCities.map(cityName)))
    expect(areas).toHaveLength(new Set(areas).size)
    for (const area of company.areaServed as JsonNode[]) expect(area['@type']).toBe('City')
    for (const image of [company.logo, company.image])
      expect(hasDistFile(sitePath(image))).toBe(true)
  }
})

test('the opening hours are the hours /contact shows', () => {
  expect(bodyText(readDistPage(paths.contact))).toContain(business.hours)
})

test('each page describes itself with the H1, description and address it shows', () => {
  for (const route of publicRoutes) {
    const html = readDistPage(route.path)
    const graph = jsonLd(html)
    const page = only(graph, 'WebPage')
    const h1 = textOf(html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)![1]!)
    const description = decodeHtml(html.match(/<meta name="description" content="([^"]*)"/)![1]!)
    const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)![1]
    expect(page).toMatchObject({
      url: canonical,
      name: h1,
      description,
      isPartOf: { '@id': websiteId },
    })
    expect(sitePath(page.url)).toBe(route.path)

    const website = graph.filter((node) => node['@type'] === 'WebSite')
    if (route.path === paths.home) {
      expect(website).toEqual([expect.objectContaining({ '@id': websiteId, url: siteRoot })])
    } else expect(website).toEqual([])

    // Every reference points to a node of this page, or to the home page's WebSite.
    const ids = new Set([...graph.map((node) => node['@id']), websiteId])
    for (const id of references(graph)) expect(ids, `${route.path}: ${id}`).toContain(id)
  }
})

test('each landing page offers its service in its city, under Home › Services', () => {
  const landingRoutes = publicRoutes.filter((route) => route.landingPage)
  expect(landingRoutes.length).toBeGreaterThan(0)
  for (const { path, landingPage } of landingRoutes) {
    const html = readDistPage(path)
    const graph = jsonLd(html)
    const url = new URL(path, business.siteUrl).href
    const service = only(graph, 'Service')
    expect(service).toMatchObject({
      provider: { '@id': businessId },
      serviceType: landingPage!.service.name,
      areaServed: { '@type': 'City', name: cityName(landingPage!.city.name) },
      url,
    })
    expect(bodyText(html), path).toContain(landingPage!.city.name)
    expect(only(graph, 'WebPage').about).toEqual({ '@id': service['@id'] })

    const crumbs = only(graph, 'BreadcrumbList').itemListElement as JsonNode[]
    expect(crumbs.map((crumb) => crumb.position)).toEqual([1, 2, 3])
    expect(crumbs.map((crumb) => sitePath(crumb.item))).toEqual([
      paths.home,
      paths.servicesHub,
      path,
    ])
    expect(crumbs.at(-1)!.name).toBe(only(graph, 'WebPage').name)
  }
})
