import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'sacramento',
  service: 'sod-installation',
  layout: 'process',
  description:
    'New sod installed across Sacramento: old turf and Bermuda removed, clay amended, graded and rolled, with a watering plan for Valley heat. Free estimates.',
  heading: 'Sod Installation for Sacramento Homes',
  intro:
    'Fresh sod gives you a finished lawn in a day. Whether it lasts depends on the work underneath, and in Sacramento that means dealing with clay, Bermuda grass and summer heat.',
  whyChoose: [
    {
      icon: 'shovel',
      title: 'Ground prepared first',
      text: 'Old turf comes out, compost goes in, the grade falls away from the foundation, and the surface is rolled before any sod is unrolled.',
    },
    {
      icon: 'calendar',
      title: 'Laid in the right window',
      text: 'Spring and fall suit Sacramento best. A summer install can work with careful watering, and we will tell you plainly if your timing is risky.',
    },
    {
      icon: 'sprout',
      title: 'Grass matched to the yard',
      text: 'Tall fescue blends for most family lawns; a warm-season grass such as hybrid Bermuda for hot, full-sun yards that see hard use.',
    },
  ],
  process: {
    heading: 'From bare ground to a rooted lawn',
    paragraphs: [
      'Older Sacramento lawns are often riddled with Bermuda grass, and new sod laid over it gets overrun within a season. We strip the existing turf with a sod cutter, treat or dig out the Bermuda before going further, then check the sprinkler heads so coverage will be even across the new lawn.',
      'Next comes the soil. We till compost into the clay to loosen it, rake to a smooth grade with a slight fall away from the house, and roll it firm. Sod arrives fresh from the farm on install day and goes down in staggered rows with tight seams, then gets rolled again so every piece touches soil.',
      'Watering is the last step and the one that matters most. We leave you a schedule for the first three weeks: short, frequent cycles that taper off as the roots knit in. The free estimate covers all of it, itemized.',
    ],
  },
  problems: {
    heading: 'Why some new lawns fail',
    points: [
      'Sod laid over old turf or hard, unamended clay',
      'Bermuda left in the soil that comes back through',
      'An uneven grade with puddles and dry humps',
      'Sprinklers never adjusted for the new lawn',
    ],
  },
  professional: {
    heading: 'How we avoid it',
    points: [
      'Full turf removal and weed control before prep',
      'Compost worked into the top few inches',
      'Tight, staggered seams and rolled contact',
      'Sprinkler coverage tested before we pack up',
      'A written watering plan for the first weeks',
    ],
  },
  closing: {
    heading: 'Ready for a new lawn?',
    text: `Tell us roughly how big the area is; we will measure it properly and give you a free estimate. Our crew has laid sod across Sacramento for ${business.yearsExperience} years.`,
    actionLabel: 'Plan Your Sod Installation',
  },
} satisfies LandingPage
