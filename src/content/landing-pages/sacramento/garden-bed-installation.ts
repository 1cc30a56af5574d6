import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'sacramento',
  service: 'garden-bed-installation',
  layout: 'benefits',
  description:
    'New garden beds for Sacramento yards: edging, amended clay, drip irrigation, Valley-tough plants and gopher-proof raised vegetable beds. Free estimates.',
  heading: 'Garden Bed Installation in Sacramento, CA',
  intro:
    'Whether you want a perennial border along the front walk or raised beds for tomatoes out back, we build Sacramento garden beds from the soil up.',
  benefits: [
    {
      icon: 'shovel',
      title: 'Soil built properly',
      text: 'We loosen compacted clay and blend in compost so roots can spread and water can drain.',
    },
    {
      icon: 'droplets',
      title: 'Drip from day one',
      text: 'Each bed gets its own drip line or emitters on a separate valve, sized to the plants in it.',
    },
    {
      icon: 'sprout',
      title: 'Raised beds for vegetables',
      text: 'Untreated cedar or redwood frames filled with a garden mix, ready for a Sacramento tomato season.',
    },
    {
      icon: 'flower',
      title: 'Plants picked for the spot',
      text: 'Full sun, dappled shade, reflected heat off a wall: every bed gets plants that suit its corner of the yard.',
    },
  ],
  paragraphs: [
    'Sacramento has a long growing season, and a well-built bed makes the most of it. Tomatoes, peppers and squash go in once the soil warms in April and keep producing into October; winter beds carry greens, garlic and brassicas. For ornamental beds we lean on plants that take Valley summers in stride, like salvia, lavender, rudbeckia, daylily and dwarf pomegranate, and add evergreen structure so the bed still looks finished in January.',
    'Installation starts with marking the shape and clearing turf and weeds, including the Bermuda runners that plague so many older lots in Oak Park, Hollywood Park and Elmhurst. We set steel or concrete edging to keep the lawn out, amend the soil, run drip, plant, and finish with a layer of mulch. Raised beds sit on hardware cloth where gophers are active.',
  ],
  challenges: {
    heading: 'Before the bed',
    points: [
      'Hard clay where nothing roots more than a few inches deep',
      'Lawn and Bermuda creeping into planting areas',
      'Hand-watering that never quite keeps up in July',
      'Gophers raiding vegetables from below',
    ],
  },
  results: {
    heading: 'After installation',
    points: [
      'Loose, rich soil that drains and still holds moisture',
      'Clean edges that keep grass where it belongs',
      'Drip on a timer, so July takes care of itself',
      'Protected raised beds producing all season',
    ],
  },
  closing: {
    heading: 'Plan your new beds',
    text: `Show us where you want color or a harvest, and we will put together a free estimate with plant and material choices. Our family-owned crew has been building Sacramento gardens for ${business.yearsExperience} years.`,
  },
} satisfies LandingPage
