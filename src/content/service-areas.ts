import { landingCities, landingPath, landingServices } from './landing-catalog'
import type { ServiceAreaCity } from './types'

/** A /service-areas city's landing pages, one per service; none for a city without them. */
export function cityLandingLinks(cityName: string) {
  const city = landingCities.find((landingCity) => landingCity.name === cityName)
  if (!city) return []
  return landingServices.map((service) => ({
    to: landingPath(city.slug, service.slug),
    text: service.name,
    hiddenAfter: `in ${city.name}`,
  }))
}

// The eleven cities of /service-areas, in the order of business.areasServed (a test checks it).
export const serviceAreaCities = [
  {
    name: 'Sacramento',
    description:
      'Our home base. From the big elms and sycamores of the older neighborhoods to compact yards downtown, we care for lawns and gardens on the heavy valley clay and through long, dry summers.',
    services: ['Lawn care & maintenance', 'Tree trimming', 'Sod installation', 'Sprinkler repair'],
    neighborhoods: [
      'Land Park',
      'East Sacramento',
      'Curtis Park',
      'Midtown',
      'Pocket',
      'Greenhaven',
      'Tahoe Park',
    ],
  },
  {
    name: 'Lincoln',
    description:
      'Newer homes, larger lots and active-adult communities with HOA landscape rules. We plan low-maintenance yards that meet the guidelines and handle the open, windy exposure of western Placer County.',
    services: ['Landscape design', 'Artificial turf', 'Drip irrigation', 'New-home backyards'],
    neighborhoods: [
      'Twelve Bridges',
      'Lincoln Crossing',
      'Sun City Lincoln Hills',
      'Catta Verdera',
      'Old Town Lincoln',
    ],
  },
  {
    name: 'Roseville',
    description:
      'Master-planned neighborhoods with set watering days and well-kept streetscapes. We keep Roseville lawns green on less water and turn thirsty front yards into waterwise gardens.',
    services: ['Drought-tolerant landscaping', 'Smart irrigation', 'Lawn care', 'Hardscaping'],
    neighborhoods: [
      'Westpark',
      'Fiddyment Farm',
      'Diamond Oaks',
      'Woodcreek Oaks',
      'Stoneridge',
      'Sun City Roseville',
    ],
  },
  {
    name: 'Rocklin',
    description:
      'Rolling foothill lots with granite just under the surface and protected native oaks. We design and build around both, with retaining walls, drainage and careful pruning.',
    services: ['Oak pruning', 'Retaining walls', 'Landscape design', 'Yard cleanups'],
    neighborhoods: [
      'Stanford Ranch',
      'Whitney Ranch',
      'Whitney Oaks',
      'Sunset West',
      'Clover Valley',
    ],
  },
  {
    name: 'Elk Grove',
    description:
      'Flat, sunny lots on the south side of the county, with afternoon Delta breezes. Families here ask us for durable play lawns, shaded patios and sprinkler systems that cover every corner.',
    services: ['Sod installation', 'Paver patios', 'Sprinkler systems', 'Lawn maintenance'],
    neighborhoods: [
      'Laguna',
      'Laguna West',
      'Lakeside',
      'East Franklin',
      'Sheldon',
      'Old Town Elk Grove',
    ],
  },
  {
    name: 'Citrus Heights',
    description:
      'Established 1970s and 80s homes with mature trees, aging sprinklers and lawns that need a fresh start. We renovate rather than start over, keeping what is healthy.',
    services: ['Lawn renovation', 'Tree trimming', 'Irrigation repair', 'Yard cleanups'],
    neighborhoods: ['Sunrise Ranch', 'Birdcage Heights', 'Arcade Creek', 'Rusch Park', 'Park Oaks'],
  },
  {
    name: 'Antelope',
    description:
      'A quiet, mostly residential community in the north county. We keep front yards tidy with regular maintenance and replace tired lawns with turf or low-water planting.',
    services: ['Lawn maintenance', 'Artificial turf', 'Hedge trimming', 'Hauling'],
    neighborhoods: ['Antelope Road area', 'Walerga Road area', 'Elverta Road area'],
  },
  {
    name: 'North Highlands',
    description:
      'Homes on generous older lots near the former McClellan Air Force Base. Overgrown backyards, worn lawns and old trees are our daily work here, at fair prices.',
    services: ['Yard cleanups & hauling', 'Sod installation', 'Tree removal', 'Sprinkler repair'],
    neighborhoods: ['McClellan Park area', 'Elkhorn Boulevard area', 'Watt Avenue area'],
  },
  {
    name: 'Natomas',
    description:
      'Newer homes on former river-basin land, where soil can stay wet in winter and bake in summer. We grade for drainage, fix sprinkler coverage and plant for both extremes.',
    services: ['Drainage solutions', 'Sod installation', 'Smart irrigation', 'Landscape design'],
    neighborhoods: ['North Natomas', 'South Natomas', 'Westlake', 'Natomas Park', 'Regency Park'],
  },
  {
    name: 'Rancho Cordova',
    description:
      'A mix of long-established streets and brand-new developments along the American River. We handle new-construction landscapes as readily as makeovers of older yards.',
    services: [
      'New-construction landscaping',
      'Artificial turf',
      'Paver walkways',
      'Tree trimming',
    ],
    neighborhoods: [
      'Anatolia',
      'Sunridge',
      'Capital Village',
      'Villages of Zinfandel',
      'Lincoln Village',
    ],
  },
  {
    name: 'Folsom',
    description:
      'Hillside homes, oak woodland and granite soils between the lake and the American River. We build terraced beds and walls, prune heritage oaks with care and design for the heat.',
    services: ['Hardscaping', 'Tree trimming', 'Landscape design', 'Irrigation systems'],
    neighborhoods: [
      'Empire Ranch',
      'Broadstone',
      'Natoma Station',
      'Briggs Ranch',
      'American River Canyon',
      'Historic District',
    ],
  },
] satisfies ServiceAreaCity[]
