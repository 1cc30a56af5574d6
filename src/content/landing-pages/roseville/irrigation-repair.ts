import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'roseville',
  service: 'irrigation-repair',
  layout: 'benefits',
  description:
    'Roseville irrigation and sprinkler repair: leaks, broken heads, valves, wiring and smart controllers fixed for lawns, drip beds and slopes. Free estimates.',
  heading: 'Irrigation Repair in Roseville, CA',
  intro:
    'Most Roseville subdivisions were built with automatic sprinklers, and plenty of those systems are now well into their second decade. We repair them, tune them and help them use less water.',
  benefits: [
    {
      icon: 'wrench',
      title: 'Valves and wiring fixed',
      text: 'Stuck or weeping valves, failed solenoids and broken wires are traced and repaired, even in buried or flooded valve boxes.',
    },
    {
      icon: 'droplets',
      title: 'Leaks tracked down',
      text: 'A wet spot that never dries, a meter that spins with everything off, a bill that jumped: we find the source.',
    },
    {
      icon: 'clock',
      title: 'Smart controller setup',
      text: "We install and program weather-based controllers that adjust themselves through Roseville's hot summers and wet winters.",
    },
    {
      icon: 'sprout',
      title: 'Drip for beds and slopes',
      text: 'Spray heads on shrub beds and hillsides converted to drip, ending overspray and runoff.',
    },
  ],
  paragraphs: [
    "Roseville's ground makes irrigation tricky. Clay and shallow hardpan take water in slowly, so one long run sends much of it down the gutter. We set controllers to water in short cycles with a soak between them, and adjust run times zone by zone for sun, shade and slope. Newer neighborhoods such as Fiddyment Farm and Westpark have many narrow side-yard beds and parkway strips where spray heads waste the most, and those are usually the first places we convert to drip.",
    'The City of Roseville has encouraged water efficiency for years and has offered rebates on items like smart controllers and efficient nozzles at various times. Programs change, so we check what is current with you before ordering parts. Every repair is priced after a free estimate, and we test each zone with you before we leave.',
  ],
  challenges: {
    heading: 'Signs your system needs help',
    points: [
      'Puddles or a soggy strip along the curb',
      'Brown patches in an otherwise green lawn',
      'A zone that runs all night, or not at all',
      'Spray hitting fences, windows and the street',
    ],
  },
  results: {
    heading: 'After a repair',
    points: [
      'Every head popping up and spraying where it should',
      'Water soaking in instead of running off',
      'A controller that follows the weather',
      'Lower water use without a thirsty yard',
    ],
  },
  closing: {
    heading: 'Get your sprinklers working right',
    text: `We have fixed irrigation systems around Roseville for ${business.yearsExperience} years. Book a free estimate and we will diagnose the problem and quote the repair.`,
  },
} satisfies LandingPage
