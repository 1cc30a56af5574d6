import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'roseville',
  service: 'garden-bed-installation',
  layout: 'process',
  description:
    'Roseville garden beds built to last: hardpan broken up, soil amended, drip installed, edging set and plants chosen for heat and HOA rules. Free estimates.',
  heading: 'Garden Bed Installation for Roseville Homes',
  intro:
    'A garden bed in Roseville succeeds or fails below ground. We dig through compaction and hardpan, build the soil and plant for the heat, so your new bed fills in instead of fading out.',
  whyChoose: [
    {
      icon: 'shovel',
      title: 'Digging past hardpan',
      text: 'We test the ground, break through a shallow hardpan layer where we can, and build the bed up where we cannot.',
    },
    {
      icon: 'flower',
      title: 'Right plant, right place',
      text: 'Plants are chosen for the sun, shade and reflected heat in each part of your yard, and for any list your HOA keeps.',
    },
    {
      icon: 'droplets',
      title: 'Drip on its own zone',
      text: 'Beds get their own drip valve, so shrubs and flowers are watered separately from the lawn.',
    },
  ],
  process: {
    heading: 'How we build a bed',
    paragraphs: [
      'Dig a hole in many Roseville yards and, a foot or two down, the shovel hits a cemented layer that water cannot pass. Plants set above it drown in winter and dry out in summer. We start every bed by checking for it. Where it is shallow, we break it up with a digging bar or auger; where that is not practical, we raise the bed with a mounded soil mix or a low wall so the roots have room.',
      'Then the bed takes shape. We mark the outline with you, strip turf and weeds, and set steel or paver edging. Compost goes into the native soil, drip lines and emitters follow, and then the plants: a backbone of evergreen shrubs such as westringia or coffeeberry, with salvias, lavender, penstemon and daylilies for color. Two to three inches of bark mulch complete it.',
      'For vegetable gardeners, we build raised beds with gopher wire underneath and a drip grid on top. Roseville summers ripen tomatoes and peppers well, and fall plantings of lettuce, kale and garlic carry on through winter.',
    ],
  },
  problems: {
    heading: 'Why new beds fail',
    points: [
      'Plants set over hardpan, drowning every winter',
      'No edging, so lawn creeps in within a season',
      'Beds watered by lawn sprays that miss or soak them',
      'Plants that ignore the HOA list or the afternoon sun',
    ],
  },
  professional: {
    heading: 'What our beds have',
    points: [
      'Soil loosened and amended to a good depth',
      'Clean, permanent edging',
      'Drip irrigation zoned for the plants',
      'Plants suited to Roseville heat and your HOA',
    ],
  },
  closing: {
    heading: 'Plan a new bed',
    text: `Walk the yard with us and we will sketch a bed and give you a free estimate. Licensed, insured and family-owned for ${business.yearsExperience} years.`,
    actionLabel: 'Book Your Garden Bed Installation',
  },
} satisfies LandingPage
