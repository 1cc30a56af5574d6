import type { Testimonial } from './types'

// Customer reviews shown on the site. Names are shortened to a first name and initial.

/** The three reviews on the home page. */
export const homeTestimonials = [
  {
    name: 'Jennifer M.',
    location: 'Natomas, Sacramento',
    text: 'They replaced our patchy front lawn with new sod and fixed three broken sprinkler heads on the same visit. Six months on it is the greenest yard on the street.',
    rating: 5,
    service: 'Sod Installation',
  },
  {
    name: 'David R.',
    location: 'Roseville',
    text: 'Our two big valley oaks had not been pruned in years. The crew explained every cut before they made it and left the yard cleaner than they found it.',
    rating: 5,
    service: 'Tree Trimming',
  },
  {
    name: 'Linda and Tom K.',
    location: 'Folsom',
    text: 'We wanted a yard that did not drink half our water bill. The new design with drip irrigation and native plants looks better than the old lawn ever did.',
    rating: 5,
    service: 'Landscape Design',
  },
] satisfies Testimonial[]

/** The review on the About page. */
export const aboutTestimonial = {
  name: 'Maria G.',
  location: 'Elk Grove',
  text: 'We have used them for weekly lawn care for five years. Same friendly crew, always on time, and when a valve failed in July they had it fixed the next morning.',
  rating: 5,
  service: 'Lawn Care & Maintenance',
} satisfies Testimonial
