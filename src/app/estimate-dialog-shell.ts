import { estimateFrameCopy as copy } from '@/content/estimate-request-frame'
import { estimateDialogFrame as frame } from '@/features/estimate-request/components/estimate-dialog-frame'

// A first tap on an estimate button, on a slow phone, waits about a second for React and the
// form's code. Meanwhile this shell answers it at once: the dialog's own frame (title, intro,
// close button) saying the form is on its way, made with a few DOM calls, no React. The form's
// Radix dialog then takes its place.

export interface EstimateDialogShell {
  /** Closed by the visitor (Escape, the close button, the backdrop): the form must not open. */
  readonly isClosed: boolean
  /** Removes the shell once the form's dialog is on screen in its place. */
  giveWayToForm: () => void
  /** Removes it now (the page's start stopping). */
  remove: () => void
}

const shellAttribute = 'data-estimate-shell'
/** The form's dialog, not this shell: what the shell waits for before it goes. */
const formDialog = `[role="dialog"]:not([${shellAttribute}])`

function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  className: string,
  text?: string,
) {
  const created = document.createElement(tag)
  created.className = className
  if (text) created.textContent = text
  return created
}

/** The X of the form's close button, as lucide-react draws it. */
function closeIcon() {
  const svgNamespace = 'http://www.w3.org/2000/svg'
  const icon = document.createElementNS(svgNamespace, 'svg')
  icon.setAttribute('viewBox', '0 0 24 24')
  icon.setAttribute('fill', 'none')
  icon.setAttribute('stroke', 'currentColor')
  icon.setAttribute('stroke-width', '2')
  icon.setAttribute('stroke-linecap', 'round')
  icon.setAttribute('aria-hidden', 'true')
  icon.setAttribute('class', 'size-6')
  const path = document.createElementNS(svgNamespace, 'path')
  path.setAttribute('d', 'M18 6 6 18M6 6l12 12')
  icon.append(path)
  return icon
}

/**
 * Shows the shell over the page, focus on its close button. Closing it (Escape, the button, the
 * backdrop) gives focus back to `trigger`. Tab stays on its one control, as in a modal dialog.
 */
export function openEstimateDialogShell(trigger: HTMLElement): EstimateDialogShell {
  const overlay = element('div', frame.overlay)
  const dialog = element('div', frame.content)
  const titleId = 'estimate-shell-title'
  const introId = 'estimate-shell-intro'
  Object.entries({
    role: 'dialog',
    'aria-modal': 'true',
    'aria-labelledby': titleId,
    'aria-describedby': introId,
    'aria-busy': 'true',
  }).forEach(([name, value]) => dialog.setAttribute(name, value))
  overlay.setAttribute(shellAttribute, '')
  dialog.setAttribute(shellAttribute, '')

  const title = element('h2', frame.title, copy.title)
  title.id = titleId
  const intro = element('p', frame.description, copy.intro)
  intro.id = introId
  const heading = element('div', '')
  heading.append(title, intro)
  const close = element('button', frame.close)
  close.type = 'button'
  close.append(closeIcon(), element('span', 'sr-only', copy.close))
  const header = element('div', frame.header)
  header.append(heading, close)
  const status = element('p', 'mt-6 text-stone-700', copy.loading)
  status.setAttribute('role', 'status')
  dialog.append(header, status)

  let isClosed = false
  const remove = () => {
    overlay.remove()
    dialog.remove()
  }
  const closeByVisitor = () => {
    isClosed = true
    remove()
    trigger.focus()
  }
  close.addEventListener('click', closeByVisitor)
  overlay.addEventListener('click', closeByVisitor)
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeByVisitor()
    else if (event.key === 'Tab') event.preventDefault()
  })
  document.body.append(overlay, dialog)
  close.focus()

  return {
    get isClosed() {
      return isClosed
    },
    giveWayToForm() {
      // The form's dialog mounts once its chunk is there. The shell goes in the same task as
      // it comes (a mutation observer runs before the next task): never two dialogs on screen.
      if (isClosed) return
      if (document.querySelector(formDialog)) return remove()
      const stopWaiting = () => {
        observer.disconnect()
        clearTimeout(giveUp)
        remove()
      }
      const observer = new MutationObserver(() => {
        if (document.querySelector(formDialog)) stopWaiting()
      })
      observer.observe(document.body, { childList: true, subtree: true })
      // A form that never comes (its chunk failed: the page goes to /contact) frees the page.
      const giveUp = setTimeout(stopWaiting, 30_000)
    },
    remove,
  }
}
