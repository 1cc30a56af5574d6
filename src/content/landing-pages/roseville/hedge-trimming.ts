import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'roseville',
  service: 'hedge-trimming',
  layout: 'benefits',
  description:
    'Roseville hedge trimming: photinia, privet, pittosporum and boxwood shaped cleanly, privacy screens kept in bounds, HOA frontage kept tidy. Free estimates.',
  heading: 'Hedge & Shrub Trimming in Roseville',
  intro:
    'Tall privacy hedges are the rule in Roseville backyards, where two-story homes sit close together. We keep them dense, even and in bounds, and tidy the shrubs out front too.',
  benefits: [
    {
      icon: 'scissors',
      title: 'Crisp formal shapes',
      text: 'Boxwood and dwarf yaupon sheared to clean lines and held at a consistent height along walks and drives.',
    },
    {
      icon: 'home',
      title: 'Privacy kept',
      text: 'Screens of pittosporum, photinia, podocarpus and laurel trimmed to stay full at eye level.',
    },
    {
      icon: 'ruler',
      title: 'Heights that suit the rules',
      text: 'Frontage hedges kept to the heights and sightlines your association and the city expect near driveways and corners.',
    },
    {
      icon: 'truck',
      title: 'Cleanup included',
      text: 'Every clipping is picked out of the beds and rock areas, then hauled off with us.',
    },
  ],
  paragraphs: [
    'Most hedges around Roseville grow fast in spring and again after the first fall rains, so two or three trims a year keep them in shape. We taper them slightly narrower at the top so sunlight reaches the lower branches, which keeps them leafy right down to the ground. Flowering shrubs such as Indian hawthorn and abelia are trimmed by hand after they bloom rather than sheared, so they keep a natural form and the coming season of flowers.',
    'Summer brings a particular problem: shearing a hedge hard during a July heat wave exposes inner leaves to sun they are not used to, and they scorch. We keep summer trims light and save heavy reductions for late winter. For hedges that have outgrown the fence, in Woodcreek Oaks, Diamond Oaks and on older east Roseville streets, we bring them down in stages over a year so they recover without gaps.',
  ],
  challenges: {
    heading: 'Hedge headaches',
    points: [
      "Screens grown over the fence and into the neighbor's yard",
      'Bare, leggy bottoms and gaps at eye level',
      'Scorched leaves after a hard summer shearing',
      'Front shrubs blocking windows and the walk',
    ],
  },
  results: {
    heading: 'After trimming',
    points: [
      'Even, dense hedges from ground to top',
      'Privacy where you want it',
      'Green foliage through summer',
      'A neat frontage that keeps the HOA happy',
    ],
  },
  closing: {
    heading: 'Schedule a trim',
    text: `Point out the screens that have got away from you and the shrubs out front; our free estimate includes a year-round trimming rhythm. Family-owned, insured, and working in Roseville yards for ${business.yearsExperience} years.`,
  },
} satisfies LandingPage
