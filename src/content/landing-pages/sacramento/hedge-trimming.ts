import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'sacramento',
  service: 'hedge-trimming',
  layout: 'process',
  description:
    'Hedge and shrub trimming in Sacramento: privet, photinia, oleander and boxwood shaped cleanly at the right time of year, clippings hauled. Free estimates.',
  heading: 'Hedge Trimming in Sacramento',
  intro:
    'Neat hedges frame a Sacramento home and give a backyard its privacy. We shape them cleanly, in the right season, and take every clipping with us.',
  whyChoose: [
    {
      icon: 'scissors',
      title: 'Sharp tools, straight lines',
      text: 'Hedge shears and a string line for formal hedges; hand pruners for flowering shrubs that should never be sheared into boxes.',
    },
    {
      icon: 'ruler',
      title: 'Shaped to stay leafy',
      text: 'We keep hedges a little wider at the base than the top, so light reaches the lower branches and they stay full.',
    },
    {
      icon: 'sun',
      title: 'Timed around the heat',
      text: 'Heavy cutting waits for cooler months; summer trims stay light so newly exposed leaves do not scorch.',
    },
  ],
  process: {
    heading: 'How we trim',
    paragraphs: [
      'Sacramento yards are full of fast growers: Texas privet, photinia, pittosporum and oleander along back fences, boxwood and dwarf yaupon in front. Most formal hedges need shaping two or three times a year, after the spring flush, in early summer and again in fall. Azaleas, camellias and other flowering shrubs are pruned just after they bloom, so the buds for next spring stay on the plant.',
      'On the day, we lay tarps, trim to the height and profile you chose, and thin crowded interiors on overgrown hedges so air can move through. Where a hedge borders a sidewalk or alley, we keep it clear for people walking past. Clippings are raked out of the beds and hauled off. A hedge that has grown far too tall can be reduced in stages over a season or two rather than cut to bare wood all at once.',
    ],
  },
  problems: {
    heading: 'Hedge problems we see',
    points: [
      'Bare, woody bases on hedges sheared narrower at the bottom',
      'Photinia and privet towering over the fence line',
      'Sunburned foliage after a hard cut in July',
      'Flowering shrubs sheared so often they never bloom',
    ],
  },
  professional: {
    heading: 'What good trimming delivers',
    points: [
      'Dense growth from top to ground',
      'A height that gives privacy without blocking light',
      'Flowers kept on shrubs meant to bloom',
      'Sidewalks, windows and paths kept clear',
    ],
  },
  closing: {
    heading: 'Get your hedges back in shape',
    text: `We will look at your hedges and shrubs and give you a free estimate, with a trimming schedule if you want one. Family-owned and insured, with ${business.yearsExperience} years in Sacramento yards.`,
    actionLabel: 'Book Your Hedge Trimming',
  },
} satisfies LandingPage
