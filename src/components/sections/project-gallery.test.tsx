import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { galleryEmptyText } from '@/content/gallery/categories'
import { galleryProjects } from '@/content/gallery/projects'
import { ProjectGallery } from './project-gallery'

describe('ProjectGallery', () => {
  it('says so when a category has no projects, and recovers on another filter', async () => {
    const user = userEvent.setup()
    const withoutIrrigation = galleryProjects.filter((project) => project.category !== 'irrigation')
    render(<ProjectGallery projects={withoutIrrigation} />)
    expect(screen.queryByText(galleryEmptyText)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Irrigation' }))
    expect(
      screen.getByText('No projects found in this category. Please select a different filter.'),
    ).toBeInTheDocument()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    expect(screen.getByRole('status')).toHaveTextContent('0 projects shown')

    await user.click(screen.getByRole('button', { name: 'Hardscaping' }))
    expect(screen.queryByText(galleryEmptyText)).not.toBeInTheDocument()
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0)
  })

  it('shows each project its own picture, described by its alt text and loaded lazily', () => {
    render(<ProjectGallery projects={galleryProjects} />)
    for (const project of galleryProjects) {
      const picture = screen.getByRole('img', { name: project.altText })
      expect(picture).toHaveAttribute('src', project.picture.src)
      expect(picture).toHaveAttribute('loading', 'lazy')
    }
  })
})
