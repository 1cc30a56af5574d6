import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'rocklin',
  service: 'tree-trimming',
  layout: 'process',
  description:
    'Tree trimming in Rocklin by certified arborists following ISA pruning standards: oaks, pistache, crape myrtle and ash pruned safely. Free written estimates.',
  heading: 'Tree Trimming & Pruning in Rocklin, CA',
  intro:
    "Careful pruning for Rocklin's oaks, pistaches, crape myrtles and street trees, led by certified arborists who follow ISA pruning standards. Estimates are free, and we explain every cut before a saw starts.",
  whyChoose: [
    {
      icon: 'award',
      title: 'Certified Arborists on Every Job',
      text: 'An ISA-certified arborist plans the work and stays on site, so cuts are made at the branch collar and nothing is topped or lion-tailed.',
    },
    {
      icon: 'trees',
      title: 'Respect for Native Oaks',
      text: "Blue, valley and interior live oaks give Rocklin its foothill character. We prune them lightly and tell you when the city's oak preservation rules call for a permit first.",
    },
    {
      icon: 'shield',
      title: `${business.yearsExperience} Years, Fully Insured`,
      text: 'Tree work is the riskiest job in landscaping. Our licensed and insured crew rigs heavy limbs down on ropes and protects roofs, fences and lawns below.',
    },
  ],
  process: {
    heading: 'How a Pruning Visit Works',
    paragraphs: [
      'It starts with a walk around your trees. The arborist looks for deadwood, crossing limbs, weak V-shaped unions and branches over the roof or driveway, and checks each canopy for drought stress or bark beetles. You receive a written plan listing every tree, what will come off, and why.',
      'On the day, we set up drop zones, climb or bring a lift, and make reduction and thinning cuts to the ANSI A300 standard on which ISA pruning practice is built. No more than about a quarter of the live canopy is removed in a season. Brush is chipped and the yard raked before we leave.',
      'Timing matters in Placer County. Most deciduous trees are best shaped while dormant in winter, oaks get light work in the dry months or in dormancy, and crape myrtles are thinned rather than stubbed back to knuckles.',
    ],
  },
  problems: {
    heading: 'Signs a Tree Needs Attention',
    points: [
      'Limbs resting on the roof or scraping gutters',
      'Dead branches hanging over the patio, pool or play set',
      'Trees topped years ago, now sprouting weak, crowded shoots',
      'Heavy ends on Chinese pistache or Modesto ash that bow in wind',
      'Low canopy blocking sidewalks and streetlights',
    ],
  },
  professional: {
    heading: 'What Proper Pruning Delivers',
    points: [
      'Balanced crowns that let wind pass through',
      'Healthy wound closure from cuts made at the collar',
      'Clearance for roofs, walks and cars without ruining the shape',
      'A tree that grows stronger each year instead of needing rescue',
    ],
  },
  closing: {
    heading: 'Let an Arborist Look at Your Trees',
    text: 'We will visit, assess each tree, and leave a free written estimate with a pruning plan. Dormant season is the best time for most deciduous trees in Rocklin, so it pays to plan ahead.',
    actionLabel: 'Schedule Tree Pruning',
  },
} satisfies LandingPage
