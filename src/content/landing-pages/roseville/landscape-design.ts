import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'roseville',
  service: 'landscape-design',
  layout: 'process',
  description:
    'Custom landscape design for Roseville homes: backyard living space, oak-friendly planting and HOA-ready plans for new and established neighborhoods.',
  heading: 'Roseville Landscape Design',
  intro:
    'Builder landscaping gets you started; a real design makes a Roseville yard your own. We plan patios, paths, planting and shade around your house, your lot and your HOA.',
  whyChoose: [
    {
      icon: 'ruler',
      title: 'Plans ready for review',
      text: "Scaled drawings and plant lists prepared for your HOA's architectural review, which many Roseville communities require.",
    },
    {
      icon: 'trees',
      title: 'Designed around oaks',
      text: 'If a native oak shades your lot, we keep grading, paving and thirsty plants out of its root zone.',
    },
    {
      icon: 'sun',
      title: 'Built for the heat',
      text: 'Shade structures, trees and light-colored paving placed to make a west-facing backyard usable in July.',
    },
  ],
  process: {
    heading: 'From first visit to finished yard',
    paragraphs: [
      'We begin at your home. We measure the lot, note sun and shade through the day, look at drainage and soil, and ask what you want: a place to eat outdoors, a play lawn, a vegetable corner, privacy from the two-story next door. Lots in Crocker Ranch, Highland Reserve and the newer western neighborhoods are often compact, so every square foot has to earn its place.',
      'Next comes the concept: a scaled plan with beds, patio, paths and plant choices, plus a clear estimate for building it. We revise it with you until it fits. Many Roseville homeowner associations review front-yard changes before work begins, so we prepare whatever yours asks for.',
      'Finally, our own crew builds it: grading, drainage, hardscape and irrigation first, then planting and mulch. Because the same company designs and installs, nothing gets lost between the drawing and the dirt.',
    ],
  },
  problems: {
    heading: 'What holds yards back',
    points: [
      'Builder-grade lawn and a few shrubs that never filled in',
      'A patio too small, or baking in full afternoon sun',
      'Hardpan and poor drainage that drown new plants',
      'No privacy from neighboring two-story homes',
    ],
  },
  professional: {
    heading: 'What a design changes',
    points: [
      'Spaces sized for the way your family lives',
      'Shade, screening and privacy planned in',
      'Drainage and soil dealt with before planting',
      'Plants chosen for Roseville heat and modest water',
      'Paperwork ready for HOA review',
    ],
  },
  closing: {
    heading: 'Talk through your ideas',
    text: `A free estimate visit is the first step. We have designed and built Roseville landscapes for ${business.yearsExperience} years, and our satisfaction guarantee covers the finished work.`,
    actionLabel: 'Start Your Landscape Design',
  },
} satisfies LandingPage
