import type { ComponentType } from 'react'
import type { Root } from 'react-dom/client'
import type { HydrateWhen } from '@/islands/island'
import { hydratedAttribute } from '@/lib/hydration-mark'
import { createAfterPaint, type AfterPaintScheduler } from './after-paint'

// Each island is its own chunk; a page downloads the islands it has and nothing else, and only
// when one is needed. No React here: this module runs at every page load, React on a trigger,
// and only for the islands that need it; a script island starts with a few lines of its own.
const reactIslands = import.meta.glob<{ default: ComponentType<object> }>([
  '../islands/*.tsx',
  '!../islands/island.tsx',
  '!../islands/*.test.tsx',
  '!../islands/*.markup.tsx',
])
/** Starts a script island on the build's HTML, without React; returns what stops it. */
type StartScriptIsland = (island: HTMLElement) => () => void
const scriptIslands = import.meta.glob<{ default: StartScriptIsland }>('../islands/*.script.ts')

/** What starts an island: pointing at it, touching it or moving focus into it. */
const interactionEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const

/** A click on one of these does something only once React is there to handle it... */
const heldControls = 'button, [role="button"]'

/**
 * ...unless the browser does it from the markup: a button that opens or closes a dialog, or
 * shows or hides a popover.
 */
const isNativeControl = (control: Element) =>
  (control.hasAttribute('commandfor') && 'command' in HTMLButtonElement.prototype) ||
  (control.hasAttribute('popovertarget') && 'popoverTargetElement' in HTMLButtonElement.prototype)

type Replay = () => void

/** Lets the browser paint and take input between two islands' work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve))

const isHydrated = (island: Element) => island.hasAttribute(hydratedAttribute)

/** The loader of the island's script, when it is a script island. */
const scriptOf = (island: HTMLElement) =>
  scriptIslands[`../islands/${island.dataset.island}.script.ts`]
const isScriptIsland = (island: HTMLElement) => scriptOf(island) !== undefined

function islandAround(target: EventTarget | null) {
  return target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null
}

function hashTarget() {
  try {
    const id = decodeURIComponent(window.location.hash.slice(1))
    return id ? document.getElementById(id) : null
  } catch {
    // A malformed #fragment ('#%') names nothing; it must not stop the page's start.
    return null
  }
}

/**
 * What the visitor typed into the island's fields before React arrived: hydration keeps the
 * text on screen but not in the component's state, so the next render would wipe it. Each
 * changed field gets one input event, as if typed now. React notices a change by comparing the
 * value with the one it last set, so the field first goes back to the HTML's value through
 * React's own setter, then to the typed text past it (the DOM prototype's).
 */
