import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'eldoradohills',
  service: 'irrigation-repair',
  layout: 'benefits',
  description:
    'Sprinkler and drip repair for El Dorado Hills hillside yards, with a free estimate: leaks, broken heads, stuck valves and uneven pressure found and fixed.',
  heading: 'Irrigation Repair in El Dorado Hills, CA',
  intro:
    'Water behaves differently on a hillside. Heads at the bottom flood, heads at the top sputter, and a cracked pipe can hide under rocky ground for weeks. We find the cause and fix it.',
  benefits: [
    {
      icon: 'droplets',
      title: 'Leaks Found, Not Guessed',
      text: 'We run each zone, watch every head and trace wet spots back to cracked fittings, split drip tubing or a valve that never quite closes.',
    },
    {
      icon: 'wrench',
      title: 'Valves and Controllers',
      text: 'Worn diaphragms, failed solenoids and confused timers are repaired or replaced, and the run times are reprogramd to match the month and any watering limits in force.',
    },
    {
      icon: 'ruler',
      title: 'Pressure Tuned for Slopes',
      text: 'Where a slope empties the pipe through its lowest head after every cycle, we add check valves; regulators calm the misting spray on downhill zones.',
    },
    {
      icon: 'sprout',
      title: 'Drip Where It Belongs',
      text: 'Shrub and perennial beds can switch from spray heads to drip, putting water at the roots instead of on the fence and sidewalk.',
    },
  ],
  paragraphs: [
    'Most homes in El Dorado Hills get their water from El Dorado Irrigation District, and summer bills climb fast when a system leaks. Shifting rocky soil cracks PVC, gophers chew drip lines along open space, and oak and pine roots lift pipes near their trunks. A hard freeze on the higher ridges can also split an exposed backflow preventer overnight.',
    `Our technicians carry common replacement parts, so many repairs are done on the first visit. We aim spray away from native oak trunks, which suffer when watered through the summer. After ${business.yearsExperience} years fixing systems around the region, we know that one failing zone can reveal a tired system, and we will tell you honestly when repair beats replacement.`,
  ],
  challenges: {
    heading: 'Symptoms We Hear About',
    points: [
      'A water bill that jumped with no change to the schedule',
      'Soggy ground at the foot of the slope and dry shrubs at the top',
      'One valve stuck open all night while another never fires',
      "Heads spraying the street, the fence or a neighbor's windows",
    ],
  },
  results: {
    heading: 'Once the Repair Is Done',
    points: [
      'Every zone tested, with leaks and broken heads fixed',
      'Even coverage from the top of the hill to the bottom',
      'A controller programd for the season, with weather-based options if you want them',
      'Lower water use and fewer brown patches by midsummer',
    ],
  },
  closing: {
    heading: 'Fix It Before Summer Bills Arrive',
    text: 'Ask for a free estimate on your sprinkler or drip repair. We diagnose the system, explain the fix in plain words and quote it before any work begins.',
  },
} satisfies LandingPage
