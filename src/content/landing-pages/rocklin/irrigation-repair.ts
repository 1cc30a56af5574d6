import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'rocklin',
  service: 'irrigation-repair',
  layout: 'benefits',
  description:
    'Sprinkler and drip irrigation repair in Rocklin: stuck valves, broken heads, gopher-chewed drip and hillside runoff fixed, controllers reset. Free estimates.',
  heading: 'Sprinkler & Irrigation Repair in Rocklin, CA',
  intro:
    'Leaking valves, geysering heads, dry patches and drip lines that stopped dripping: we track down the cause and fix it properly. Every Rocklin visit starts with a free estimate.',
  benefits: [
    {
      icon: 'wrench',
      title: 'Valves, Heads and Lines',
      text: 'We replace cracked sprinkler bodies, rebuild or swap sticking valves, splice broken laterals and repair main-line leaks before they turn into sinkholes.',
    },
    {
      icon: 'droplets',
      title: 'Drip Systems Brought Back',
      text: 'Clogged emitters, popped fittings and tubing chewed by gophers are common in Rocklin beds. We flush, repair and re-stake drip so each plant gets water again.',
    },
    {
      icon: 'clock',
      title: 'Controllers Set for the Season',
      text: 'Run times are programd by zone and by month, with cycle-and-soak on slopes, and we can fit a weather-based smart controller if you want one.',
    },
    {
      icon: 'thumbs-up',
      title: 'Work We Stand Behind',
      text: `Licensed, insured and backed by our satisfaction guarantee, with ${business.yearsExperience} years of fixing systems other installers left behind.`,
    },
  ],
  paragraphs: [
    "Rocklin's water comes from the Placer County Water Agency, and none of it is cheap to waste. Yet many systems here went in with the subdivisions and have never been adjusted since. Heads sink as lawns thicken, roots from ash and liquidambar crush pipe, and one stuck valve can run all night before anyone notices a wet street in the morning.",
    'Hillside lots in Whitney Oaks and Whitney Ranch add a problem of their own: water drains out of the lowest heads after every cycle, leaving a puddle at the bottom and dry turf at the top. Check valves, pressure-regulated bodies and matched-precipitation nozzles cure that. Before buying new equipment, ask PCWA whether a water-efficiency rebate is currently offered; we can supply model numbers for the paperwork.',
  ],
  challenges: {
    heading: 'Common Problems We Find',
    points: [
      'A zone that will not shut off, or will not turn on',
      'Soggy lawn, wet curbs and a rising water bill',
      'Overspray soaking walls, fences and the street',
      'Backflow devices cracked by a hard winter frost',
    ],
  },
  results: {
    heading: 'After the Repair',
    points: [
      'Every zone tested and running on schedule',
      'Even coverage with no brown corners or puddles',
      'Lower water use and a bill that makes sense',
      'A written note of what was fixed and what to watch',
    ],
  },
  closing: {
    heading: 'Stop the Leak Before Summer',
    text: 'A small leak in April means a dead lawn and a big bill by August. Reach out and we will diagnose the system, explain what failed, and quote the repair at no charge.',
  },
} satisfies LandingPage
