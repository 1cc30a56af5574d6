import { Search, SlidersHorizontal, X } from 'lucide-react'
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { serviceOption } from '@/content/estimate-request'
import { cn } from '@/lib/cn'
import { serviceCatalogue } from '@shared/service-catalogue'
import { adminMessages } from '../admin-messages'
import {
  activeFilterCount,
  earliestVisitRanges,
  type EarliestVisitRange,
  type InboxFilters as Filters,
} from '../inbox-view'
import { isRequestStatus, requestStatuses, requestStatusLabels } from '../request-statuses'
import { filterChips, InboxFilterChips } from './inbox-filter-chips'

/** Every service of the catalogue, by name; the filter is its key. */
const serviceFilterOptions = serviceCatalogue.map((service) => serviceOption(service.key))

/** A text the admin is typing: replaced when the URL's value changes (back button, clear). */
function useTypedText(urlValue: string | undefined) {
  const value = urlValue ?? ''
  const [text, setText] = useState(value)
  const [lastUrlValue, setLastUrlValue] = useState(value)
  if (value !== lastUrlValue) {
    setLastUrlValue(value)
    setText(value)
  }
  return [text, setText] as const
}

const statusOptions = requestStatuses.map((status) => ({
  value: status,
  label: requestStatusLabels[status],
}))

const earliestVisitOptions = (Object.keys(earliestVisitRanges) as EarliestVisitRange[]).map(
  (range) => ({ value: range, label: earliestVisitRanges[range].label }),
)

interface InboxFiltersProps {
  filters: Filters
  onChange: (filters: Filters) => void
}

/**
 * Search and filters. The search and the page path apply on Enter or 'Search'; a select or a
 * date applies at once (with whatever has been typed). On phones the filters fold away; the
 * filters the controls cannot show (a link's) stay in view as removable chips.
 */
export function InboxFilters({ filters, onChange }: InboxFiltersProps) {
  const chips = filterChips(filters)
  const isChip = (name: keyof Filters) => chips.some((chip) => chip.filter === name)
  // A chip shows the 'none' page; the field stays free to type a path that replaces it.
  const [search, setSearch] = useTypedText(filters.search)
  const [sourcePage, setSourcePage] = useTypedText(
    isChip('sourcePage') ? undefined : filters.sourcePage,
  )
  const [isExpanded, setIsExpanded] = useState(false)
  const panelId = useId()
  const searchRef = useRef<HTMLInputElement>(null)
  const count = activeFilterCount(filters)

  const typedSourcePage = sourcePage || (isChip('sourcePage') ? filters.sourcePage : undefined)
  const apply = (changes: Filters) =>
    onChange({ ...filters, search, sourcePage: typedSourcePage, ...changes })
  // A select or date left empty means no filter, not a filter for ''. A value the select does
  // not offer leaves it on its placeholder, and its chip says what it is.
  const bindFilter = (name: 'service' | 'receivedFrom' | 'receivedTo' | 'earliestVisit') => ({
    value: isChip(name) ? '' : (filters[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      apply({ [name]: event.target.value || undefined }),
  })
  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    apply({})
  }

  return (
    <Card tone="stone" isCompact asChild>
      <form
        role="search"
        aria-label="Filter requests"
        onSubmit={handleSubmit}
        className="flex flex-col gap-3 p-4"
      >
        <div className="flex items-end gap-2">
          <TextField
            ref={searchRef}
            label="Search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Name, e-mail, phone, message or reference"
            className="min-w-0 flex-1"
          />
          <Button type="submit" className="shrink-0">
            <Search className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Search</span>
          </Button>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="self-start sm:hidden"
          aria-expanded={isExpanded}
          aria-controls={panelId}
          onClick={() => setIsExpanded(!isExpanded)}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {count > 0 ? `Filters (${count})` : 'Filters'}
        </Button>
        <div
          id={panelId}
          className={cn(
            'grid-cols-2 gap-3 sm:grid sm:grid-cols-3 xl:grid-cols-6',
            isExpanded ? 'grid' : 'hidden',
          )}
        >
          <SelectField
            label="Status"
            placeholder="All statuses"
            options={statusOptions}
            value={filters.status ?? ''}
            onChange={(event) => {
              const status = event.target.value
              apply({ status: isRequestStatus(status) ? status : undefined })
            }}
          />
          <SelectField
            label="Service"
            placeholder="All services"
            options={serviceFilterOptions}
            {...bindFilter('service')}
          />
          <SelectField
            label="Earliest visit"
            placeholder="Any date"
            options={earliestVisitOptions}
            className="col-span-2 sm:col-span-1"
            {...bindFilter('earliestVisit')}
          />
          <TextField
            label="Received from"
            type="date"
            max={filters.receivedTo}
            {...bindFilter('receivedFrom')}
          />
          <TextField
            label="Received to"
            type="date"
            min={filters.receivedFrom}
            {...bindFilter('receivedTo')}
          />
          <TextField
            label="Sent from page"
            value={sourcePage}
            onChange={(event) => setSourcePage(event.target.value)}
            placeholder="/roseville-lawn-care"
            className="col-span-2 sm:col-span-1"
          />
        </div>
        <InboxFilterChips
          chips={chips}
          onRemove={(filter) => apply({ [filter]: undefined })}
          fallbackFocusRef={searchRef}
        />
        {count > 0 && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => onChange({})}
          >
            <X className="size-4" aria-hidden="true" />
            {adminMessages.clearFilters}
          </Button>
        )}
      </form>
    </Card>
  )
}
