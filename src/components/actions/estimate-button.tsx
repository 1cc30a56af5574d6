import { ClipboardList } from 'lucide-react'
import { useContext, type MouseEvent } from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { paths } from '@/lib/paths'
import { EstimateRequestContext, type EstimatePrefill } from './estimate-request-context'

interface EstimateButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  label?: string
  /** What the form starts with (a landing page's service and city). */
  prefill?: EstimatePrefill
  /** False keeps the button a plain link to /contact (the home hero, as the spec asks). */
  opensForm?: boolean
}

/** A click that asks for the page itself; a modified one (new tab, new window) keeps the link. */
function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * Every estimate button on the site. The prerendered HTML holds a real link to /contact, which
 * is what a visitor without JavaScript follows; once hydrated, a plain click opens the online
 * estimate form instead.
 */
export function EstimateButton({
  label = 'Get Free Estimate',
  variant = 'primary',
  size,
  className,
  prefill,
  opensForm = true,
}: EstimateButtonProps) {
  const contextControls = useContext(EstimateRequestContext)
  const controls = opensForm ? contextControls : null
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a
        href={paths.contact}
        aria-haspopup={controls ? 'dialog' : undefined}
        onClick={(event) => {
          if (!controls || !isPlainLeftClick(event)) return
          event.preventDefault()
          controls.open(prefill ?? {}, event.currentTarget)
        }}
        onPointerEnter={controls?.prefetch}
        onFocus={controls?.prefetch}
        onTouchStart={controls?.prefetch}
      >
        <ClipboardList className="size-5" aria-hidden="true" />
        {label}
      </a>
    </Button>
  )
}
