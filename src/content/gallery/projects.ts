import type { GalleryProject } from '../types'

// We have no photographs yet (decisions.md): each card shows an illustration of its category,
// so every altText describes that illustration honestly rather than a photo.
export const galleryProjects = [
  {
    id: 1,
    category: 'turf',
    title: 'Backyard Putting Green',
    location: 'Roseville, CA',
    description:
      'A worn-out back lawn replaced with pet-safe artificial turf and a short putting green, on a compacted base with drainage so it stays playable all year.',
    altText: 'Illustration of a striped artificial turf lawn with a putting-green flag',
  },
  {
    id: 2,
    category: 'sod',
    title: 'Front Lawn Renovation',
    location: 'Sacramento, CA',
    description:
      'Old Bermuda and weeds stripped, clay soil tilled with compost, graded away from the house and covered with fresh tall fescue sod the same day.',
    altText: 'Illustration of rolls of fresh sod lying beside a newly laid lawn',
  },
  {
    id: 3,
    category: 'tree-work',
    title: 'Valley Oak Crown Thinning',
    location: 'Folsom, CA',
    description:
      'Selective thinning and deadwood removal on a mature valley oak, following ISA pruning standards to let light through without stressing the tree.',
    altText:
      'Illustration of a tree with a neatly pruned, rounded crown and cut branches on the ground',
  },
  {
    id: 4,
    category: 'cleanups',
    title: 'Overgrown Yard Cleanup',
    location: 'Citrus Heights, CA',
    description:
      'Years of blackberry, fallen limbs and leaves cleared from a rental property, beds edged and the green waste hauled away for recycling.',
    altText: 'Illustration of a raked leaf pile beside a green waste bin',
  },
  {
    id: 5,
    category: 'design',
    title: 'Drought-Tolerant Front Garden',
    location: 'Rocklin, CA',
    description:
      'A thirsty lawn redesigned as a waterwise garden of salvias, manzanita and native grasses around a decomposed-granite path, planned on paper first.',
    altText: 'Illustration of a garden plan on grid paper with curved beds, plants and a path',
  },
  {
    id: 6,
    category: 'hardscape',
    title: 'Paver Patio with Fire Pit',
    location: 'Elk Grove, CA',
    description:
      'Interlocking concrete pavers laid on a compacted base, with a seat wall and a round fire pit for cool Delta-breeze evenings.',
    altText: 'Illustration of a paver patio with a round fire pit and a low seat wall',
  },
  {
    id: 7,
    category: 'irrigation',
    title: 'Smart Sprinkler Upgrade',
    location: 'Natomas, CA',
    description:
      'Broken spray heads replaced with efficient rotary nozzles, leaks fixed and a weather-based controller installed that skips watering after rain.',
    altText: 'Illustration of sprinkler heads watering a lawn in even arcs',
  },
  {
    id: 8,
    category: 'turf',
    title: 'Dog-Friendly Side Yard',
    location: 'Lincoln, CA',
    description:
      'A muddy side yard turned into a clean run for two dogs, with turf made for pets, an infill that stays cooler and a base that drains quickly.',
    altText: 'Illustration of a striped artificial turf lawn with a flag',
  },
  {
    id: 9,
    category: 'sod',
    title: 'New-Build Backyard Lawn',
    location: 'Lincoln, CA',
    description:
      'Construction debris removed from a new home’s backyard, the soil amended and leveled, sprinklers checked and sod rolled in for an instant lawn.',
    altText: 'Illustration of sod rolls on prepared soil next to a freshly laid lawn',
  },
  {
    id: 10,
    category: 'tree-work',
    title: 'Storm Damage Removal',
    location: 'Rancho Cordova, CA',
    description:
      'A split limb hanging over a driveway taken down safely after a winter storm, the tree pruned back to sound wood and the debris chipped on site.',
    altText: 'Illustration of a pruned tree with cut limbs stacked below it',
  },
  {
    id: 11,
    category: 'cleanups',
    title: 'Fall Leaf Removal',
    location: 'Sacramento, CA',
    description:
      'A Land Park yard cleared of autumn leaves from lawn, beds and gutters, shrubs shaped back and everything hauled off in one visit.',
    altText: 'Illustration of a leaf pile, a rake and a full green waste bin',
  },
  {
    id: 12,
    category: 'design',
    title: 'Backyard Entertaining Plan',
    location: 'Roseville, CA',
    description:
      'A complete backyard plan with a lawn for the kids, shade trees placed for summer afternoons, raised vegetable beds and low-voltage lighting.',
    altText: 'Illustration of a landscape design drawing with beds, trees and a path',
  },
  {
    id: 13,
    category: 'hardscape',
    title: 'Flagstone Walkway and Steps',
    location: 'Folsom, CA',
    description:
      'A slippery dirt path up a sloped lot rebuilt as a flagstone walkway with stone steps and a short retaining wall to hold the hillside.',
    altText: 'Illustration of a paver patio with a fire pit and seat wall',
  },
  {
    id: 14,
    category: 'irrigation',
    title: 'Drip System for Garden Beds',
    location: 'Elk Grove, CA',
    description:
      'Overspraying heads in planted beds converted to drip lines with pressure regulation, so shrubs get deep, slow water and the walls stay dry.',
    altText: 'Illustration of sprinklers spraying water arcs over a lawn',
  },
  {
    id: 15,
    category: 'turf',
    title: 'Low-Water Front Lawn',
    location: 'Antelope, CA',
    description:
      'A patchy front lawn replaced with natural-looking turf edged by a concrete mow strip, ending the weekly mowing and most of the summer watering.',
    altText: 'Illustration of artificial turf with lawn stripes and a small flag',
  },
  {
    id: 16,
    category: 'sod',
    title: 'Sports Lawn Replacement',
    location: 'North Highlands, CA',
    description:
      'A backyard worn bare by soccer practice re-sodded with a hard-wearing blend, after aerating and leveling the low spots that held water.',
    altText: 'Illustration of rolled sod and a newly laid lawn with visible seams',
  },
  {
    id: 17,
    category: 'cleanups',
    title: 'Move-Out Property Cleanup',
    location: 'Natomas, CA',
    description:
      'A yard made ready for sale in two days: weeds pulled, hedges trimmed, beds refreshed with mulch and a full truckload of debris hauled away.',
    altText: 'Illustration of a leaf pile next to a green waste bin and rake',
  },
  {
    id: 18,
    category: 'hardscape',
    title: 'Retaining Wall and Planter',
    location: 'Citrus Heights, CA',
    description:
      'A sagging timber border replaced with a segmental block retaining wall and a raised planter, built with drainage gravel behind it.',
    altText: 'Illustration of pavers, a low wall and a round fire pit',
  },
] satisfies GalleryProject[]
