import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { useLocation } from 'react-router-dom'
import {
  EstimateRequestContext,
  type EstimatePrefill,
  type EstimateRequestControls,
} from '@/components/actions/estimate-request-context'
import type { EstimateRequestDialogProps } from '@/features/estimate-request/components/estimate-request-dialog'
import { paths } from '@/lib/paths'
import { recordVisitAttribution } from '@/lib/visit-attribution'

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

/** Lets every estimate button open the one estimate request form; notes where the visit came from. */
export function EstimateRequestProvider({ children }: { children: ReactNode }) {
  // Null until the first opening: until then no form code is loaded.
  const [prefill, setPrefill] = useState<EstimatePrefill | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const triggerRef = useRef<HTMLElement | null>(null)
  const { search } = useLocation()

  useEffect(() => {
    recordVisitAttribution({ href: window.location.href, referrer: document.referrer })
  }, [search])

  const controls = useMemo<EstimateRequestControls>(
    () => ({
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

  return (
    <EstimateRequestContext value={controls}>
      {children}
      {prefill && (
        <Suspense fallback={null}>
          <EstimateRequestDialog
            isOpen={isOpen}
            onOpenChange={setIsOpen}
            prefill={prefill}
            returnFocusTo={triggerRef}
          />
        </Suspense>
      )}
    </EstimateRequestContext>
  )
}
