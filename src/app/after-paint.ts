/** What ends a touch: its tap's click, or the browser taking it over (a scroll, a menu). */
const pressEnds = ['click', 'pointercancel', 'contextmenu'] as const
/** A press held longer than this (selecting text, say) no longer holds work back. */
const longestPress = 1000

/** Resolves once the finger down now has tapped, or given the tap up. */
function untilPressEnds() {
  return new Promise<void>((resolve) => {
    const end = () => {
      window.clearTimeout(timer)
      for (const type of pressEnds) window.removeEventListener(type, end, true)
      resolve()
    }
    // On the window, capturing: before any listener of the page, one that stops the click too.
    for (const type of pressEnds) window.addEventListener(type, end, true)
    const timer = window.setTimeout(end, longestPress)
  })
}

export interface AfterPaintScheduler {
  afterPaint: (then: () => void) => void
  /** Stops watching for presses. */
  stop: () => void
}

/**
 * Schedules heavy work (React's code above all, which holds a slow phone's main thread for a
 * while) for when the browser has shown what the visitor's action does by itself: after the next
 * paint and, while a finger is on the screen, after the paint that follows its tap (the mobile
 * menu opening, an estimate form's frame). A finger rests on the glass for a tenth of a second or
 * so; work started by its touch would otherwise run just as it lifts, and hold the tap up. A
 * mouse is left out: it points at a control before it presses, and that is when work starts.
 */
export function createAfterPaint(): AfterPaintScheduler {
  let pressEnded: Promise<void> | undefined
  const watchPress = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return
    pressEnded ??= untilPressEnds().finally(() => (pressEnded = undefined))
  }
  const options = { capture: true, passive: true }
  document.addEventListener('pointerdown', watchPress, options)

  return {
    /**
     * Runs `then` after the next paint, or after the tap of the finger down by then. A touch's
     * first events (pointerover, pointerdown) arrive in one task: the frame after them knows of
     * the press.
     */
    afterPaint(then: () => void) {
      const run = () => setTimeout(then)
      requestAnimationFrame(() => {
        if (pressEnded) void pressEnded.then(() => requestAnimationFrame(run))
        else run()
      })
    },
    stop() {
      document.removeEventListener('pointerdown', watchPress, options)
    },
  }
}
