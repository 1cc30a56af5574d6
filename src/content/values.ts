import { business } from './business'
import type { Feature } from './types'

/** The four values on the About page. */
export const companyValues = [
  {
    icon: 'thumbs-up',
    title: 'Quality Work',
    text: 'We do each job as if it were our own yard, and we come back if anything is not right.',
  },
  {
    icon: 'clock',
    title: 'Reliability',
    text: 'We show up when we say we will, finish when we say we will and return your calls the same day.',
  },
  {
    icon: 'recycle',
    title: 'Water-Wise Care',
    text: `Drought-tolerant plants and smart irrigation can cut outdoor water use by ${business.droughtWaterSavings}. We recommend them wherever they fit.`,
  },
  {
    icon: 'users',
    title: 'Family Values',
    text: 'A family business treating every customer like a neighbor, with honest prices and no pressure.',
  },
] satisfies Feature[]
