import { screen } from '@testing-library/react'
import { heroPictures } from '@/content/hero-pictures'
import { paths } from '@/lib/paths'
import { loadPublicPage } from '../../test-support/web/load-public-page'

// The drawings as text, to read the size each file declares for itself.
const heroFiles = import.meta.glob<string>('/src/assets/heroes/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** The width and height of the <svg> element in the file, and its viewBox. */
function declaredSize(fileName: string) {
  const source = heroFiles[`/src/assets/heroes/${fileName}`]
  if (source === undefined) throw new Error(`No drawing src/assets/heroes/${fileName}`)
  const svgTag = /<svg\b[^>]*>/.exec(source)?.[0] ?? ''
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(svgTag)?.[1]
  return {
    width: Number(attribute('width')),
    height: Number(attribute('height')),
    viewBox: attribute('viewBox'),
  }
}

const pages = [
  { path: paths.services, picture: heroPictures.services, fileName: 'services.svg' },
  { path: paths.servicesHub, picture: heroPictures.servicesHub, fileName: 'services-hub.svg' },
  { path: paths.gallery, picture: heroPictures.gallery, fileName: 'gallery.svg' },
  { path: paths.about, picture: heroPictures.about, fileName: 'about.svg' },
  { path: paths.serviceAreas, picture: heroPictures.serviceAreas, fileName: 'service-areas.svg' },
  { path: paths.contact, picture: heroPictures.contact, fileName: 'contact.svg' },
]

describe('hero pictures of the inner pages', () => {
  it.each(pages)(
    '$path shows $fileName beside its H1 at the size the file declares',
    async ({ path, picture, fileName }) => {
      await loadPublicPage(path)
      await screen.findByRole('heading', { level: 1 })
      // Decorative (alt ''), so the picture has no name and the role "presentation".
      const heroImage = screen
        .getAllByRole('presentation')
        .find((element) => element.getAttribute('src') === picture.image.src)
      expect(heroImage).toBeDefined()
      expect(picture.image.src).toMatch(new RegExp(`/${fileName}$`))

      const declared = declaredSize(fileName)
      expect(declared.viewBox).toBe(`0 0 ${declared.width} ${declared.height}`)
      expect(heroImage).toHaveAttribute('width', String(declared.width))
      expect(heroImage).toHaveAttribute('height', String(declared.height))
      expect(heroImage).toHaveAttribute('alt', '')
      // Hidden on phones: lazy, so a phone never downloads it, and preloaded early at high
      // priority on the wide screens that show it (see PageHero).
      expect(heroImage).toHaveAttribute('loading', 'lazy')
      const preload = document.head.querySelector(
        `link[rel="preload"][as="image"][href="${picture.image.src}"]`,
      )
      expect(preload).toHaveAttribute('media', '(min-width: 1024px)')
      expect(preload).toHaveAttribute('fetchpriority', 'high')
    },
  )
})
