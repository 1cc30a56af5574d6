import { describe, expect, it } from 'vitest'
import { galleryFilters } from './categories'
import { galleryProjects } from './projects'

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
})
