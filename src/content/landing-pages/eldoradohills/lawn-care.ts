import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'eldoradohills',
  service: 'lawn-care',
  layout: 'process',
  description:
    'Free estimates on lawn care for Serrano, Blackstone and Promontory yards in El Dorado Hills: mowing, edging, aeration and feeding timed to foothill heat.',
  heading: 'Lawn Care Service in El Dorado Hills, CA',
  intro:
    'Hillside lawns above Highway 50 face hotter afternoons, harder ground and closer HOA attention than most. We keep them mowed, fed and thick from spring green-up until the first frost.',
  whyChoose: [
    {
      icon: 'calendar',
      title: 'Same Weekday, Same Crew',
      text: 'A fixed weekly or every-other-week slot, and a crew that learns your gate code, your boulders and your quirks.',
    },
    {
      icon: 'ruler',
      title: 'Mowing Heights Set for Fescue',
      text: 'Most lawns here are tall fescue. Through summer we leave it three inches tall or more, so the blades shade their own roots on 100-degree days.',
    },
    {
      icon: 'shield',
      title: business.license.note,
      text: `Our family has run this business for ${business.yearsExperience} years, and each mowing, feeding or aeration is backed by a ${business.satisfaction} satisfaction guarantee.`,
    },
  ],
  process: {
    heading: 'How a Visit Works on a Foothill Lawn',
    paragraphs: [
      'Before the mower comes off the trailer we look for fresh gopher mounds, a soggy patch from a broken head or crabgrass creeping in from the curb. Then we mow with sharp blades, trim around boulders and retaining walls, edge the walks and blow every clipping off the hardscape.',
      'The calendar matters as much as the mowing. Pre-emergent goes down in late winter, before crabgrass sprouts; the heaviest feeding waits for fall, when cool-season grass builds roots. We core-aerate the compacted red clay that builders left behind in Blackstone and other newer villages, and overseed thin areas in September or October as the nights cool.',
      'Turf that runs up to a native oak gets extra thought. We pull the lawn edge back from the trunk, since regular summer water around an oak crown leads to root rot.',
    ],
  },
  problems: {
    heading: 'What Goes Wrong Without a Plan',
    points: [
      'South- and west-facing slopes scorch brown by July while the flat front yard stays green',
      'Clay soil seals over, so sprinkler water runs down the gutter instead of soaking in',
      'Crabgrass and spurge take over the sunny strips beside curbs and walks',
      'HOA courtesy letters show up after a busy month of shaggy edges',
    ],
  },
  professional: {
    heading: 'What Our Crew Does Instead',
    points: [
      'Core aeration that opens compacted clay so water reaches the roots',
      'Fertilizer timed to how fescue grows, not to a date printed on a bag',
      'A quick sprinkler check on each visit, so dry spots are caught early',
      'Crisp edges and clean walks that keep the front yard HOA-ready',
    ],
  },
  closing: {
    heading: 'A Free Lawn Estimate for Your Home',
    text: 'Tell us your street and how often you would like service. We walk the lawn, note slope, shade and soil, then price it with a free, no-obligation estimate.',
    actionLabel: 'Schedule Lawn Service',
  },
} satisfies LandingPage
