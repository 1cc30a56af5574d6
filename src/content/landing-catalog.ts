import type { LandingCity, LandingService } from './types'

// The five cities and ten services that have a landing page at /{city}-{service}.
export const landingCities = [
  { slug: 'sacramento', name: 'Sacramento' },
  { slug: 'roseville', name: 'Roseville' },
  { slug: 'rocklin', name: 'Rocklin' },
  { slug: 'folsom', name: 'Folsom' },
  { slug: 'eldoradohills', name: 'El Dorado Hills' },
] as const satisfies readonly LandingCity[]

export const landingServices = [
  { slug: 'lawn-care', name: 'Lawn Care' },
  { slug: 'tree-trimming', name: 'Tree Trimming' },
  { slug: 'yard-cleanup', name: 'Yard Cleanup' },
  { slug: 'irrigation-repair', name: 'Irrigation Repair' },
  { slug: 'landscape-design', name: 'Landscape Design' },
  { slug: 'sod-installation', name: 'Sod Installation' },
  { slug: 'drought-tolerant-landscaping', name: 'Drought-Tolerant Landscaping' },
  { slug: 'seasonal-yard-cleanup', name: 'Seasonal Yard Cleanup' },
  { slug: 'garden-bed-installation', name: 'Garden Bed Installation' },
  { slug: 'hedge-trimming', name: 'Hedge Trimming' },
] as const satisfies readonly LandingService[]
