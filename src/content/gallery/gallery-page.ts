import { business } from '../business'
import type { Stat } from '../types'
import type { PageContent } from '../page-copy'

export const galleryPage = {
  head: {
    title: 'Project Gallery',
    description: `Browse artificial turf, sod, tree work, cleanup, design, hardscape and irrigation projects by ${business.name} across the Sacramento region.`,
  },
  hero: {
    title: 'Our Project Gallery',
    intro:
      'A look at the lawns, gardens, patios and trees we have worked on across the Sacramento region. Filter by service to find work like yours.',
  },
  projectsHeading: {
    title: 'Recent Projects',
    intro: 'Choose a category to see only that kind of work.',
  },
  statsLabel: 'Our work in numbers',
  closing: {
    title: 'Like What You See?',
    text: 'Tell us about your yard and we will give you a free, no-pressure estimate for a project like these.',
  },
} satisfies PageContent

export const galleryStats = [
  { value: business.projectsCompleted, label: 'Projects Completed' },
  { value: business.yearsExperience, label: 'Years Experience' },
  { value: business.satisfaction, label: 'Satisfaction' },
  { value: String(business.areasServed.length), label: 'Cities Served' },
] satisfies Stat[]
