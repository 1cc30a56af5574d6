import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'folsom',
  service: 'irrigation-repair',
  layout: 'process',
  description:
    'Irrigation repair in Folsom: zones tested, wiring traced, broken heads and valves replaced, drip flushed, and controllers set for hot summers. Free estimates.',
  heading: 'Irrigation Repair in Folsom, CA',
  intro:
    "Sprinkler leaks, dead zones, broken valves and drip systems that quit: we find the fault, fix it, and set your controller for Folsom's heat. The estimate is free.",
  whyChoose: [
    {
      icon: 'wrench',
      title: 'Diagnosis Before Parts',
      text: 'We test each zone, check pressure and trace wiring before replacing anything, so you pay to fix the real problem rather than a symptom.',
    },
    {
      icon: 'droplets',
      title: 'Efficiency Built In',
      text: 'A repair is a chance to upgrade: high-efficiency rotary nozzles on spray heads, pressure regulation, and drip conversions for shrub beds.',
    },
    {
      icon: 'thumbs-up',
      title: 'Guaranteed Repairs',
      text: `Licensed, insured and backed by a satisfaction guarantee, with ${business.yearsExperience} years of irrigation work around Sacramento.`,
    },
  ],
  process: {
    heading: 'How We Fix a Sprinkler System',
    paragraphs: [
      'We start at the controller, running each station and watching it work. Heads that stay down, spray sideways or mist from excess pressure are marked, and we listen at the valve boxes for the hum of a solenoid trying and failing to open. A multimeter on the field wires finds breaks and bad solenoids quickly.',
      'Then come the repairs: cracked heads replaced with matching models so coverage stays even, broken pipe cut out and coupled, leaking valves rebuilt, drip lines flushed and fitted with new emitters. On sloped lots in Empire Ranch and around Folsom Ranch, check valves stop the lowest heads from draining the line after each cycle.',
      'Last, the schedule. Most Folsom homes buy water from the city utility, and watering rules can tighten in a dry year, so we set run times by zone for the season and the days you may water. A weather-based controller can handle those changes automatically.',
    ],
  },
  problems: {
    heading: 'Signs Your System Needs Work',
    points: [
      'A water bill climbing with no change in habits',
      'A soggy spot, or water running along the curb',
      'Brown patches in an otherwise green lawn',
      'Shrubs wilting on a drip zone that seems to run',
      'A controller that skips stations or resets itself',
    ],
  },
  professional: {
    heading: 'After a Professional Repair',
    points: [
      'Every zone running cleanly and on time',
      'Uniform coverage without overspray on walls',
      'Leaks stopped and less water wasted',
      'A schedule you can understand and adjust',
    ],
  },
  closing: {
    heading: 'Find the Leak, Fix the Zone',
    text: 'We will come out, test the whole system, and give you a free estimate before any repair starts. The earlier in spring you book, the less water and lawn you lose.',
    actionLabel: 'Book an Irrigation Repair',
  },
} satisfies LandingPage
