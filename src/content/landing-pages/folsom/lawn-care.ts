import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'folsom',
  service: 'lawn-care',
  layout: 'process',
  description:
    'Weekly lawn care in Folsom, from Empire Ranch hillsides to new Folsom Ranch streets: mowing, edging, feeding, aeration and weed control. Free estimates.',
  heading: 'Lawn Care Service in Folsom, CA',
  intro:
    'Mowing, feeding, aeration and weed control for Folsom lawns, from the hills of Empire Ranch to the newer streets of Folsom Ranch south of Highway 50. Your first estimate is free.',
  whyChoose: [
    {
      icon: 'calendar',
      title: 'The Same Day Every Week',
      text: 'Your mowing day stays fixed, with a crew that knows your gate code, your dog and which sprinkler heads to steer the mower around.',
    },
    {
      icon: 'sprout',
      title: 'Fertilizer on a Plan',
      text: 'Slow-release feedings timed for spring green-up and fall root growth, plus pre-emergent before crabgrass germinates in late winter.',
    },
    {
      icon: 'shield',
      title: 'Licensed, Insured and Local',
      text: `A family-owned business with ${business.yearsExperience} years in the Sacramento region and a satisfaction guarantee on every visit.`,
    },
  ],
  process: {
    heading: 'What Each Visit Includes',
    paragraphs: [
      'From spring through fall we mow weekly at the right height for your grass type, edge along concrete and beds with a steel-blade edger, string-trim around fences and trees, and blow off every hard surface. Clippings are mulched back into the turf unless they are too long, which feeds the soil and saves a fertilizer application or two each year.',
      'Every few weeks we look closer: weeds spot-treated, signs of grubs or fungus noted, sprinkler coverage checked when dry corners appear. In winter, visits drop to every other week while growth slows. Core aeration happens in early spring or October, and thin fescue is overseeded in the fall.',
      'The city draws its water from Folsom Lake, and in dry years everyone watches the shoreline fall. Deep, early-morning watering two or three days a week, rather than a little every day, grows deeper roots and fits whatever watering schedule is in force.',
    ],
  },
  problems: {
    heading: 'Why Folsom Lawns Struggle',
    points: [
      'Builder sod laid over compacted clay in newer subdivisions',
      'Steep front slopes in Empire Ranch that dry out first',
      'Crabgrass and nutsedge moving in each summer',
      'Dull mower blades shredding grass tips brown',
      'Maturing shade trees thinning older lawns near Lake Natoma',
    ],
  },
  professional: {
    heading: 'What Steady Care Delivers',
    points: [
      'A thicker lawn that crowds out weeds on its own',
      'Roots deep enough to handle August heat',
      'Clean lines along walks and driveways',
      'One trusted crew instead of a rotating cast',
    ],
  },
  closing: {
    heading: 'Put Your Lawn on Our Route',
    text: 'Give us your address and a rough lawn size, and we will stop by to measure and offer a free quote for weekly or biweekly service anywhere in Folsom.',
    actionLabel: 'Start Weekly Lawn Care',
  },
} satisfies LandingPage
