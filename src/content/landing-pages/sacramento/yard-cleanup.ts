import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'sacramento',
  service: 'yard-cleanup',
  layout: 'benefits',
  description:
    'One-time yard cleanup in Sacramento: overgrowth cut back, weeds pulled, leaves and junk hauled away, from Oak Park to Tahoe Park. Ask for a free estimate.',
  heading: 'Yard Cleanup Services in Sacramento',
  intro:
    'Moving in, getting ready to sell, or simply fell behind? We turn an overgrown Sacramento yard back into usable space in a day or two, and take every bag of debris with us.',
  benefits: [
    {
      icon: 'truck',
      title: 'Hauling is part of the job',
      text: 'Branches, old bark, broken pots and green waste leave on our truck, so nothing sits at the curb waiting for a pickup appointment.',
    },
    {
      icon: 'scissors',
      title: 'Overgrowth brought back',
      text: 'Blackberry, ivy, Bermuda grass in the beds and shrubs swallowing the windows are cut, pulled or reshaped.',
    },
    {
      icon: 'home',
      title: 'Ready for a listing or move-in',
      text: 'A clean front yard is the first thing buyers and new tenants notice, and we can work toward a listing or lease date.',
    },
    {
      icon: 'recycle',
      title: 'Green waste recycled',
      text: 'Clean plant material goes to composting rather than the landfill wherever that is possible.',
    },
  ],
  paragraphs: [
    'Older Sacramento neighborhoods such as Oak Park, Tahoe Park, Hollywood Park and Elmhurst often come with mature yards that got ahead of their owners: Bermuda grass running through the beds, volunteer trees along the fence, English ivy climbing the back wall. We begin by agreeing what stays. Then the crew cuts back, pulls weeds by the root where we can, and opens up the fence lines so you can see what you actually have.',
    'Timing helps. A cleanup in late winter, before weeds set seed, saves work all year; one in early summer clears the dry grass and debris that turn into a fire and rodent problem once the heat sets in. Landlords and families handling an estate often call us on short notice, and we do our best to fit them in.',
  ],
  challenges: {
    heading: 'The yard you have now',
    points: [
      'Beds buried under Bermuda grass and seedlings',
      'Piles of prunings and leaves that never reached the curb',
      'Ivy and blackberry smothering fences and sheds',
      'Dry summer weeds that look neglected and shelter pests',
    ],
  },
  results: {
    heading: 'The yard you get back',
    points: [
      'Clear beds with edges you can see again',
      'Every pile hauled off the same day',
      'Fences and walls free of climbing weeds',
      'A tidy space that is easy to keep up, or to hand over to us',
    ],
  },
  closing: {
    heading: 'Get a cleanup on the calendar',
    text: `Send a few photos or have us stop by: the estimate is free, and it tells you how many crew hours and truckloads to expect. Licensed, insured and family-run for ${business.yearsExperience} years.`,
  },
} satisfies LandingPage
