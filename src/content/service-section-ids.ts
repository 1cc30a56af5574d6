import type { ServiceKey } from '@shared/service-catalogue'

/**
 * The sections of /services, in the spec's order: their ids are the addresses' #fragments and
 * the services' keys in the catalogue (supabase/functions/_shared/service-catalogue.ts). A
 * light module of its own, so the header and the 404 page can count and link them without
 * loading the sections' words (src/content/services.ts).
 */
export const serviceSectionIds = [
  'lawn-maintenance',
  'sod-installation',
  'artificial-turf',
  'irrigation-sprinklers',
  'landscape-design',
  'tree-trimming',
  'cleanups-hauling',
  'hardscaping',
  'commercial-landscaping',
] as const satisfies readonly ServiceKey[]

export type ServiceSectionId = (typeof serviceSectionIds)[number]
