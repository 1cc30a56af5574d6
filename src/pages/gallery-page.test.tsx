import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  galleryCategoryLabels,
  galleryCategoryServices,
  galleryEmptyText,
  galleryFilters,
} from '@/content/gallery/categories'
import { galleryProjects } from '@/content/gallery/projects'
import { loadPublicPage } from '../../test-support/web/load-public-page'

async function renderGallery() {
  await loadPublicPage('/gallery')
  await screen.findByRole('heading', { level: 1, name: 'Our Project Gallery' }, { timeout: 5000 })
  return screen.getByRole('group', { name: 'Filter projects by category' })
}

function shownProjectTitles() {
  return screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)
}

describe('/gallery', () => {
  it('has the eight filters in the spec order and starts on All Projects with all 18 projects', async () => {
    const filterBar = await renderGallery()
    const buttons = within(filterBar).getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual([
      'All Projects',
      'Artificial Turf',
      'Sod Installation',
      'Tree Work',
      'Cleanups',
      'Landscape Design',
      'Hardscaping',
      'Irrigation',
    ])
    expect(within(filterBar).getByRole('button', { name: 'All Projects' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getAllByRole('article')).toHaveLength(18)
    expect(screen.getAllByRole('img', { name: /illustration/i })).toHaveLength(18)
  })

  it('shows only the chosen category, and All Projects brings every project back', async () => {
    const user = userEvent.setup()
    const filterBar = await renderGallery()
    for (const { value, label } of galleryFilters) {
      if (value === 'all') continue
      await user.click(within(filterBar).getByRole('button', { name: label }))
      const expected = galleryProjects.filter((project) => project.category === value)
      expect(shownProjectTitles()).toEqual(expected.map((project) => project.title))
      for (const card of screen.getAllByRole('article')) {
        expect(within(card).getByText(galleryCategoryLabels[value])).toBeInTheDocument()
      }
      // aria-pressed follows the choice: exactly one filter is pressed.
      for (const button of within(filterBar).getAllByRole('button')) {
        expect(button).toHaveAttribute('aria-pressed', String(button.textContent === label))
      }
    }
    await user.click(within(filterBar).getByRole('button', { name: 'All Projects' }))
    expect(screen.getAllByRole('article')).toHaveLength(18)
    expect(screen.queryByText(galleryEmptyText)).not.toBeInTheDocument()
  })

  it('can be used with the keyboard alone', async () => {
    const user = userEvent.setup()
    const filterBar = await renderGallery()
    within(filterBar).getByRole('button', { name: 'All Projects' }).focus()
    await user.tab()
    await user.tab()
    expect(within(filterBar).getByRole('button', { name: 'Sod Installation' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(within(filterBar).getByRole('button', { name: 'Sod Installation' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.tab()
    await user.keyboard(' ')
    expect(within(filterBar).getByRole('button', { name: 'Tree Work' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(shownProjectTitles()).toEqual(
      galleryProjects
        .filter((project) => project.category === 'tree-work')
        .map((project) => project.title),
    )
  })

  it('gives every card a Get Similar Quote link to /contact and shows the stats', async () => {
    await renderGallery()
    const quoteLinks = screen.getAllByRole('link', { name: 'Get Similar Quote' })
    expect(quoteLinks).toHaveLength(18)
    for (const link of quoteLinks) expect(link).toHaveAttribute('href', '/contact')
    // Each starts the form with its project's service, by the catalogue's key.
    expect(new Set(quoteLinks.map((link) => link.dataset.estimateService))).toEqual(
      new Set(Object.values(galleryCategoryServices)),
    )
    const stats = screen.getByRole('region', { name: 'Our work in numbers' })
    for (const figure of ['500+', '20+', '100%', '11']) {
      expect(within(stats).getByText(figure)).toBeInTheDocument()
    }
  })
})
