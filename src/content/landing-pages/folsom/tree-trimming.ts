import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'folsom',
  service: 'tree-trimming',
  layout: 'benefits',
  description:
    'Folsom tree trimming by certified arborists to ISA pruning standards: oaks, sycamores, pistache and crape myrtles thinned, lifted and cleaned. Free estimates.',
  heading: 'Tree Trimming in Folsom, CA',
  intro:
    'Pruning, thinning and deadwood removal for Folsom trees by certified arborists who work to ISA pruning standards. Estimates are free, and cleanup is part of every job.',
  benefits: [
    {
      icon: 'award',
      title: 'Arborist-Led Work',
      text: 'Certified arborists plan each job and supervise the crew, applying ISA pruning standards and the ANSI A300 practice behind them to every cut.',
    },
    {
      icon: 'trees',
      title: 'Oak-Aware Pruning',
      text: "Folsom's tree preservation ordinance covers native oaks, and some pruning on them needs a city permit. We tell you when that applies and keep the cuts light.",
    },
    {
      icon: 'home',
      title: 'Clearance Over the House',
      text: 'Limbs are lifted and reduced away from roofs, solar panels, chimneys and driveways without stripping the inner canopy.',
    },
    {
      icon: 'shield',
      title: 'Insured for Tree Work',
      text: `Licensed and insured, with ${business.yearsExperience} years of pruning in the region and a satisfaction guarantee on the result.`,
    },
  ],
  paragraphs: [
    "Folsom's older neighborhoods near the Historic District and along the American River have mature valley oaks, sycamores and cottonwoods. Briggs Ranch, Empire Ranch and Broadstone are full of Chinese pistache, crape myrtle, Modesto ash and London plane trees, planted when the homes were built and now big enough to need real care. Each species has its own timing and habits, and we prune accordingly.",
    'Deciduous trees are shaped mostly in winter, when their structure is easy to read. Crape myrtles are thinned to a few strong trunks instead of being cut back to knobs. Ash and pistache get end-weight reduction so limbs do not split in gusty storms. Pines stressed by drought are checked for bark beetles, and oaks are pruned sparingly, with no summer watering near the trunk afterward.',
  ],
  challenges: {
    heading: 'Before Pruning',
    points: [
      'Heavy limbs hanging over the roof and pool',
      'Crowded crape myrtles topped into ugly stubs',
      'Deadwood in oaks above patios and paths',
      'Low branches blocking the street and sidewalk',
    ],
  },
  results: {
    heading: 'After Our Arborists Finish',
    points: [
      'Open, balanced canopies that handle wind',
      'Room for the house, solar array and vehicles',
      'Natural shapes with no stubs or topping cuts',
      'Yard raked, chipped and cleaned the same day',
    ],
  },
  closing: {
    heading: 'Book a Tree Assessment',
    text: 'An arborist will look at each tree, explain what it needs and why, and leave you a free estimate. Once in good shape, most trees only need attention every two to three years.',
  },
} satisfies LandingPage
