import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react'
import {
  listenForEstimateLinks,
  type EstimatePrefill,
} from '@/components/actions/estimate-request-link'
import type { EstimateRequestDialogProps } from '@/features/estimate-request/components/estimate-request-dialog'
import { paths } from '@/lib/paths'

// The form, its validation and the Supabase client load on the first open (or when a visitor
// points at or focuses an estimate button): public pages carry none of that code.
const loadDialog = () => import('@/features/estimate-request/components/estimate-request-dialog')

// When the chunk cannot load (offline, a deploy replaced it) the button does what its link says.
function ContactPageFallback() {
  useEffect(() => window.location.assign(paths.contact), [])
  return null
}

const EstimateRequestDialog = lazy<ComponentType<EstimateRequestDialogProps>>(() =>
  loadDialog().then(
    (module) => ({ default: module.EstimateRequestDialog }),
    () => ({ default: ContactPageFallback }),
  ),
)

/**
 * The one estimate request form of the page, opened by any estimate button on it; also notes
 * where the visit came from. Renders nothing until the first opening, and no form code loads
 * until then.
 */
export function EstimateRequestHost() {
  const [prefill, setPrefill] = useState<EstimatePrefill | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const triggerRef = useRef<HTMLElement | null>(null)

  // Once per page load: a public page is a document of its own, with its own address.
  useEffect(() => {
    const visit = { href: window.location.href, referrer: document.referrer }
    // Loaded after the first paint: nothing reads it before a visitor sends a request.
    import('@/lib/visit-attribution').then(
      ({ recordVisitAttribution }) => recordVisitAttribution(visit),
      () => {},
    )
  }, [])

  useEffect(
    () =>
      listenForEstimateLinks(document, {
        open(prefill, trigger) {
          triggerRef.current = trigger
          setPrefill(prefill)
          setIsOpen(true)
        },
        prefetch() {
          loadDialog().catch(() => {})
        },
      }),
    [],
  )

  if (!prefill) return null
  return (
    <Suspense fallback={null}>
      <EstimateRequestDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        prefill={prefill}
        returnFocusTo={triggerRef}
      />
    </Suspense>
  )
}
