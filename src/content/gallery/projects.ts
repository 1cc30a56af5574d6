import type { GalleryProject, ImageAsset } from '../types'
import backyardPuttingGreen from '@/assets/gallery/backyard-putting-green.svg'
import frontLawnRenovation from '@/assets/gallery/front-lawn-renovation.svg'
import valleyOakCrownThinning from '@/assets/gallery/valley-oak-crown-thinning.svg'
import overgrownYardCleanup from '@/assets/gallery/overgrown-yard-cleanup.svg'
import droughtTolerantFrontGarden from '@/assets/gallery/drought-tolerant-front-garden.svg'
import paverPatioWithFirePit from '@/assets/gallery/paver-patio-with-fire-pit.svg'
import smartSprinklerUpgrade from '@/assets/gallery/smart-sprinkler-upgrade.svg'
import dogFriendlySideYard from '@/assets/gallery/dog-friendly-side-yard.svg'
import newBuildBackyardLawn from '@/assets/gallery/new-build-backyard-lawn.svg'
import stormDamageRemoval from '@/assets/gallery/storm-damage-removal.svg'
import fallLeafRemoval from '@/assets/gallery/fall-leaf-removal.svg'
import backyardEntertainingPlan from '@/assets/gallery/backyard-entertaining-plan.svg'
import flagstoneWalkwayAndSteps from '@/assets/gallery/flagstone-walkway-and-steps.svg'
import dripSystemForGardenBeds from '@/assets/gallery/drip-system-for-garden-beds.svg'
import lowWaterFrontLawn from '@/assets/gallery/low-water-front-lawn.svg'
import sportsLawnReplacement from '@/assets/gallery/sports-lawn-replacement.svg'
import moveOutPropertyCleanup from '@/assets/gallery/move-out-property-cleanup.svg'
import retainingWallAndPlanter from '@/assets/gallery/retaining-wall-and-planter.svg'

// We have no photographs yet (decisions.md): each project shows an illustration drawn for it,
// its materials and features as the description tells them, and its altText describes that
// drawing honestly. A real photo of the job later replaces `picture`, and its altText with it.

/** Every drawing shares the card's 8:5 frame. */
const drawing = (src: string): ImageAsset => ({ src, width: 640, height: 400 })

