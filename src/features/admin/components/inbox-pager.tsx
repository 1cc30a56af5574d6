import { ChevronLeft, ChevronRight, ChevronsLeft } from 'lucide-react'
import { Button } from '@/components/ui/button'

interface InboxPagerProps {
  hasNewer: boolean
  hasOlder: boolean
  /** Whether a cursor is set, i.e. this is not the first page. */
  isPaged: boolean
  isBusy: boolean
  onNewest: () => void
  onNewer: () => void
  onOlder: () => void
}

/** Pages through the view: keyset pages have no numbers, only newer and older. */
export function InboxPager({
  hasNewer,
  hasOlder,
  isPaged,
  isBusy,
  onNewest,
  onNewer,
  onOlder,
}: InboxPagerProps) {
  if (!hasNewer && !hasOlder && !isPaged) return null
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex gap-2">
        {isPaged && (
          <Button variant="ghost" size="sm" onClick={onNewest} disabled={isBusy}>
            <ChevronsLeft className="size-4" aria-hidden="true" />
            Newest
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onNewer} disabled={!hasNewer || isBusy}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Newer
        </Button>
      </div>
      <Button variant="outline" size="sm" onClick={onOlder} disabled={!hasOlder || isBusy}>
        Older
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  )
}
