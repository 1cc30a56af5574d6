import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'sacramento',
  service: 'irrigation-repair',
  layout: 'process',
  description:
    'Sacramento sprinkler and drip irrigation repair: broken heads, leaking valves, wiring faults, controller setup and dry zones fixed. Free estimates.',
  heading: 'Sprinkler & Irrigation Repair in Sacramento',
  intro:
    'A snapped head or a stuck valve can waste a lot of water before anyone notices. We find the fault, fix it, and leave your Sacramento system watering evenly again.',
  whyChoose: [
    {
      icon: 'wrench',
      title: 'Diagnosis before parts',
      text: 'We run each zone, check pressure and trace wiring, so we replace the part that actually failed rather than the whole valve box.',
    },
    {
      icon: 'droplets',
      title: 'Hidden leaks found',
      text: 'Beyond the obvious geyser, we look for cracked laterals, weeping valves and lines pinched by roots, which waste water and soften the ground under walks.',
    },
    {
      icon: 'clock',
      title: 'Timers set for the season',
      text: 'We program your controller for the time of year, using cycle-and-soak runs so clay soil can absorb what it gets.',
    },
  ],
  process: {
    heading: 'What a repair visit looks like',
    paragraphs: [
      'We begin at the controller and run every zone while watching the heads. Geysers, misting, dry patches and pooled water each point to a different cause: a broken riser, pressure set too high, a clogged nozzle, or a lateral line cracked by a root. In East Sacramento and Land Park, where huge elm and sycamore roots share the ground with decades-old pipe, root damage is one of our most frequent finds.',
      'Then we repair and adjust: new heads or nozzles matched to the rest of the zone, valve diaphragms or solenoids replaced, wires spliced with waterproof connectors, and drip lines flushed and re-staked. Before leaving, we walk the system with you, set the timer, and note anything worth upgrading later, such as a weather-based controller or converting shrub zones to drip. The estimate is free, and you approve the repair price before we start.',
    ],
  },
  problems: {
    heading: 'Common sprinkler trouble',
    points: [
      'Heads that stay buried, tilted or spray the driveway',
      'Valves stuck open all night, or dead when the timer calls',
      'Soggy spots and runoff on clay, dry spots on slopes',
      'Drip emitters clogged or chewed, leaving shrubs thirsty',
      "A controller still running last summer's program",
    ],
  },
  professional: {
    heading: 'After our crew has been through',
    points: [
      'Even coverage with matched nozzles',
      'Valves that open and close on command',
      'Leaks found and fixed, not only the obvious ones',
      'A timer programd for the season and your soil',
    ],
  },
  closing: {
    heading: 'Stop the leak before the next bill',
    text: `We have repaired systems across Sacramento for ${business.yearsExperience} years, from tired brass heads to new smart controllers. Call us for a free estimate.`,
    actionLabel: 'Book a Sprinkler Repair',
  },
} satisfies LandingPage
