/**
 * What a button knows that the form should start with: a landing page's service and city, or
 * the city and ZIP a visitor just checked.
 */
export interface EstimatePrefill {
  /**
   * A service's catalogue key (supabase/functions/_shared/service-catalogue.ts), selected in the
   * form (added to its list when it is not there).
   */
  service?: string
  /** A city name; the address starts as '{city}, CA'. */
  city?: string
  /** A ZIP code; with a city, the address starts as '{city}, CA {zip}'. */
  zip?: string
}

export interface EstimateRequestControls {
  /** Opens the form; focus goes back to `trigger` when it closes. */
  open: (prefill: EstimatePrefill, trigger: HTMLElement) => void
  /** Starts loading the form's code, so it opens at once when asked. */
  prefetch: () => void
}

/**
 * The attributes that make a link to /contact an estimate button: what the form starts with is
 * in the markup, so a prerendered page's buttons work without hydrating the page around them.
 */
export function estimateFormLinkProps(prefill: EstimatePrefill = {}) {
  return {
    'aria-haspopup': 'dialog' as const,
    'data-estimate-form': '',
    'data-estimate-service': prefill.service,
    'data-estimate-city': prefill.city,
    'data-estimate-zip': prefill.zip,
  }
}

function estimateFormLinkAt(target: EventTarget | null) {
  return target instanceof Element
    ? target.closest<HTMLAnchorElement>('a[data-estimate-form]')
    : null
}

function prefillOf(link: HTMLElement): EstimatePrefill {
  const { estimateService: service, estimateCity: city, estimateZip: zip } = link.dataset
  return { ...(service && { service }), ...(city && { city }), ...(zip && { zip }) }
}

/** A click that asks for the page itself; a modified one (new tab, new window) keeps the link. */
function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const

/**
 * Every estimate button of the document, present and future, in one set of listeners: a plain
 * click opens the form instead of loading /contact; pointing at, focusing or touching one starts
 * loading the form. Returns the function that stops listening.
 */
export function listenForEstimateLinks(root: Document, controls: EstimateRequestControls) {
  const onClick = (event: MouseEvent) => {
    const link = estimateFormLinkAt(event.target)
    if (!link || event.defaultPrevented || !isPlainLeftClick(event)) return
    event.preventDefault()
    controls.open(prefillOf(link), link)
  }
  const onIntent = (event: Event) => {
    if (estimateFormLinkAt(event.target)) controls.prefetch()
  }
  root.addEventListener('click', onClick)
  for (const type of intentEvents) root.addEventListener(type, onIntent, { passive: true })
  return () => {
    root.removeEventListener('click', onClick)
    for (const type of intentEvents) root.removeEventListener(type, onIntent)
  }
}
