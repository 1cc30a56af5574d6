import { business } from './business'
import { landingCities } from './landing-catalog'
import { serviceSectionPath } from './navigation'
import type { ClosingCopy, HeadingCopy, HeroCopy, PageHeadCopy } from './page-copy'
import type { Feature } from './types'

/** The spec's rating line: '4.9/5 Rating, based on Google reviews'. */
export const ratingLine = `${business.rating.value}/${business.rating.best} Rating, based on ${business.rating.source}`

export const homePage = {
  head: {
    title: 'Sacramento Landscaping & Lawn Care',
    description: `Family-owned Sacramento landscaping since ${business.foundedYear}: lawn care, sod, tree trimming, irrigation and design. Rated ${business.rating.value}/${business.rating.best}. Free estimates.`,
  },
  hero: {
    badge: "Sacramento's #1 Rated Landscaping Company",
    title: 'Beautiful, Healthy Yards for Sacramento Homes',
    intro: `Lawn care, sod, tree trimming, irrigation and landscape design from a family-owned, licensed and insured team with ${business.yearsExperience} years of local experience.`,
    illustrationLabel:
      'Illustration of a backyard plan: a curving path between planted beds, a lawn and a patio',
  },
  estimateLabel: 'Get FREE Estimate Today',
  callLabel: 'Call',
  trustPoints: [
    {
      icon: 'shield',
      title: business.license.note,
      text: 'Fully covered work on every property.',
    },
    {
      icon: 'award',
      title: `${business.yearsExperience} Years Experience`,
      text: `Serving the Sacramento region since ${business.foundedYear}.`,
    },
    {
      icon: 'heart',
      title: 'Family-Owned',
      text: 'Local owners who answer their own phone.',
    },
    {
      icon: 'thumbs-up',
      title: 'Satisfaction Guaranteed',
      text: 'Not right? We come back and fix it.',
    },
  ],
  services: {
    title: 'Our Most Requested Services',
    intro:
      'From a new lawn to a complete backyard makeover, one crew handles it from start to finish.',
    linkLabel: 'Learn More',
    features: [
      {
        icon: 'ruler',
        title: 'Landscape Design',
        to: serviceSectionPath('landscape-design'),
        text: 'Custom, water-wise designs for Sacramento’s hot summers, drawn and built by our team.',
      },
      {
        icon: 'leaf',
        title: 'Sod Installation',
        to: serviceSectionPath('sod-installation'),
        text: 'Soil prepared, graded and laid with fresh sod for an instant, even lawn.',
      },
      {
        icon: 'trees',
        title: 'Tree Trimming',
        to: serviceSectionPath('tree-trimming'),
        text: 'Careful pruning to ISA standards for healthier, safer trees and clear roofs.',
      },
      {
        icon: 'droplets',
        title: 'Irrigation Systems',
        to: serviceSectionPath('irrigation-sprinklers'),
        text: 'Sprinkler repair, drip conversions and smart controllers that save water.',
      },
    ],
  },
  testimonials: {
    title: 'What Our Customers Say',
    intro: 'Homeowners across the region trust us with their yards, year after year.',
  },
  areas: {
    title: 'Proudly Serving the Greater Sacramento Area',
    intro: 'Local crews, short drive times and a team that knows each city’s soil and water rules.',
    linkLabel: 'View All Service Areas',
    // The spec's home page shows ten badges (the other pages list all eleven cities): the cities
    // with landing pages, then an editorial pick of five more served areas, in this order.
    badges: [
      ...landingCities.map((city) => city.name),
      ...([
        'Elk Grove',
        'Citrus Heights',
        'Lincoln',
        'Natomas',
        'Rancho Cordova',
      ] satisfies (typeof business.areasServed)[number][]),
    ],
  },
  closing: {
    title: 'Ready for a Yard You Love?',
    text: 'Call today or request your free estimate. We answer the same day and give clear, written prices.',
  },
} satisfies {
  head: PageHeadCopy
  hero: HeroCopy & { badge: string; illustrationLabel: string }
  estimateLabel: string
  callLabel: string
  trustPoints: Feature[]
  services: HeadingCopy & { linkLabel: string; features: (Feature & { to: string })[] }
  testimonials: HeadingCopy
  areas: HeadingCopy & { linkLabel: string; badges: string[] }
  closing: ClosingCopy
}
