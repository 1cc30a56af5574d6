import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'eldoradohills',
  service: 'hedge-trimming',
  layout: 'benefits',
  description:
    'El Dorado Hills hedge trimming with a free estimate: photinia, pittosporum and cypress privacy screens kept dense and even on sloped lots, clippings hauled.',
  heading: 'Hedge Trimming for El Dorado Hills Homes',
  intro:
    "On a hillside lot, a hedge is often the only thing between your patio and the neighbor's deck. We keep those screens thick and tidy, at whatever height suits the view.",
  benefits: [
    {
      icon: 'scissors',
      title: 'Shaped for Dense Growth',
      text: 'We taper every hedge so the base stays a little wider than the crown. Light then falls on the bottom branches, and the screen stays full to the ground.',
    },
    {
      icon: 'calendar',
      title: 'Cut at the Right Time',
      text: 'Shaping happens once new spring growth has firmed up, a lighter touch-up follows in late summer, and we skip hard cuts in July heat, which can scorch freshly exposed leaves.',
    },
    {
      icon: 'sparkles',
      title: 'Formal or Natural Styles',
      text: 'Crisp boxwood and privet lines for formal entries, or a looser, natural look for pittosporum, laurel and oleander screens.',
    },
    {
      icon: 'truck',
      title: 'Clippings Gone the Same Day',
      text: 'Every clipping is raked out of beds and off lawns, then hauled away, including the ones that tumble down the slope.',
    },
  ],
  paragraphs: [
    'Many yards in El Dorado Hills rely on photinia, privet, Portuguese laurel, pittosporum and Italian cypress to screen neighbors and the traffic on roads like El Dorado Hills Boulevard and Silva Valley Parkway. Left alone, these shrubs grow tall and bare at the bottom, and crowded photinia is prone to leaf spot. Regular trimming keeps air moving and foliage healthy.',
    `From early spring into summer we look for nesting birds before cutting, since active nests are protected. On tall hedges along slopes we work from stable platforms with pole trimmers rather than leaning ladders, and we keep driveway corners clear for safe sight lines. Our crew brings ${business.yearsExperience} years of practice with the hedges this area grows.`,
  ],
  challenges: {
    heading: 'Hedges That Need Attention',
    points: [
      'Tops growing wider than the base and thinning out below',
      'Screens opening up so neighbors can see the patio again',
      'Shrubs crowding walkways, windows and driveway corners',
      'Spotted, dropping leaves on crowded photinia',
    ],
  },
  results: {
    heading: 'After Our Visit',
    points: [
      'Straight, even lines with full growth from top to bottom',
      'Privacy restored at a height that suits you and the HOA',
      'Paths and sight lines open again',
      'Healthier foliage with better airflow through the hedge',
    ],
  },
  closing: {
    heading: 'Get a Free Hedge Trimming Estimate',
    text: 'Tell us how many hedges you have and roughly how tall they are, and we will come out to measure and quote at no charge. Ask about regular visits to keep them in shape all year.',
  },
} satisfies LandingPage
