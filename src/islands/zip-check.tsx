import { ZipCheck } from '@/components/sections/zip-check'
import { island } from './island'

// 'Do you serve my ZIP?' on the home page, /service-areas and /contact.
export default ZipCheck

export const ZipCheckIsland = island('zip-check', ZipCheck, 'visible')
