import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'sacramento',
  service: 'tree-trimming',
  layout: 'process',
  description:
    'Sacramento tree trimming by certified arborists to ISA pruning standards: elms, sycamores, oaks and City street-tree permits checked first. Free estimates.',
  heading: 'Sacramento Tree Trimming by Certified Arborists',
  intro:
    'Sacramento calls itself the City of Trees, and many of those trees are older than the houses beneath them. Our certified arborists prune to ISA standards so they stay safe, healthy and shady.',
  whyChoose: [
    {
      icon: 'award',
      title: 'An arborist sets every plan',
      text: 'A certified arborist decides what to cut, and can tell a structural weakness from a cosmetic flaw before the first saw starts.',
    },
    {
      icon: 'shield',
      title: 'Insured for big canopies',
      text: 'Elms and sycamores arching over roofs, lines and fences call for rigging and care. We are licensed and insured, and we protect the beds below.',
    },
    {
      icon: 'map-pin',
      title: 'Street-tree rules respected',
      text: 'Many planting-strip trees in Sacramento belong to the City, and pruning one takes a permit from its Urban Forestry staff. We confirm ownership first.',
    },
  ],
  process: {
    heading: 'How we prune a Sacramento tree',
    paragraphs: [
      "It starts with a slow walk around the trunk. We look at the species, the branch unions, any deadwood, and whatever sits under the canopy: a roof, a driveway, a neighbor's yard, the service drop. Then we agree on a goal with you, whether clearance from the house, more light for the lawn or less weight on a long limb, and put it in writing in the free estimate.",
      'On the day, the crew follows ISA pruning standards: cuts just outside the branch collar, no topping, no lion-tailing, and no more live wood removed than the tree can spare. Most deciduous trees are pruned while dormant, roughly December through February, when bare branches show every fork and flaw; spring bloomers wait until after flowering. Native valley oaks get the lightest touch of all.',
      'Brush is chipped on site and hauled off, and the lawn is raked and blown before we leave.',
    ],
  },
  problems: {
    heading: 'Signs a tree is overdue',
    points: [
      'Deadwood dangling above the roof or the sidewalk',
      'Branches rubbing the house, gutters or service lines',
      'A lopsided crown left by an old topping job',
      'Heavy end-weight on long elm and sycamore limbs before winter storms',
      'Mistletoe clumps spreading through ash and locust crowns',
    ],
  },
  professional: {
    heading: 'What certified pruning gives you',
    points: [
      'Selective thinning that lets wind pass through the canopy',
      'Correct cuts the tree can seal over',
      'Clearance from roofs and lines without butchering the crown',
      'Early warning of decay, cracks or root trouble',
      'A tidy yard afterward, with brush chipped and gone',
    ],
  },
  closing: {
    heading: 'Book an arborist visit',
    text: `Our arborist will look over your trees and give you a free estimate with a written pruning plan. After ${business.yearsExperience} years working under Sacramento canopies, we know which trees want a light hand.`,
    actionLabel: 'Schedule Your Tree Trimming',
  },
} satisfies LandingPage
