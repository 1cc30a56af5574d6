// The site's services, one list with a stable key each: a request stores the key
// (public.contact_submissions.service, checked against private.estimate_services, which the test
// supabase/tests/estimate-services.test.ts keeps equal to this list), and every label a person
// sees is the name. The web app (estimate form, landing pages, admin inbox and Insights) and the
// Edge Functions (alert and digest mails, on Deno) both read it, so it imports nothing and uses
// no runtime API.

/**
 * Every service, in the order the estimate form offers them: the nine sections of /services
 * (their ids are the keys), then the landing pages' services that are not one of the nine, then
 * the form's way out.
 */
export const serviceCatalogue = [
  { key: 'lawn-maintenance', name: 'Lawn Care & Maintenance' },
  { key: 'sod-installation', name: 'Sod Installation' },
  { key: 'artificial-turf', name: 'Artificial Turf' },
  { key: 'irrigation-sprinklers', name: 'Irrigation & Sprinklers' },
  { key: 'landscape-design', name: 'Landscape Design' },
  { key: 'tree-trimming', name: 'Tree Trimming' },
  { key: 'cleanups-hauling', name: 'Cleanups & Hauling' },
  { key: 'hardscaping', name: 'Hardscaping' },
  { key: 'commercial-landscaping', name: 'Commercial Landscaping' },
  { key: 'drought-tolerant-landscaping', name: 'Drought-Tolerant Landscaping' },
  { key: 'garden-bed-installation', name: 'Garden Bed Installation' },
  { key: 'hedge-trimming', name: 'Hedge Trimming' },
  { key: 'other', name: 'Something else' },
] as const satisfies readonly { key: string; name: string }[]

export type CatalogueService = (typeof serviceCatalogue)[number]
export type ServiceKey = CatalogueService['key']

/**
 * Names a request could store before the keys (20261202090000_key_request_services.sql): the
 * landing pages' own wording of a catalogue service. The catalogue's names map to their keys too.
 */
export const formerServiceNames = {
  'Lawn Care': 'lawn-maintenance',
  'Irrigation Repair': 'irrigation-sprinklers',
  'Yard Cleanup': 'cleanups-hauling',
  'Seasonal Yard Cleanup': 'cleanups-hauling',
} as const satisfies Record<string, ServiceKey>

const names = new Map<string, string>(serviceCatalogue.map(({ key, name }) => [key, name]))

export function isServiceKey(value: unknown): value is ServiceKey {
  return typeof value === 'string' && names.has(value)
}

/** A service's name; a key the catalogue does not know (an old free-text request) as itself. */
export function serviceName(key: string): string {
  return names.get(key) ?? key
}

/**
 * The key of a key, a catalogue name or a former name ('Lawn Care'); undefined for anything else.
 * For values written before the keys: an old link, a form's draft.
 */
export function serviceKeyOf(value: string | null | undefined): ServiceKey | undefined {
  if (value == null) return undefined
  const text = value.trim()
  if (isServiceKey(text)) return text
  const named = serviceCatalogue.find((service) => service.name === text)
  if (named) return named.key
  return Object.hasOwn(formerServiceNames, text)
    ? formerServiceNames[text as keyof typeof formerServiceNames]
    : undefined
}