export const galleryProjects = [
  {
    id: 1,
    category: 'turf',
    title: 'Backyard Putting Green',
    picture: drawing(backyardPuttingGreen),
    location: 'Roseville, CA',
    description:
      'A worn-out back lawn replaced with pet-safe artificial turf and a short putting green, on a compacted base with drainage so it stays playable all year.',
    altText:
      'Illustration of a backyard of artificial turf with a putting green, its cup and yellow flag, two golf balls and a putter, in front of a wood fence',
  },
  {
    id: 2,
    category: 'sod',
    title: 'Front Lawn Renovation',
    picture: drawing(frontLawnRenovation),
    location: 'Sacramento, CA',
    description:
      'Old Bermuda and weeds stripped, clay soil tilled with compost, graded away from the house and covered with fresh tall fescue sod the same day.',
    altText:
      'Illustration of a ranch house front yard half covered in fresh sod with visible seams, the rest tilled brown soil, and a pallet of sod rolls by the driveway',
  },
  {
    id: 3,
    category: 'tree-work',
    title: 'Valley Oak Crown Thinning',
    picture: drawing(valleyOakCrownThinning),
    location: 'Folsom, CA',
    description:
      'Selective thinning and deadwood removal on a mature valley oak, following ISA pruning standards to let light through without stressing the tree.',
    altText:
      'Illustration of a wide valley oak with an open, thinned crown, an arborist with a pole saw and cut deadwood on the dry grass',
  },
  {
    id: 4,
    category: 'cleanups',
    title: 'Overgrown Yard Cleanup',
    picture: drawing(overgrownYardCleanup),
    location: 'Citrus Heights, CA',
    description:
      'Years of blackberry, fallen limbs and leaves cleared from a rental property, beds edged and the green waste hauled away for recycling.',
    altText:
      'Illustration of a rental yard with a blackberry thicket still to clear, a fallen limb, a freshly edged bed and a full green waste cart',
  },
  {
    id: 5,
    category: 'design',
    title: 'Drought-Tolerant Front Garden',
    picture: drawing(droughtTolerantFrontGarden),
    location: 'Rocklin, CA',
    description:
      'A thirsty lawn redesigned as a waterwise garden of salvias, manzanita and native grasses around a decomposed-granite path, planned on paper first.',
    altText:
      'Illustration of a front garden of salvias, manzanitas, native grasses and boulders in mulch around a curving decomposed-granite path to the door',
  },
  {
    id: 6,
    category: 'hardscape',
    title: 'Paver Patio with Fire Pit',
    picture: drawing(paverPatioWithFirePit),
    location: 'Elk Grove, CA',
    description:
      'Interlocking concrete pavers laid on a compacted base, with a seat wall and a round fire pit for cool Delta-breeze evenings.',
    altText:
      'Illustration of a paver patio with a round stone fire pit, a curved seat wall and two Adirondack chairs',
  },
  {
    id: 7,
    category: 'irrigation',
    title: 'Smart Sprinkler Upgrade',
    picture: drawing(smartSprinklerUpgrade),
    location: 'Natomas, CA',
    description:
      'Broken spray heads replaced with efficient rotary nozzles, leaks fixed and a weather-based controller installed that skips watering after rain.',
    altText:
      'Illustration of rotary sprinkler nozzles throwing streams over a green lawn, and a weather-based controller on the house wall',
  },
  {
    id: 8,
    category: 'turf',
    title: 'Dog-Friendly Side Yard',
    picture: drawing(dogFriendlySideYard),
    location: 'Lincoln, CA',
    description:
      'A muddy side yard turned into a clean run for two dogs, with turf made for pets, an infill that stays cooler and a base that drains quickly.',
    altText:
      'Illustration of a narrow side yard between a house and a fence, with pet turf, gravel borders, two dogs, a ball and a water bowl',
  },
  {
    id: 9,
    category: 'sod',
    title: 'New-Build Backyard Lawn',
    picture: drawing(newBuildBackyardLawn),
    location: 'Lincoln, CA',
    description:
      'Construction debris removed from a new home’s backyard, the soil amended and leveled, sprinklers checked and sod rolled in for an instant lawn.',
    altText:
      'Illustration of a new two-story home’s backyard with sod being rolled over leveled soil, sprinkler heads and a wheelbarrow of debris',
  },
  {
    id: 10,
    category: 'tree-work',
    title: 'Storm Damage Removal',
    picture: drawing(stormDamageRemoval),
    location: 'Rancho Cordova, CA',
    description:
      'A split limb hanging over a driveway taken down safely after a winter storm, the tree pruned back to sound wood and the debris chipped on site.',
    altText:
      'Illustration of a tree with fresh pruning cuts beside a driveway, limb rounds on the lawn and a worker feeding a wood chipper',
  },
  {
    id: 11,
    category: 'cleanups',
    title: 'Fall Leaf Removal',
    picture: drawing(fallLeafRemoval),
    location: 'Sacramento, CA',
    description:
      'A Land Park yard cleared of autumn leaves from lawn, beds and gutters, shrubs shaped back and everything hauled off in one visit.',
    altText:
      'Illustration of a bungalow yard in autumn: a yellow shade tree, raked leaf piles, a tarp full of leaves, a rake and a ladder at the gutter',
  },
  {
    id: 12,
    category: 'design',
    title: 'Backyard Entertaining Plan',
    picture: drawing(backyardEntertainingPlan),
    location: 'Roseville, CA',
    description:
      'A complete backyard plan with a lawn for the kids, shade trees placed for summer afternoons, raised vegetable beds and low-voltage lighting.',
    altText:
      'Illustration of a backyard with a lawn, raised vegetable beds, shade trees, a table under an umbrella and a path lined with low path lights',
  },
  {
    id: 13,
    category: 'hardscape',
    title: 'Flagstone Walkway and Steps',
    picture: drawing(flagstoneWalkwayAndSteps),
    location: 'Folsom, CA',
    description:
      'A slippery dirt path up a sloped lot rebuilt as a flagstone walkway with stone steps and a short retaining wall to hold the hillside.',
    altText:
      'Illustration of a flagstone walkway and stone steps climbing a planted slope to a house, beside a short stacked-stone retaining wall',
  },
  {
    id: 14,
    category: 'irrigation',
    title: 'Drip System for Garden Beds',
    picture: drawing(dripSystemForGardenBeds),
    location: 'Elk Grove, CA',
    description:
      'Overspraying heads in planted beds converted to drip lines with pressure regulation, so shrubs get deep, slow water and the walls stay dry.',
    altText:
      'Illustration of a mulched shrub bed along a house wall, with brown drip tubing, emitters dripping at each plant and a pressure regulator at the valve',
  },
  {
    id: 15,
    category: 'turf',
    title: 'Low-Water Front Lawn',
    picture: drawing(lowWaterFrontLawn),
    location: 'Antelope, CA',
    description:
      'A patchy front lawn replaced with natural-looking turf edged by a concrete mow strip, ending the weekly mowing and most of the summer watering.',
    altText:
      'Illustration of a ranch house front yard with natural-looking turf edged by a curved concrete mow strip, beside a neighbor’s patchy lawn',
  },
  {
    id: 16,
    category: 'sod',
    title: 'Sports Lawn Replacement',
    picture: drawing(sportsLawnReplacement),
    location: 'North Highlands, CA',
    description:
      'A backyard worn bare by soccer practice re-sodded with a hard-wearing blend, after aerating and leveling the low spots that held water.',
    altText:
      'Illustration of a backyard sports lawn of new sod with seams, a soccer goal, a child kicking a ball and the last aerated strip awaiting sod rolls',
  },
  {
    id: 17,
    category: 'cleanups',
    title: 'Move-Out Property Cleanup',
    picture: drawing(moveOutPropertyCleanup),
    location: 'Natomas, CA',
    description:
      'A yard made ready for sale in two days: weeds pulled, hedges trimmed, beds refreshed with mulch and a full truckload of debris hauled away.',
    altText:
      'Illustration of a tidy front yard with trimmed hedges and fresh mulch, a blank sign post and a pickup truck loaded with yard debris',
  },
  {
    id: 18,
    category: 'hardscape',
    title: 'Retaining Wall and Planter',
    picture: drawing(retainingWallAndPlanter),
    location: 'Citrus Heights, CA',
    description:
      'A sagging timber border replaced with a segmental block retaining wall and a raised planter, built with drainage gravel behind it.',
    altText:
      'Illustration of a gray segmental block retaining wall with a cut-away showing drainage gravel and pipe, and a raised block planter in front',
  },
] satisfies GalleryProject[]
