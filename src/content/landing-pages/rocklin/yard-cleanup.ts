import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'rocklin',
  service: 'yard-cleanup',
  layout: 'process',
  description:
    'One-time yard cleanup in Rocklin: overgrowth cut back, weeds and foxtails removed, debris hauled away. Ideal before a sale or after tenants. Free estimates.',
  heading: 'Yard Cleanup & Hauling in Rocklin, CA',
  intro:
    'One-time cleanups for Rocklin yards that got away from you: overgrowth cut back, weeds pulled, debris hauled off and the whole lot left tidy. Ask for a free estimate and we will price the full job after seeing it.',
  whyChoose: [
    {
      icon: 'truck',
      title: 'We Haul It All Away',
      text: 'Branches, old fence boards, cracked pots, weeds and soil piles leave on our truck. Green waste goes to composting rather than the landfill wherever possible.',
    },
    {
      icon: 'clock',
      title: 'A Full Crew at Once',
      text: 'Several people arrive together, so a typical single-family lot is cleared in one visit, not spread over weeks of half-finished beds.',
    },
    {
      icon: 'heart',
      title: 'Family-Owned Care',
      text: `We have cleaned up yards across the region for ${business.yearsExperience} years, working around pets, toys and the plants you want to keep as if the property were our own.`,
    },
  ],
  process: {
    heading: 'From Overgrown to Cleared',
    paragraphs: [
      'Before quoting, we walk the yard with you and flag what stays: a favorite rose, a young oak seedling, the lavender by the mailbox. Everything else is fair game. For rentals and homes going on the market, we can work from a list the agent or landlord sends.',
      'Then the crew works in a set order. Tall weeds come down first, shrubs are cut back and ivy is pulled off fences. Leaves and pine needles are raked out of beds, and we probe for sprinkler heads buried under the mess so nothing gets broken. Finally the truck is loaded, the hardscape swept and the driveway blown off.',
      'Lots that back onto open space around Secret Ravine, Clover Valley or the Whitney Ranch hills often collect dry grass that should be cut low before fire season. We knock it down and rake it up, so nothing dry is left leaning against the fence.',
    ],
  },
  problems: {
    heading: 'What We Usually Find',
    points: [
      'Foxtails and star thistle waist-high along back fences',
      'Ivy and Bermuda grass creeping through beds and under siding',
      'Piles of prunings, old mulch bags and storm debris behind the side gate',
      'Buried sprinkler heads and drip tubing chewed by gophers',
    ],
  },
  professional: {
    heading: 'What You Get Back',
    points: [
      'Open beds and lawn edges you can see again',
      'Less fire fuel along fences and open space',
      'Every load of debris hauled off, nothing left at the curb',
      'A short list of repairs or plantings worth doing next',
    ],
  },
  closing: {
    heading: 'Get Your Rocklin Yard Back',
    text: 'Before a sale, after a tenant, or simply because life got busy: send us a few details and we will come out, look at the job, and give you a free, no-obligation quote.',
    actionLabel: 'Book a Yard Cleanup',
  },
} satisfies LandingPage