function replayTyping(island: HTMLElement) {
  for (const field of island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    if (field.value === field.defaultValue) continue
    const typed = field.value
    field.value = field.defaultValue
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

/**
 * A mouse resting on the island when it hydrated: React saw no pointer enter, so a menu that
 * opens on hover would wait for the pointer to leave and come back.
 */
function replayHover(island: HTMLElement) {
  const hovered = [...island.querySelectorAll(':hover')].at(-1)
  hovered?.dispatchEvent(
    new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse', relatedTarget: null }),
  )
}

interface ArmOptions {
  /** Hydrates every island at once, in turn (the page tests, which test what islands do). */
  atOnce?: boolean
  /** The page's one watch of presses (start-public-page.ts); without it, one of the islands' own. */
  afterPaint?: AfterPaintScheduler['afterPaint']
}

/**
 * Makes the islands of a prerendered page start when they are needed (src/islands/island.tsx),
 * one at a time with a pause between, so no island's work holds the main thread for long. A
 * click on a button, a submit or typing inside an island before it has hydrated is held and
 * replayed once it has: a tap on a slow phone is never lost, only answered a little later.
 */
export function armIslands(
  root: ParentNode,
  { atOnce = false, afterPaint: pageAfterPaint }: ArmOptions = {},
) {
  const islands = [...root.querySelectorAll<HTMLElement>('[data-island]')]
  const started = new Map<HTMLElement, Promise<void>>()
  const held = new Map<HTMLElement, Replay[]>()
  const roots: Root[] = []
  const cleanups: (() => void)[] = []
  let lastPointerType = ''
  let queue = Promise.resolve()
  // React's code waits for what the trigger does by itself to show (the mobile menu opening).
  let afterPaint = pageAfterPaint
  if (!afterPaint) {
    const ownScheduler = createAfterPaint()
    cleanups.push(ownScheduler.stop)
    afterPaint = ownScheduler.afterPaint
  }

  async function hydrate(island: HTMLElement) {
    const name = island.dataset.island
    const loadScript = scriptOf(island)
    const loadComponent = reactIslands[`../islands/${name}.tsx`]
    if (loadScript) cleanups.push((await loadScript()).default(island))
    else if (loadComponent) {
      const [{ hydrateIsland }, { default: Island }] = await Promise.all([
        import('./hydrate-island'),
        loadComponent(),
      ])
      roots.push(await hydrateIsland(island, Island))
    } else {
      // One stale or misspelt name must not keep the page's other islands from working.
      console.error(
        `The page names an island src/islands/${name}.tsx (or .script.ts) does not hold`,
      )
      return
    }
    island.setAttribute(hydratedAttribute, '')
    replayTyping(island)
    if (lastPointerType === 'mouse') replayHover(island)
    // The typed text reaches the component's state before a held submit reads it.
    await yieldToBrowser()
    for (const replay of held.get(island) ?? []) replay()
    held.delete(island)
  }

  function start(island: HTMLElement) {
    let hydrated = started.get(island)
    if (!hydrated) {
      // A script island's few lines never wait behind React's work for another island.
      if (isScriptIsland(island)) hydrated = hydrate(island)
      else {
        hydrated = queue.then(() => hydrate(island))
        // Offline, or a deploy replaced a chunk: the island stays the build's HTML, whose links
        // and estimate buttons still work; only its menus or filter do not open.
        queue = hydrated.then(yieldToBrowser, yieldToBrowser)
      }
      started.set(island, hydrated)
    }
    return hydrated
  }

  function listen<Type extends keyof DocumentEventMap>(
    type: Type,
    handler: (event: DocumentEventMap[Type]) => void,
    options: AddEventListenerOptions,
  ) {
    document.addEventListener(type, handler, options)
    cleanups.push(() => document.removeEventListener(type, handler, options))
  }

  /** Before React is there, a click on a control or a submit waits for it, then happens. */
  function holdUntilHydrated(event: Event) {
    const island = islandAround(event.target)
    if (!island || isHydrated(island) || !islands.includes(island)) return
    let replay: Replay
    if (event.type === 'submit') {
      const form = event.target as HTMLFormElement
      const submitter = (event as SubmitEvent).submitter
      replay = () => form.requestSubmit(submitter)
    } else {
      const control = (event.target as Element).closest<HTMLElement>(heldControls)
      if (!control || !island.contains(control) || isNativeControl(control)) return
      replay = () => control.click()
    }
    event.preventDefault()
    event.stopImmediatePropagation()
    held.set(island, [...(held.get(island) ?? []), replay])
    void start(island)
  }

  // Capturing on the document: these run before any listener React attaches to an island.
  listen('click', holdUntilHydrated, { capture: true })
  listen('submit', holdUntilHydrated, { capture: true })
  for (const type of interactionEvents)
    listen(
      type,
      (event) => {
        if (event instanceof PointerEvent) lastPointerType = event.pointerType
        const island = islandAround(event.target)
        // Once started, the pointer moving over it costs nothing more.
        if (!island || !islands.includes(island) || started.has(island)) return
        // A script island at once: it is a few milliseconds' work.
        if (isScriptIsland(island)) void start(island)
        else afterPaint(() => void start(island))
      },
      { capture: true, passive: true },
    )

  // A link to a part of an island (/services#tree-trimming) opens it: the island starts at once.
  const startHashTarget = () => {
    const island = islandAround(hashTarget())
    if (island && islands.includes(island)) void start(island)
  }
  window.addEventListener('hashchange', startHashTarget)
  cleanups.push(() => window.removeEventListener('hashchange', startHashTarget))
  startHashTarget()

  // An island's wrapper has no box (display: contents): its children are what scrolls into view.
  const visible = islands.filter((island) => (island.dataset.hydrate as HydrateWhen) === 'visible')
  if (atOnce) islands.forEach((island) => void start(island))
  else if (visible.length > 0 && 'IntersectionObserver' in window) {
    // A screen ahead: while the visitor scrolls towards it, React has time to arrive.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          const island = islandAround(entry.target)
          if (island) void start(island)
        }
      },
      { rootMargin: '100% 0px' },
    )
    for (const island of visible) for (const child of island.children) observer.observe(child)
    cleanups.push(() => observer.disconnect())
  } else visible.forEach((island) => void start(island))

  return {
    /** Stops listening and detaches React from the islands (tests; a page never needs it). */
    unmount() {
      cleanups.forEach((cleanup) => cleanup())
      roots.forEach((islandRoot) => islandRoot.unmount())
    },
  }
}
