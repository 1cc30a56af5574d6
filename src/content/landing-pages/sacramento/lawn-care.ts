import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'sacramento',
  service: 'lawn-care',
  layout: 'benefits',
  description:
    'Lawn care for Sacramento yards from Land Park to Natomas: weekly mowing, edging, feeding and fall aeration timed to Valley heat. Free estimates.',
  heading: 'Lawn Care in Sacramento, CA',
  intro: `Mowing, edging, feeding and aeration for Sacramento lawns, from the elm-shaded streets of East Sac to the newer lots of North Natomas. Our crew brings ${business.yearsExperience} years of Valley experience to every visit.`,
  benefits: [
    {
      icon: 'sun',
      title: 'Mowing height set for July',
      text: 'Once triple-digit afternoons arrive, we raise the deck so tall fescue shades its own roots and holds its color instead of browning at the tips.',
    },
    {
      icon: 'calendar',
      title: 'Same weekday, same faces',
      text: 'Your lawn is cut on a fixed day by people who already know where the sprinkler heads hide and which corner the dog wears thin.',
    },
    {
      icon: 'leaf',
      title: 'Feeding on a Valley calendar',
      text: 'Slow-release fertilizer in spring and again in fall; little or none in midsummer, when forcing growth mostly invites brown patch.',
    },
    {
      icon: 'ruler',
      title: 'Crisp edges, clear walks',
      text: 'Sidewalks, driveways and planting strips are edged and blown off on each visit, while clippings are mulched back in to feed the soil.',
    },
  ],
  paragraphs: [
    'Sacramento lawns grow in two very different grounds. Near the American and Sacramento rivers, in Land Park, the Pocket and River Park, the soil is silty and drains readily; out in Natomas, heavier basin clay holds water and packs down under foot traffic. We core-aerate the clay lawns each fall and tailor watering advice to match, because the schedule that keeps a Pocket lawn green can leave a Natomas one soggy and shallow-rooted.',
    'Big trees are the other Sacramento factor. Beneath the elms and sycamores of East Sacramento and Curtis Park, grass competes for light and moisture, so we cut shaded sections higher, overseed thin patches with a shade-tolerant fescue in October, and tell you honestly where a groundcover would outperform turf.',
  ],
  challenges: {
    heading: 'What Sacramento lawns are up against',
    points: [
      'Afternoons past 100°F that scorch grass mown too short',
      'Compacted Natomas clay that sheds water instead of absorbing it',
      'Deep shade and surface roots under mature street trees',
      'Crabgrass and Bermuda creeping in from alleys and parkway strips',
    ],
  },
  results: {
    heading: 'What regular care changes',
    points: [
      'Turf that stays green through August on less water',
      'Deeper roots after a yearly round of core aeration',
      'Thin, shady spots thickened with the right seed',
      'Fewer weeds, because a dense lawn leaves them no room',
    ],
  },
  closing: {
    heading: 'Let us take the mower off your hands',
    text: 'Tell us your address and what bothers you about the lawn, and we will come by for a free estimate. We are licensed, insured and family-owned, and if a visit falls short of what you expected, we return and make it right.',
  },
} satisfies LandingPage
