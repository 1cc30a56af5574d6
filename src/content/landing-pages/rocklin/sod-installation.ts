import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'rocklin',
  service: 'sod-installation',
  layout: 'benefits',
  description:
    'Sod installation in Rocklin on properly prepared ground: old turf removed, hardpan tilled, compost added, graded and rolled. Fescue or Bermuda. Free quotes.',
  heading: 'Sod Installation in Rocklin, CA',
  intro:
    'A new lawn in a day, laid on ground that has been prepared the right way. We strip, grade, amend and roll before the first piece of sod goes down, and estimates are always free.',
  benefits: [
    {
      icon: 'shovel',
      title: 'Real Soil Preparation',
      text: 'Old turf is cut out, compacted fill is tilled, and compost is worked in so roots have more than a few inches to grow into.',
    },
    {
      icon: 'ruler',
      title: 'Grading That Drains',
      text: 'We set a gentle fall away from the house and fill low spots, so winter rain runs off instead of pooling in the middle of the lawn.',
    },
    {
      icon: 'sprout',
      title: 'Fresh-Cut Turf',
      text: 'Tall fescue blends for shade and family use, or hybrid Bermuda for full sun, delivered fresh and laid the same day with tight, staggered seams.',
    },
    {
      icon: 'droplets',
      title: 'Sprinklers Checked First',
      text: 'Heads are raised, adjusted and tested before anything is laid, because a new lawn lives or dies on even watering during its first weeks.',
    },
  ],
  paragraphs: [
    'Rocklin yards are hard on new lawns. Many lots were graded with heavy equipment that packed the subsoil solid, and on older streets off Pacific Street and Rocklin Road the native ground is thin decomposed granite over bedrock. Sod rolled straight onto that surface looks fine for a month, then browns in the first heat wave.',
    'Most of our time on a sod job goes into what you will never see. The best windows here are early fall and spring, when roots can settle in before summer heat or winter cold; summer installs work too, with a stricter watering routine. When we finish, you get a written watering schedule for the first three weeks and a date for the first mow.',
  ],
  challenges: {
    heading: 'Before: The Old Lawn',
    points: [
      'Weedy, thin turf with Bermuda creeping through the fescue',
      'Hardpan so dense that water puddles on top',
      'Low spots that stay soggy every winter',
      'Uneven sprinklers leaving dry rings and green circles',
    ],
  },
  results: {
    heading: 'After: A Lawn Built to Last',
    points: [
      'Uniform, dense turf from the first week',
      'Roots knitting into amended soil within about two weeks',
      'Surface water draining away from the house',
      'Coverage tuned zone by zone for summer',
    ],
  },
  closing: {
    heading: 'Thinking About New Sod?',
    text: `We measure the area, see how water moves through your soil, and write up a free quote with no pressure. ${business.yearsExperience} years of installing lawns around Rocklin means no surprises on install day.`,
  },
} satisfies LandingPage
