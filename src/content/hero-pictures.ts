import aboutHero from '@/assets/heroes/about.svg'
import contactHero from '@/assets/heroes/contact.svg'
import galleryHero from '@/assets/heroes/gallery.svg'
import serviceAreasHero from '@/assets/heroes/service-areas.svg'
import servicesHubHero from '@/assets/heroes/services-hub.svg'
import servicesHero from '@/assets/heroes/services.svg'
import type { HeroPicture } from './types'

// No photographs yet (decisions.md): each inner page's hero shows a drawing made for it, so the
// right side of the banner is never an empty green area on wide screens. The H1 beside it already
// says what the page is about, so every picture is decorative (alt '').

/** Every hero drawing (these and the landing pages') is a 5:4 framed card, 600 × 480. */
export const heroDrawing = (src: string): HeroPicture => ({
  image: { src, width: 600, height: 480 },
  alt: '',
})

export const heroPictures = {
  /** A pruned valley oak, a lawn being mowed and a drip-irrigated bed at one ranch home. */
  services: heroDrawing(servicesHero),
  /** A yard from above, its patio, raised beds, gravel garden and front lawn marked as zones. */
  servicesHub: heroDrawing(servicesHubHero),
  /** A finished backyard: pergola, paver patio and fire pit, lawn, planted beds, path lights. */
  gallery: heroDrawing(galleryHero),
  /** The family crew's work truck, ladder and tools, parked at a client's home. */
  about: heroDrawing(aboutHero),
  /** A map of the region: the two rivers, Folsom Lake, the eastern foothills, a pin per city. */
  serviceAreas: heroDrawing(serviceAreasHero),
  /** A front yard with an estimate clipboard and a ringing phone. */
  contact: heroDrawing(contactHero),
} as const satisfies Record<string, HeroPicture>
