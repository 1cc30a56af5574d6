import { listenForEstimateLinks } from '@/components/actions/estimate-request-link'
import { startedAttribute } from '@/lib/hydration-mark'
import { createAfterPaint, type AfterPaintScheduler } from './after-paint'
import { openEstimateDialogShell, type EstimateDialogShell } from './estimate-dialog-shell'
import { armIslands } from './island-triggers'

type EstimateHost = Awaited<ReturnType<typeof import('./mount-estimate-host').mountEstimateHost>>

/**
 * Every estimate button of the page, served by one listener at load. React and the form come
 * with the first wish for them: a pointer over, focus on or touch of a button starts loading
 * (once the browser has painted what that touch or its click does), a click opens the form once
 * loaded. Until the form has shown once, a click first opens its frame at once
 * (estimate-dialog-shell.ts), which the form then replaces. A click that cannot load it follows
 * its link to /contact.
 */
function serveEstimateButtons(afterPaint: AfterPaintScheduler['afterPaint']) {
  let host: Promise<EstimateHost> | undefined
  let formHasShown = false
  let shell: EstimateDialogShell | undefined
  const loadHost = () =>
    (host ??= import('./mount-estimate-host')
      .then(({ mountEstimateHost }) => mountEstimateHost())
      .catch((error: unknown) => {
        host = undefined
        throw error
      }))
  const stopListening = listenForEstimateLinks(document, {
    open(prefill, trigger) {
      shell?.remove()
      const opening = formHasShown ? undefined : openEstimateDialogShell(trigger)
      shell = opening
      loadHost().then(
        (controls) => {
          // Closed while the form was loading: the visitor changed their mind.
          if (opening?.isClosed) return
          controls.open(prefill, trigger)
          opening?.giveWayToForm()
          formHasShown = true
        },
        () => window.location.assign(trigger.getAttribute('href') ?? '/contact'),
      )
    },
    prefetch() {
      if (host) return
      afterPaint(() =>
        loadHost().then(
          (controls) => controls.prefetch(),
          () => {},
        ),
      )
    },
  })
  return () => {
    stopListening()
    shell?.remove()
    void host?.then((controls) => controls.unmount())
  }
}

/** Notes where the visit came from, once the page has nothing more urgent to do. */
function recordVisitWhenIdle() {
  const record = () =>
    import('@/lib/visit-attribution').then(
      ({ recordThisPage }) => recordThisPage(),
      () => {},
    )
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void record())
  else setTimeout(() => void record())
}

/**
 * Brings a prerendered public page to life, in the browser and in the page tests alike. Nothing
 * heavy runs at load: each island hydrates when it is needed (src/app/island-triggers.ts), and
 * one listener, outside the page's markup, serves all its estimate buttons.
 */
export function startPublicPage(container: HTMLElement, options?: { atOnce?: boolean }) {
  // One watch of presses for the islands and the estimate buttons alike.
  const scheduler = createAfterPaint()
  const islands = armIslands(container, { ...options, afterPaint: scheduler.afterPaint })
  const stopEstimateButtons = serveEstimateButtons(scheduler.afterPaint)
  recordVisitWhenIdle()
  container.setAttribute(startedAttribute, '')
  return {
    unmount() {
      islands.unmount()
      stopEstimateButtons()
      scheduler.stop()
      container.removeAttribute(startedAttribute)
    },
  }
}
