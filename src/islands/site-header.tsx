import { SiteHeader } from '@/components/layout/site-header'
import { island } from './island'

// The header with its two menus; its prop is the page's path, which the menus mark as current.
export default SiteHeader

export const SiteHeaderIsland = island('site-header', SiteHeader, 'interaction')
