import { ZipCheck } from '@/components/sections/zip-check'
import { island } from './island'

// 'Do you serve my ZIP?' on the home page, /service-areas and /contact: markup the build
// renders and React never hydrates; zip-check.script.ts starts it near the view or on a touch.
export const ZipCheckIsland = island('zip-check', ZipCheck, 'visible')
