import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'rocklin',
  service: 'garden-bed-installation',
  layout: 'process',
  description:
    'Garden bed installation in Rocklin: raised vegetable boxes, flower borders and planting beds with deep soil, drip irrigation and steel or stone edging.',
  heading: 'Garden Bed Installation in Rocklin, CA',
  intro:
    "New planting beds, raised vegetable boxes and borders built on soil deep enough for roots, even where Rocklin's granite lies just below the surface. Free estimates for every project.",
  whyChoose: [
    {
      icon: 'shovel',
      title: 'Soil First',
      text: 'We bring in a blended planting mix and compost, loosen the native ground underneath, and raise the bed wherever rock stops a shovel a few inches down.',
    },
    {
      icon: 'flower',
      title: 'Plants Picked for Your Exposure',
      text: 'West-facing beds get heat lovers like lantana, salvia and lavender; the shady side of the house gets ferns, heuchera and hellebores.',
    },
    {
      icon: 'hammer',
      title: 'Clean, Lasting Edges',
      text: 'Steel, concrete curb or stacked stone edging keeps mulch in and lawn out, so the bed still looks sharp years later.',
    },
  ],
  process: {
    heading: 'Building Your New Beds',
    paragraphs: [
      'We mark the shape with paint or a hose so you can judge it from the house, then cut out any turf and dig to see what is underneath. In Rocklin that can mean clay, decomposed granite or a slab of rock. Where digging stops short, we build up with a raised bed or berm instead of forcing plants into a shallow pocket.',
      'Drip irrigation goes in before planting, with an emitter sized for each plant and its own zone on the controller. Plants are set at the right depth, watered in, and covered with two to three inches of bark mulch kept back from the stems.',
      'For vegetables we build raised boxes from untreated cedar or galvanized steel, fill them with a mix made for edibles, and place them where they catch at least six hours of sun.',
    ],
  },
  problems: {
    heading: 'Why Beds Fail',
    points: [
      'Plants sunk into compacted fill with nowhere for roots to go',
      'Hand watering that cannot keep up with July',
      'Bermuda grass sneaking in under flimsy plastic edging',
      'Bare soil baking and crusting between plants',
    ],
  },
  professional: {
    heading: 'Beds Built Properly',
    points: [
      'Loose, amended soil at least a foot deep',
      'Drip on its own zone, adjusted as plants grow',
      'Solid edging and a thick mulch layer',
      'A planting plan you can extend later',
    ],
  },
  closing: {
    heading: 'Add Color and Structure to Your Yard',
    text: `We have built garden beds across Placer County for ${business.yearsExperience} years, licensed and insured. Send a photo or two and we will come measure and quote your beds for free.`,
    actionLabel: 'Plan Your Garden Beds',
  },
} satisfies LandingPage
