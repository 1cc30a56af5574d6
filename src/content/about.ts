import { business } from './business'
import type { ClosingCopy, HeadingCopy, HeroCopy, PageHeadCopy } from './page-copy'
import type { Stat } from './types'

export const aboutPage = {
  head: {
    title: 'About Our Family-Owned Company',
    description: `Meet the family behind ${business.name}: Sacramento landscapers since ${business.foundedYear}, licensed and insured, with ${business.projectsCompleted} projects completed.`,
  },
  hero: {
    title: `About ${business.name}`,
    intro: `A family-owned landscaping company caring for Sacramento-area yards since ${business.foundedYear}.`,
  },
  story: {
    title: 'Our Story',
    paragraphs: [
      `${business.name} began in ${business.foundedYear} with one pickup truck, a mower and a handful of neighbors in East Sacramento who needed someone they could count on. Word spread one yard at a time.`,
      `Today our crews care for homes and businesses in ${business.areasServed.length} cities, from Lincoln to Rancho Cordova. We have lived through the region’s droughts and wet winters, and we have learned what grows in its clay soils, what survives 105-degree afternoons, and how to water well without wasting it.`,
      'We are still family-owned. The owner still walks each new yard, the office still answers its own phone, and our crews still treat every property as if it were the one next door to their own.',
    ],
  },
  stats: [
    { value: business.yearsExperience, label: 'Years in Business' },
    { value: business.projectsCompleted, label: 'Projects Completed' },
    { value: business.happyCustomers, label: 'Happy Customers' },
    { value: `${business.rating.value}/${business.rating.best}`, label: 'Google Rating' },
  ],
  statsLabel: 'Our company in numbers',
  values: {
    title: 'Our Values',
    intro: 'Four promises we make to every customer, big job or small.',
  },
  team: {
    title: 'Meet Our Team',
    intro: 'The owner, the office and the crew you will see in your yard.',
  },
  reasons: {
    title: 'Why Homeowners Choose Us',
    points: [
      `${business.license.note} for your protection and ours`,
      `${business.yearsExperience} years of experience in the Sacramento region`,
      'Free, written estimates with no pressure and no hidden fees',
      'Certified arborists for all tree work',
      `${business.satisfaction} satisfaction guarantee on every job`,
      `${business.responseTime} on every call and message`,
    ],
  },
  testimonial: { title: 'In Our Customers’ Words' },
  closing: {
    title: 'Let’s Talk About Your Yard',
    text: 'Call us or request a free estimate. We will visit, listen and give you a clear, written price.',
  },
  servicesLink: 'View All Services',
} satisfies {
  head: PageHeadCopy
  hero: HeroCopy
  story: HeadingCopy & { paragraphs: string[] }
  stats: Stat[]
  statsLabel: string
  values: HeadingCopy
  team: HeadingCopy
  reasons: HeadingCopy & { points: string[] }
  testimonial: HeadingCopy
  closing: ClosingCopy
  servicesLink: string
}
