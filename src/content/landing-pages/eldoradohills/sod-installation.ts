import type { LandingPage } from '../../types'

export default {
  city: 'eldoradohills',
  service: 'sod-installation',
  layout: 'benefits',
  description:
    'New sod lawns for El Dorado Hills homes, quoted free on site: rocks pulled and red clay amended and graded before fresh fescue is rolled out.',
  heading: 'Sod Installation in El Dorado Hills',
  intro:
    'Sod gives a new build off Latrobe Road, or a tired older lawn in Lake Forest, a finished look in a single day, but only when the ground underneath is ready. Most of our effort goes in below the grass.',
  benefits: [
    {
      icon: 'shovel',
      title: 'Soil Prep on Rocky Clay',
      text: 'We strip old turf and weeds, pull rocks, rip compacted fill and work compost through it, giving roots more than an inch to grow in.',
    },
    {
      icon: 'ruler',
      title: 'Grading That Sheds Water',
      text: 'The finish grade slopes away from foundations and patios, and low spots are filled before the first roll is laid.',
    },
    {
      icon: 'leaf',
      title: 'Turf Matched to Sun and Slope',
      text: 'Tall fescue blends suit most sun-and-part-shade lawns; warm-season Bermuda fits hot, open slopes if you accept its brown winter dormancy.',
    },
    {
      icon: 'shield',
      title: 'Gopher Wire Where Needed',
      text: 'Lots that border open space can get wire mesh under the sod, a one-time step that saves years of mound repair.',
    },
  ],
  paragraphs: [
    'Ground in El Dorado Hills is often shallow red clay over rock, and new-home builders pack it hard. Sod laid on that surface stays green only until July, when roots trapped near the top give up in the heat. We till and amend first, and sprinkler coverage is tested and corrected before a single roll goes down.',
    'Fall and spring are the easiest seasons to establish a lawn here, though summer installs work with a careful watering plan. Each roll is pressed into firm contact with the soil, watered the same day, and you get a simple schedule for the first weeks: short, frequent cycles at first, then deeper and less often as the roots knit in.',
  ],
  challenges: {
    heading: 'Before: The Usual Starting Point',
    points: [
      'Builder fill packed hard and full of rocks and construction scraps',
      'A patchy old lawn riddled with crabgrass and gopher holes',
      'Puddles by the foundation after every storm',
      'Sprinklers that leave dry stripes between heads',
    ],
  },
  results: {
    heading: 'After: A Lawn With Real Roots',
    points: [
      'Loose, amended soil graded smoothly away from the house',
      'Fresh sod rolled tight, with seams staggered like brickwork',
      'Even sprinkler coverage checked zone by zone',
      'A yard you can walk on within a few weeks and enjoy for years',
    ],
  },
  closing: {
    heading: 'Plan Your New Lawn',
    text: 'After measuring the area and testing soil and irrigation, we write up a free estimate covering the complete installation, from tear-out to final roll. Family-owned, licensed and insured.',
  },
} satisfies LandingPage
