import type { Feature } from './types'

// Shapes of the words around a page's sections: its head, hero, section headings and closing.

export interface PageHeadCopy {
  /** The page's own part of the <title>; the company name is appended. */
  title: string
  /** Meta description, 120-160 characters, unique per page. */
  description: string
}

/** The least every page's content module has: its head and its hero; its sections follow. */
export interface PageContent {
  head: PageHeadCopy
  hero: HeroCopy & { [detail: string]: unknown }
  [section: string]: unknown
}

export interface HeroCopy {
  /** The page's H1. */
  title: string
  intro: string
  badge?: string
}

export interface HeadingCopy {
  title: string
  intro?: string
}

export interface FeatureBlockCopy extends HeadingCopy {
  features: Feature[]
}

export interface ClosingCopy {
  title: string
  text: string
}
