// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { landingServices } from './landing-catalog'
import { landingHeroPictures } from './landing-hero-pictures'

const pictureDir = join(import.meta.dirname, '../assets/heroes/landing')
const fileName = (src: string) => src.split('/').pop()

describe('landing hero pictures', () => {
  it('gives every service of the catalog its own drawing, named after it', () => {
    expect(Object.keys(landingHeroPictures).sort()).toEqual(
      landingServices.map((service) => service.slug).sort(),
    )
    for (const service of landingServices)
      expect(fileName(landingHeroPictures[service.slug].image.src)).toBe(`${service.slug}.svg`)
  })

  it('uses every file of the pictures folder', () => {
    const used = Object.values(landingHeroPictures).map(({ image }) => fileName(image.src))
    expect(readdirSync(pictureDir).sort()).toEqual(used.sort())
  })

  it.each(readdirSync(pictureDir))(
    '%s is a self-contained SVG of the size the page reserves',
    (name) => {
      const svg = readFileSync(join(pictureDir, name), 'utf8')
      const { image } =
        landingHeroPictures[name.replace(/\.svg$/, '') as keyof typeof landingHeroPictures]
      expect(svg).toContain(`width="${image.width}" height="${image.height}"`)
      expect(svg).toContain(`viewBox="0 0 ${image.width} ${image.height}"`)
      // The illustrators' rules: no scripts, embedded pages or rasters, filters or outside files.
      expect(svg).not.toMatch(/<script|<foreignObject|<image|<filter|url\((?!#)|href="(?!#)/i)
      expect(svg.length).toBeLessThanOrEqual(14_000)
    },
  )
})
