import { Icon } from '@/components/ui/icon'
import { paths } from '@/lib/paths'

/** The served cities as badges, each leading to /service-areas. */
export function CityBadges({ cities }: { cities: readonly string[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-3">
      {cities.map((city) => (
        <li key={city}>
          <a
            href={paths.serviceAreas}
            className="inline-flex items-center gap-1.5 rounded-full bg-white px-4 py-2 font-medium text-leaf-900 shadow-sm ring-1 ring-earth-200 hover:bg-leaf-50 hover:ring-leaf-400"
          >
            <Icon name="map-pin" className="size-4 text-leaf-700" />
            {city}
          </a>
        </li>
      ))}
    </ul>
  )
}
