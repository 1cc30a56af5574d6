// What a link preview, a browser tab and a crawler read besides the page: Open Graph and Twitter
// tags with a card per page, the icons and manifest, sitemap dates, and one address per page.
import { expect, test } from '@playwright/test'
import { socialImagePath } from '../src/components/seo/social-image'
import { pngSize } from '../test-support/png.ts'
import { publicRoutes } from './public-routes'

const siteUrl = 'https://www.example.com'

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

/** The page's <meta> tags by property or name; a tag given twice fails the test. */
function metaTags(html: string) {
  const tags: Record<string, string> = {}
  for (const [, key = '', content = ''] of html.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)"\s*\/?>/g,
  )) {
    expect(tags, `${key} appears once`).not.toHaveProperty([key])
    tags[key] = decode(content)
  }
  return tags
}

for (const route of publicRoutes) {
  test(`${route.path} has Open Graph and Twitter tags with its own card`, async ({ request }) => {
    const html = await (await request.get(route.path)).text()
    const title = decode(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? '')
    expect(title.length).toBeLessThanOrEqual(60)
    const image = `${siteUrl}${socialImagePath(route.path)}`
    const tags = metaTags(html)
    expect(tags).toMatchObject({
      'og:site_name': 'Greenleaf Landscaping',
      'og:title': title,
      'og:description': tags.description,
      'og:url': `${siteUrl}${route.path}`,
      'og:image': image,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:description': tags.description,
      'twitter:image': image,
    })
    expect(tags['og:image:alt']).toContain('Greenleaf Landscaping')

    const card = await request.get(socialImagePath(route.path))
    expect(card.status()).toBe(200)
    expect(card.headers()['content-type']).toBe('image/png')
    expect(pngSize(await card.body())).toEqual([1200, 630])
  })
}

test('the icons and the web manifest are served, and every page links them', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  for (const link of [
    '<link rel="icon" href="/favicon.ico" sizes="32x32"',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png"',
    '<link rel="manifest" href="/site.webmanifest"',
    '<meta name="theme-color" content="#25592a"',
  ])
    expect(html).toContain(link)

  const favicon = await request.get('/favicon.ico')
  expect(favicon.headers()['content-type']).toBe('image/x-icon')
  expect(pngSize(await (await request.get('/apple-touch-icon.png')).body())).toEqual([180, 180])

  const manifest = await request.get('/site.webmanifest')
  expect(manifest.headers()['content-type']).toBe('application/manifest+json')
  const { name, theme_color, icons } = (await manifest.json()) as {
    name: string
    theme_color: string
    icons: { src: string; sizes: string }[]
  }
  expect([name, theme_color]).toEqual(['Greenleaf Landscaping', '#25592a'])
  for (const icon of icons) {
    const size = Number(icon.sizes.split('x')[0])
    expect(pngSize(await (await request.get(icon.src)).body())).toEqual([size, size])
  }
})

test('the sitemap dates every page from its content', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const urls = [...sitemap.matchAll(/<url>(.*?)<\/url>/g)].map(([, url]) => url)
  expect(urls).toHaveLength(publicRoutes.length)
  for (const url of urls)
    expect(url).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d<\/lastmod>$/)
})
