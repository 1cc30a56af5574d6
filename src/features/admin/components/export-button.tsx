import { Download } from 'lucide-react'
import { BusyButton } from '@/components/ui/busy-button'
import { useExportRequests } from '../api/use-export-requests'
import type { InboxFilters } from '../inbox-view'

/** Downloads every request of the view (all its pages) as a CSV file. */
export function ExportButton({ filters }: { filters: InboxFilters }) {
  const exportRequests = useExportRequests()
  return (
    <BusyButton
      variant="outline"
      size="sm"
      isBusy={exportRequests.isPending}
      busyLabel="Exporting…"
      aria-busy={exportRequests.isPending || undefined}
      icon={<Download className="size-4" aria-hidden="true" />}
      onClick={() => exportRequests.mutate(filters)}
    >
      Export CSV
    </BusyButton>
  )
}
