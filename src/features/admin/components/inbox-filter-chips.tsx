import { X } from 'lucide-react'
import { useEffect, useId, useRef, type RefObject } from 'react'
import { isServiceKey, serviceName } from '@shared/service-catalogue'
import { adminMessages } from '../admin-messages'
import { NO_VALUE, type InboxFilters } from '../inbox-view'

export type ChipFilter = 'service' | 'sourcePage' | 'city' | 'campaign' | 'referrer' | 'waiting'

interface FilterChip {
  filter: ChipFilter
  label: string
}

/** A link's 'none' as the chip shows it. */
const shown = (value: string) => (value === NO_VALUE ? adminMessages.noValueShown : value)

/**
 * The filters in use that the bar's controls cannot show: those only a link sets (the Insights
 * figures), a service the select does not offer (one stored before the catalogue's keys, say)
 * and the 'none' page.
 */
export function filterChips(filters: InboxFilters): FilterChip[] {
  const chips: FilterChip[] = []
  const { service, sourcePage, city, campaign, referrer, waiting } = filters
  if (service && !isServiceKey(service)) {
    chips.push({ filter: 'service', label: adminMessages.serviceFilter(serviceName(service)) })
  }
  if (sourcePage === NO_VALUE) {
    chips.push({ filter: 'sourcePage', label: adminMessages.sourcePageFilter(shown(sourcePage)) })
  }
  if (city) chips.push({ filter: 'city', label: adminMessages.cityFilter(shown(city)) })
  if (campaign) {
    chips.push({ filter: 'campaign', label: adminMessages.campaignFilter(shown(campaign)) })
  }
  if (referrer) chips.push({ filter: 'referrer', label: adminMessages.referrerFilter(referrer) })
  if (waiting) chips.push({ filter: 'waiting', label: adminMessages.waitingFilter })
  return chips
}

interface InboxFilterChipsProps {
  chips: FilterChip[]
  onRemove: (filter: ChipFilter) => void
  /** Where the keyboard goes once the last chip is removed. */
  fallbackFocusRef: RefObject<HTMLElement | null>
}

/**
 * The chips of `filterChips`, each a button that removes its filter. The keyboard stays in the
 * row: a removed chip hands the focus to the one that takes its place.
 */
export function InboxFilterChips({ chips, onRemove, fallbackFocusRef }: InboxFilterChipsProps) {
  const labelId = useId()
  const listRef = useRef<HTMLUListElement>(null)
  const removedAt = useRef<number | null>(null)
  const chipSet = chips.map((chip) => chip.filter).join()

  useEffect(() => {
    const index = removedAt.current
    if (index === null) return
    removedAt.current = null
    const buttons = listRef.current?.querySelectorAll('button') ?? []
    const next = buttons[Math.min(index, buttons.length - 1)] ?? fallbackFocusRef.current
    next?.focus()
  }, [chipSet, fallbackFocusRef])

  if (chips.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-sm font-semibold text-stone-800">
        {adminMessages.linkFilters}
      </span>
      <ul ref={listRef} aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {chips.map((chip, index) => (
          <li key={chip.filter}>
            <button
              type="button"
              aria-label={adminMessages.removeFilter(chip.label)}
              onClick={() => {
                removedAt.current = index
                onRemove(chip.filter)
              }}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-leaf-200 bg-white px-3 py-1 text-sm font-medium text-leaf-900 shadow-sm hover:bg-leaf-50 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-sun-500"
            >
              {chip.label}
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
