import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'eldoradohills',
  service: 'tree-trimming',
  layout: 'benefits',
  description:
    'Free estimates from certified arborists who prune El Dorado Hills oaks, gray pines and shade trees to ISA standards, clearing roofs and ladder fuels.',
  heading: 'Tree Trimming in El Dorado Hills, CA',
  intro:
    'Blue oaks, interior live oaks and gray pines give El Dorado Hills its character. Our certified arborists prune them, and the pistache and crape myrtles along newer streets, to ISA pruning standards.',
  benefits: [
    {
      icon: 'award',
      title: 'Certified Arborist Oversight',
      text: "A certified arborist plans each job and decides which limbs come out, so every cut serves the tree's long-term health as well as your view.",
    },
    {
      icon: 'trees',
      title: 'Gentle With Native Oaks',
      text: "We thin, shorten heavy ends and take out deadwood instead of topping. Larger oak work is booked for dormancy or the dry heart of summer, and El Dorado County's oak rules are respected.",
    },
    {
      icon: 'home',
      title: 'Clearance Over Roofs and Drives',
      text: 'Limbs rubbing shingles, blocking the driveway or hanging over the pool are cut back to the branch collar, never left as stubs.',
    },
    {
      icon: 'shield',
      title: 'Fire-Aware Canopy Lifting',
      text: 'Raising low branches removes the ladder fuels that let a grass fire climb into a crown, a real concern where lots back onto open space.',
    },
  ],
  paragraphs: [
    'Trees here grow in shallow, rocky soil on sloping ground, and winter storms arrive with soaked roots and strong gusts. A gray pine leaning over the house, or a live oak carrying long horizontal limbs, is more than a looks problem. We check structure, decay, cracks and weak unions, then prune to ISA standards so weight is spread evenly before the next storm.',
    `With ${business.yearsExperience} years of work across the region, our crew brings ropes, pole saws and a chipper to reach backyard trees behind retaining walls and down steep slopes in Serrano, Promontory and Lake Forest without trampling the garden. Branches are chipped and hauled off the same day, and the lawn is raked clean before we leave.`,
  ],
  challenges: {
    heading: 'Warning Signs in the Canopy',
    points: [
      'Dead limbs hanging over patios, play areas or the driveway',
      'Gray pine cones and branches landing on the roof',
      'Crape myrtles cut back to knobby knuckles year after year',
      'Dense, low foliage that lets ground fire reach the tree',
    ],
  },
  results: {
    heading: 'After a Proper Pruning',
    points: [
      'Deadwood gone and sound limbs shortened to reduce end weight',
      'Clear space between branches and the roofline, gutters and chimney',
      'The natural shape kept, with more light reaching the ground below',
      'A raised canopy with a clean gap between dry grass and branches',
    ],
  },
  closing: {
    heading: 'Ask for a Free Tree Assessment',
    text: 'An arborist from our team will look at your trees, explain what needs cutting and what should stay, and leave a written free estimate. We are licensed and insured for work close to your home.',
  },
} satisfies LandingPage
