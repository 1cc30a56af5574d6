import { checkZip, zipAnswerSlots, type ZipCheckResult } from '@/content/zip-check'

// The ZIP check's script (src/components/sections/zip-check.tsx): no React, so the first typed
// ZIP on a slow phone is answered in a few milliseconds instead of after React's start.

/** The values an answer's slots take, each as the visitor or the site's list gave it. */
function slotValues(result: ZipCheckResult): Record<string, string> {
  if (result.kind === 'malformed') return {}
  const values = { [zipAnswerSlots.zip]: result.zip }
  if (result.kind === 'outside') return values
  return {
    ...values,
    [zipAnswerSlots.area]: result.area,
    [zipAnswerSlots.pageTo]: result.page.to,
    [zipAnswerSlots.pageLabel]: result.page.label,
  }
}

const slotPattern = new RegExp(
  Object.values(zipAnswerSlots)
    .map((slot) => slot.replace(/[{}]/g, '\\$&'))
    .join('|'),
  'g',
)

/** A copy of the answer's template with its slots filled: text and attributes, never HTML. */
function fillAnswer(template: HTMLTemplateElement, result: ZipCheckResult) {
  const values = slotValues(result)
  const fill = (text: string) => text.replace(slotPattern, (slot) => values[slot] ?? slot)
  const answer = template.content.cloneNode(true) as DocumentFragment
  const walker = document.createTreeWalker(answer, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Element)
      for (const attribute of node.attributes) attribute.value = fill(attribute.value)
    else node.nodeValue = fill(node.nodeValue ?? '')
  }
  return answer
}

/**
 * Makes the check answer: five digits are an answer as they are typed, anything else waits for
 * the Check button, which then says what a ZIP looks like. What was typed before it started
 * reaches it as one input event (src/app/island-triggers.ts). Returns what stops it.
 */
export default function startZipCheck(island: HTMLElement) {
  const form = island.querySelector('form')!
  const field = form.querySelector<HTMLInputElement>('input[name="zip"]')!
  const status = island.querySelector<HTMLElement>('[role="status"]')!

  const show = (result: ZipCheckResult | null) => {
    const template =
      result &&
      island.querySelector<HTMLTemplateElement>(`template[data-zip-answer="${result.kind}"]`)
    status.replaceChildren(...(template ? [fillAnswer(template, result)] : []))
    // A malformed ZIP: the field says so, and the message is its description.
    if (result?.kind === 'malformed') {
      field.setAttribute('aria-invalid', 'true')
      field.setAttribute('aria-describedby', status.id)
    } else {
      field.removeAttribute('aria-invalid')
      field.removeAttribute('aria-describedby')
    }
  }
  const answerWhenComplete = () => {
    const result = checkZip(field.value)
    show(result.kind === 'malformed' ? null : result)
  }
  const answer = (event: SubmitEvent) => {
    event.preventDefault()
    show(checkZip(field.value))
  }

  field.addEventListener('input', answerWhenComplete)
  form.addEventListener('submit', answer)
  return () => {
    field.removeEventListener('input', answerWhenComplete)
    form.removeEventListener('submit', answer)
  }
}
