// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { galleryFilters } from './categories'
import { galleryProjects } from './projects'

// Every drawing in the folder, by its served URL and by its markup.
const drawingUrls = import.meta.glob<string>('/src/assets/gallery/*.svg', {
  eager: true,
  import: 'default',
})
const drawingMarkup = import.meta.glob<string>('/src/assets/gallery/*.svg', {
  eager: true,
  query: '?raw',
  import: 'default',
})

const kebabCase = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

describe('gallery content', () => {
  it('has 18 projects with unique ids 1 to 18', () => {
    const ids = galleryProjects.map((project) => project.id).sort((a, b) => a - b)
    expect(ids).toEqual(Array.from({ length: 18 }, (_, i) => i + 1))
  })

  it('has projects in every category of the filter bar', () => {
    const categories = new Set(galleryProjects.map((project) => project.category))
    for (const { value } of galleryFilters) {
      if (value !== 'all') expect(categories).toContain(value)
    }
  })

  it('gives every project an alt text that says it is an illustration', () => {
    for (const project of galleryProjects) expect(project.altText).toMatch(/^Illustration of /)
  })

  it('gives every project its own drawing, named after its title, in the card’s 8:5 frame', () => {
    const pictures = galleryProjects.map((project) => project.picture.src)
    expect(new Set(pictures).size).toBe(galleryProjects.length)
    for (const project of galleryProjects) {
      expect(project.picture.src).toBe(`/src/assets/gallery/${kebabCase(project.title)}.svg`)
      expect(project.picture).toMatchObject({ width: 640, height: 400 })
    }
  })

  it('keeps no drawing in src/assets/gallery that no project shows', () => {
    const pictures = galleryProjects.map((project) => project.picture.src).sort()
    expect(Object.values(drawingUrls).sort()).toEqual(pictures)
  })

  it('keeps every drawing self-contained and small', () => {
    for (const [path, svg] of Object.entries(drawingMarkup)) {
      expect(svg, path).toContain('viewBox="0 0 640 400" width="640" height="400"')
      expect(svg, path).not.toMatch(/<script|<foreignObject|<image|<filter|url\((?!#)|href="(?!#)/i)
      expect(svg.length, path).toBeLessThanOrEqual(12_000)
    }
  })
})
