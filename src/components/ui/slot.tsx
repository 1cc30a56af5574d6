import { cloneElement, isValidElement, type ReactNode, type Ref } from 'react'
import { cn } from '@/lib/cn'

type Props = Record<string, unknown>

function setRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}

/** Both handlers run, the child's first; it can stop the slot's with preventDefault. */
function mergeProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps, ...childProps }
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name]
    if (!/^on[A-Z]/.test(name) || typeof slotValue !== 'function') continue
    if (typeof childValue !== 'function') continue
    merged[name] = (event: { defaultPrevented?: boolean }) => {
      childValue(event)
      if (!event?.defaultPrevented) slotValue(event)
    }
  }
  merged.className = cn(slotProps.className as string, childProps.className as string)
  const slotRef = slotProps.ref as Ref<unknown> | undefined
  const childRef = childProps.ref as Ref<unknown> | undefined
  if (slotRef && childRef) {
    merged.ref = (node: unknown) => {
      setRef(slotRef, node)
      setRef(childRef, node)
    }
  }
  return merged
}

/**
 * Renders its one child element with the given props merged in (class names joined, handlers
 * chained, refs shared): how a Button or Card lends its look to a link or an article. Our own, in
 * a few lines, because Radix's Slot weighs 1.2 kB gzip on every public page.
 */
export function Slot({ children, ...slotProps }: Props & { children?: ReactNode }) {
  if (!isValidElement<Props>(children)) throw new Error('Slot takes exactly one element')
  return cloneElement(children, mergeProps(slotProps, children.props))
}
