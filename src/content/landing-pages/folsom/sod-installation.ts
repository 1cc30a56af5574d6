import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'folsom',
  service: 'sod-installation',
  layout: 'process',
  description:
    'New sod installation in Folsom: old lawn removed, compacted clay ripped and amended, sprinklers adjusted, fresh fescue or Bermuda laid and rolled. Free quote.',
  heading: 'New Sod Installation in Folsom, CA',
  intro:
    'A full, green lawn installed over properly prepared soil, ready for bare feet in a few weeks. We handle removal, grading, sprinkler checks and the sod itself, and the estimate is free.',
  whyChoose: [
    {
      icon: 'shovel',
      title: 'Ground Work Done Right',
      text: 'We remove old turf and weeds, break up compacted clay, add compost and grade for drainage before a single roll is laid.',
    },
    {
      icon: 'sprout',
      title: 'The Right Grass for the Spot',
      text: 'Tall fescue for shaded yards and families, hybrid Bermuda for hot, sunny slopes that take heavy wear. We help you choose.',
    },
    {
      icon: 'check',
      title: 'Guaranteed Installation',
      text: `Licensed and insured, with ${business.yearsExperience} years of lawn installs behind us and a satisfaction guarantee on our work.`,
    },
  ],
  process: {
    heading: 'Step by Step, From Dirt to Lawn',
    paragraphs: [
      'Day one is demolition and prep. The old lawn is sod-cut and hauled, and we test the sprinklers while the ground is open, moving or adding heads where coverage was poor. In newer Folsom Ranch and Broadstone homes, builders often left a thin layer of topsoil over compacted subgrade, so we rip and till it and blend in compost.',
      'Then the grade is set: a slight slope away from foundations, smooth transitions to walks and beds, and a firm, level surface after a final rolling. Fresh sod arrives on pallets the morning of installation. We lay it in a brick pattern with tight seams, cut neatly around curves, roll it for soil contact and water it in immediately.',
      'You get a watering plan for the first few weeks: short cycles several times a day at first, tapering to deep, less frequent soaks as the roots take hold. Spring and early fall are ideal in Folsom; summer installs are possible with closer attention during heat waves.',
    ],
  },
  problems: {
    heading: 'Problems With the Old Lawn',
    points: [
      'Thin, weedy turf that never recovered from drought years',
      'Dog spots and worn paths from heavy use',
      'Puddles after rain because the grade tilts toward the house',
      'Sprinklers spaced for a different layout',
    ],
  },
  professional: {
    heading: 'Why Professional Sod Holds Up',
    points: [
      'Roots grow into loosened, amended soil',
      'Even coverage from adjusted irrigation',
      'A level surface that mows cleanly',
      'Clear aftercare so the lawn settles in',
    ],
  },
  closing: {
    heading: 'Get a Lawn That Looks Finished',
    text: 'We will measure your yard, check the soil and sprinklers, and give you a free, itemized quote for new sod in Folsom.',
    actionLabel: 'Schedule Your Sod Install',
  },
} satisfies LandingPage
