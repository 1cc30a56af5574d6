import drought from '@/assets/heroes/landing/drought-tolerant-landscaping.svg'
import gardenBed from '@/assets/heroes/landing/garden-bed-installation.svg'
import hedgeTrimming from '@/assets/heroes/landing/hedge-trimming.svg'
import irrigationRepair from '@/assets/heroes/landing/irrigation-repair.svg'
import landscapeDesign from '@/assets/heroes/landing/landscape-design.svg'
import lawnCare from '@/assets/heroes/landing/lawn-care.svg'
import seasonalYardCleanup from '@/assets/heroes/landing/seasonal-yard-cleanup.svg'
import sodInstallation from '@/assets/heroes/landing/sod-installation.svg'
import treeTrimming from '@/assets/heroes/landing/tree-trimming.svg'
import yardCleanup from '@/assets/heroes/landing/yard-cleanup.svg'
import type { LandingServiceSlug } from './landing-catalog'
import { heroDrawing } from './hero-pictures'
import type { HeroPicture } from './types'

// No photographs yet (decisions.md): each landing service's hero shows a drawing of that work,
// the same in every city. The picture sits beside the H1, which already says what the page is
// about, so it is decorative (alt '').

/** A service added to the catalog without a picture here fails the typecheck. */
export const landingHeroPictures: Record<LandingServiceSlug, HeroPicture> = {
  'lawn-care': heroDrawing(lawnCare),
  'tree-trimming': heroDrawing(treeTrimming),
  'yard-cleanup': heroDrawing(yardCleanup),
  'irrigation-repair': heroDrawing(irrigationRepair),
  'landscape-design': heroDrawing(landscapeDesign),
  'sod-installation': heroDrawing(sodInstallation),
  'drought-tolerant-landscaping': heroDrawing(drought),
  'seasonal-yard-cleanup': heroDrawing(seasonalYardCleanup),
  'garden-bed-installation': heroDrawing(gardenBed),
  'hedge-trimming': heroDrawing(hedgeTrimming),
}
