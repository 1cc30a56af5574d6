// Shapes of every piece of public content. Pages render these; they never hold copy.
import type { CitySlug, LandingServiceSlug } from './landing-catalog'
import type { ServiceSectionId } from './service-section-ids'

/** Names of the icons content may ask for, drawn from the sprite (src/components/ui/icon.tsx). */
export type IconName =
  | 'award'
  | 'calendar'
  | 'check'
  | 'clock'
  | 'droplets'
  | 'flower'
  | 'hammer'
  | 'heart'
  | 'home'
  | 'leaf'
  | 'mail'
  | 'map-pin'
  | 'phone'
  | 'recycle'
  | 'ruler'
  | 'scissors'
  | 'shield'
  | 'shovel'
  | 'sparkles'
  | 'sprout'
  | 'star'
  | 'sun'
  | 'thumbs-up'
  | 'trees'
  | 'truck'
  | 'users'
  | 'wrench'

export interface Feature {
  icon: IconName
  title: string
  text: string
}

type Tuple<T, N extends number, Acc extends T[] = []> = Acc['length'] extends N
  ? Acc
  : Tuple<T, N, [...Acc, T]>

interface LandingPageBase {
  city: CitySlug
  service: LandingServiceSlug
  /** Meta description for search results, 120-160 characters. */
  description: string
  /** The page's H1. */
  heading: string
  /** One or two sentences under the H1. */
  intro: string
}

/** First layout of the spec: benefit cards, prose, challenges versus results. */
export interface BenefitsLandingPage extends LandingPageBase {
  layout: 'benefits'
  benefits: Tuple<Feature, 4>
  paragraphs: Tuple<string, 2>
  challenges: { heading: string; points: Tuple<string, 4> }
  results: { heading: string; points: Tuple<string, 4> }
  closing: { heading: string; text: string }
}

/** Second layout of the spec: why-choose cards, process text, problems versus professional care. */
export interface ProcessLandingPage extends LandingPageBase {
  layout: 'process'
  whyChoose: Tuple<Feature, 3>
  process: { heading: string; paragraphs: string[] }
  problems: { heading: string; points: string[] }
  professional: { heading: string; points: string[] }
  /** The closing button reads `${actionLabel} – ${phone}`. */
  closing: { heading: string; text: string; actionLabel: string }
}

export type LandingPage = BenefitsLandingPage | ProcessLandingPage

/** A section of the /services page. */
export interface ServiceSection {
  id: ServiceSectionId
  icon: IconName
  title: string
  shortDescription: string
  features: string[]
  areas: string
}

/** A city on the /service-areas page. */
export interface ServiceAreaCity {
  name: string
  description: string
  services: string[]
  neighborhoods: string[]
}

/**
 * An image file the build serves: imported from src/assets (so its URL carries a content hash
 * and is cached for a year), with its intrinsic size so the page reserves its box.
 */
export interface ImageAsset {
  src: string
  width: number
  height: number
  /** A photo's smaller sizes in modern formats (src/content/photo.ts); the browser picks one. */
  sources?: readonly { type: string; srcSet: string }[]
}

/** The picture beside a hero's H1 from 1024 px: drawn for the page until a photo replaces it. */
export interface HeroPicture {
  image: ImageAsset
  /** '' while it only illustrates what the H1 beside it says. */
  alt: string
}

export type GalleryCategory =
  'turf' | 'sod' | 'tree-work' | 'cleanups' | 'design' | 'hardscape' | 'irrigation'

export interface GalleryProject {
  id: number
  category: GalleryCategory
  title: string
  location: string
  description: string
  /** Describes `picture` as it is: "Illustration of …" until a real photo replaces it. */
  altText: string
  /** Drawn for this project (src/assets/gallery/); a photo of the job later takes its place. */
  picture: ImageAsset
}

export interface Testimonial {
  name: string
  location: string
  text: string
  rating: 1 | 2 | 3 | 4 | 5
  service: string
}

export interface TeamMember {
  name: string
  role: string
  experience: string
  description: string
  /** A portrait (src/content/photo.ts); until there is one the card shows the initials. */
  portrait?: ImageAsset
}

export interface ContactCard {
  icon: IconName
  title: string
  details: string
  subtitle: string
  href?: string
}

export interface Stat {
  value: string
  label: string
}
