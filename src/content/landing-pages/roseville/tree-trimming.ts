import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'roseville',
  service: 'tree-trimming',
  layout: 'benefits',
  description:
    'Certified arborists trimming Roseville trees to ISA pruning standards: native oaks, pistache, ash and ornamental pear, oak rules respected. Free estimates.',
  heading: 'Tree Trimming in Roseville, CA',
  intro:
    'Roseville mixes heritage valley and blue oaks with the pistache, ash and ornamental pears planted along its subdivision streets. Our certified arborists prune each one the way its species needs.',
  benefits: [
    {
      icon: 'award',
      title: 'ISA-standard pruning',
      text: 'Our certified arborists follow ISA pruning standards: clean cuts at the branch collar, no topping, and only as much canopy removed as the tree can spare.',
    },
    {
      icon: 'trees',
      title: 'Oak-aware crews',
      text: "Roseville protects its native oaks, and work on larger limbs or inside an oak's root zone can need a city permit. We check before we cut.",
    },
    {
      icon: 'shield',
      title: 'Insured for tight spaces',
      text: 'Side yards, pools and fences in newer neighborhoods leave little room, so we lower limbs on ropes rather than drop them.',
    },
    {
      icon: 'recycle',
      title: 'A clean finish',
      text: 'Brush is chipped and hauled, and the lawn and driveway are blown clean before we go.',
    },
  ],
  paragraphs: [
    "Many Roseville streets were planted with ornamental pears, Modesto ash and liquidambar in the 1980s and '90s, and those trees are now large. Pears form tight, upright branch angles that tend to split in wind, so we thin and reduce them to take stress off the weak unions. Ash and sweetgum get deadwood removed and clearance from roofs. Chinese pistache, a favorite in newer neighborhoods, benefits from structural pruning while young so it grows into a strong, wide crown.",
    "Native oaks are another matter. Around Maidu Park, along Dry Creek and Miners Ravine, and in the open space behind many homes, valley and blue oaks want minimal pruning: dead and hazardous wood out, clearance where needed, and no summer watering near the trunk. The city's tree ordinance protects native oaks above a set trunk size, so anything beyond minor deadwood, or digging near the roots, may need a permit. We explain what applies before work starts.",
  ],
  challenges: {
    heading: 'Trouble spots in Roseville canopies',
    points: [
      'Ornamental pears splitting at narrow crotches',
      'Ash and sweetgum limbs hanging over roofs and pools',
      'Oaks weakened by lawn irrigation or grading near the roots',
      'Young pistache left to grow with poor structure',
    ],
  },
  results: {
    heading: 'After an arborist visit',
    points: [
      'Thinned, reduced crowns that let wind through',
      'Clear roofs, gutters and pool decks',
      'Oaks pruned lightly and within city rules',
      'Young trees trained toward a sound shape',
    ],
  },
  closing: {
    heading: 'Get a pruning plan',
    text: `A certified arborist will walk your trees with you and set out the plan in a free estimate. We have cared for Roseville trees for ${business.yearsExperience} years, licensed and insured.`,
  },
} satisfies LandingPage
