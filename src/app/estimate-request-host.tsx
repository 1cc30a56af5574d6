import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react'
import {
  listenForEstimateLinks,
  type EstimatePrefill,
  type EstimateRequestControls,
} from '@/components/actions/estimate-request-link'
import type { EstimateRequestDialogProps } from '@/features/estimate-request/components/estimate-request-dialog'
import { paths } from '@/lib/paths'
import { loadWholeStylesheet } from '@/lib/whole-stylesheet'

// The form, its validation and the Supabase client load on the first open (or when a visitor
// points at or focuses an estimate button): public pages carry none of that code, nor the rules
// that style it, which come with the whole stylesheet.
const loadDialog = () =>
  Promise.all([
    import('@/features/estimate-request/components/estimate-request-dialog'),
    loadWholeStylesheet(),
  ]).then(([module]) => module)

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

/** The estimate buttons of the whole document, present and future. */
const listenOnDocument = (controls: EstimateRequestControls) =>
  listenForEstimateLinks(document, controls)

interface EstimateRequestHostProps {
  /**
   * Hands the host's controls to whatever serves the buttons; returns the function that stops.
   * A public page's own listener serves them from its load on (src/app/start-public-page.ts).
   */
  listen?: (controls: EstimateRequestControls) => () => void
}

/**
 * The one estimate request form of the page, opened by any estimate button on it. Renders
 * nothing until the first opening, and no form code loads until then.
 */
export function EstimateRequestHost({ listen = listenOnDocument }: EstimateRequestHostProps) {
  const [prefill, setPrefill] = useState<EstimatePrefill | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const triggerRef = useRef<HTMLElement | null>(null)

  useEffect(
    () =>
      listen({
        open(prefill, trigger) {
          triggerRef.current = trigger
          setPrefill(prefill)
          setIsOpen(true)
        },
        prefetch() {
          loadDialog().catch(() => {})
        },
      }),
    [listen],
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
