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
import {
  EstimateRequestContext,
  type EstimatePrefill,
  type EstimateRequestControls,
} from '@/components/actions/estimate-request-context'
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

/** Lets every estimate button open the one estimate request form; notes where the visit came from. */
export function EstimateRequestProvider({ children }: { children: ReactNode }) {
  // Null until the first opening: until then no form code is loaded.
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
