import { Icon } from '@/components/ui/icon'

/** City names as pill badges. */
export function AreaBadges({ cities }: { cities: readonly string[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-3">
      {cities.map((city) => (
        <li
          key={city}
          className="inline-flex items-center gap-1.5 rounded-full border border-leaf-200 bg-white px-4 py-2 font-medium text-leaf-900 shadow-sm"
        >
          <Icon name="map-pin" className="size-4 text-leaf-600" />
          {city}
        </li>
      ))}
    </ul>
  )
}
