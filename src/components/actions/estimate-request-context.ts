import { createContext } from 'react'

/** What a button knows that the form should start with: a landing page's service and city. */
export interface EstimatePrefill {
  /** A service name, selected in the form (added to its list when it is not there). */
  service?: string
  /** A city name; the address starts as '{city}, CA'. */
  city?: string
}

export interface EstimateRequestControls {
  /** Opens the form; focus goes back to `trigger` when it closes. */
  open: (prefill: EstimatePrefill, trigger: HTMLElement | null) => void
  /** Starts loading the form's code, so it opens at once when asked. */
  prefetch: () => void
}

// Provided by src/app (components cannot import the feature that holds the form). Without a
// provider (unit tests of sections), estimate buttons stay plain links to /contact.
export const EstimateRequestContext = createContext<EstimateRequestControls | null>(null)
